import { z } from 'zod';
import { envelopeMinusculoSchema, ID_MAXIMO, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Cadastros da estrutura da empresa (SERVICOS.cadastros, issue 18 §1): departamentos, grupos
 * (com membros), centros de custo, sindicatos (data-base da convenção) e cargos (CBO). Caminhos e
 * campos "not shown" na spec: decididos em docs/decisoes/cadastros.md.
 */

export const TIPOS_CADASTRO = [
  'departamentos',
  'grupos',
  'centros-custos',
  'sindicatos',
  'cargos',
] as const;
export const tipoCadastroSchema = z.enum(TIPOS_CADASTRO);
export type TipoCadastro = z.infer<typeof tipoCadastroSchema>;

const nomeSchema = z.string().trim().min(1, 'obrigatório').max(120, 'no máximo 120 caracteres');
const codigoSchema = z
  .string()
  .trim()
  .max(30, 'no máximo 30 caracteres')
  .nullish()
  .transform((v) => (v ? v : null));

/** CBO (Classificação Brasileira de Ocupações): 6 dígitos, com ou sem o hífen (4110-05). */
export const cboSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-?\d{2}$/, 'use os 6 dígitos da CBO (ex.: 4110-05)')
  .transform((v) => v.replace('-', ''));

/** Departamento, grupo e centro de custo: nome e código interno opcional. */
export const cadastroBodySchema = z.object({ nome: nomeSchema, codigo: codigoSchema });
export type CadastroBody = z.infer<typeof cadastroBodySchema>;

/** Sindicato: mais o mês da data-base da convenção coletiva (1 a 12) e observações. */
export const sindicatoBodySchema = cadastroBodySchema.extend({
  dataBaseMes: z
    .number()
    .int('mês de 1 a 12')
    .min(1, 'mês de 1 a 12')
    .max(12, 'mês de 1 a 12')
    .nullish()
    .transform((v) => v ?? null),
  observacoes: z
    .string()
    .trim()
    .max(2000, 'no máximo 2000 caracteres')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SindicatoBody = z.infer<typeof sindicatoBodySchema>;

/** Cargo: o código é a CBO (opcional; quando vem, 6 dígitos). */
export const cargoBodySchema = z.object({
  nome: nomeSchema,
  cbo: cboSchema.nullish().transform((v) => v ?? null),
});
export type CargoBody = z.infer<typeof cargoBodySchema>;

export const cadastroItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo: z.string().nullable(),
  ativo: z.boolean(),
  /** Pessoas no departamento ou no cargo, membros do grupo; 0 onde nada aponta ainda. */
  pessoas: z.number().int(),
  /** Sindicato: mês da data-base (1 a 12). */
  dataBaseMes: z.number().int().nullable().optional(),
  /** Sindicato: observações da convenção coletiva. */
  observacoes: z.string().nullable().optional(),
  /** Cargo: CBO com 6 dígitos, sem hífen. */
  cbo: z.string().nullable().optional(),
});
export type CadastroItem = z.infer<typeof cadastroItemSchema>;

export const cadastroListaQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(ID_MAXIMO).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'no máximo 100 por página').default(25),
  search: z.string().trim().max(100, 'no máximo 100 caracteres').optional(),
  /** `true`: inclui os arquivados na lista. */
  arquivados: z.enum(['true', 'false']).default('false'),
});
export type CadastroListaQuery = z.input<typeof cadastroListaQuerySchema>;

export const cadastroCsvQuerySchema = cadastroListaQuerySchema.pick({
  search: true,
  arquivados: true,
});

export const cadastroPaginaSchema = z.object({
  items: z.array(cadastroItemSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type CadastroPagina = z.infer<typeof cadastroPaginaSchema>;

export const cadastroPaginaRespostaSchema = envelopeMinusculoSchema(cadastroPaginaSchema);
export const cadastroItemRespostaSchema = envelopeMinusculoSchema(cadastroItemSchema);

/** DELETE: sem nada apontando, exclui; com pessoas, membros ou outros registros, arquiva. */
export const cadastroExclusaoSchema = z.object({
  resultado: z.enum(['excluido', 'arquivado']),
  item: cadastroItemSchema.nullable(),
});
export type CadastroExclusao = z.infer<typeof cadastroExclusaoSchema>;
export const cadastroExclusaoRespostaSchema = envelopeMinusculoSchema(cadastroExclusaoSchema);

export const versaoCadastroSchema = z.object({
  versao: z.number().int(),
  acao: z.string(),
  alteradoPor: z.number().int().nullable(),
  alteradoPorNome: z.string().nullable(),
  alteradoEm: z.string(),
  dados: z.record(z.string(), z.unknown()),
});
export type VersaoCadastro = z.infer<typeof versaoCadastroSchema>;
export const historicoCadastroRespostaSchema = envelopeMinusculoSchema(
  z.array(versaoCadastroSchema),
);

// --- Membros de grupo --------------------------------------------------------------------------

export const membroGrupoSchema = z.object({
  usuarioId: z.number().int(),
  nome: z.string(),
  /** Cargo e departamento da pessoa. */
  detalhe: z.string().nullable(),
  ativo: z.boolean(),
});
export type MembroGrupo = z.infer<typeof membroGrupoSchema>;
export const membrosGrupoPaginaSchema = z.object({
  items: z.array(membroGrupoSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type MembrosGrupoPagina = z.infer<typeof membrosGrupoPaginaSchema>;
export const membrosGrupoRespostaSchema = envelopeMinusculoSchema(membrosGrupoPaginaSchema);
export const membrosGrupoQuerySchema = cadastroListaQuerySchema.pick({
  pageNumber: true,
  pageSize: true,
  search: true,
});

export const incluirMembrosBodySchema = z.object({
  usuarioIds: z
    .array(idNumeroSchema)
    .min(1, 'escolha ao menos uma pessoa')
    .max(500, 'no máximo 500 pessoas por vez'),
});
export type IncluirMembrosBody = z.infer<typeof incluirMembrosBodySchema>;

export const membroParamSchema = z.object({ id: idSchema, usuarioId: idSchema });
