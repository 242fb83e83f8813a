import { z } from 'zod';
import { ufSchema } from './base.ts';
import {
  dataIsoSchema,
  envelopeMinusculoSchema,
  ID_MAXIMO,
  idNumeroSchema,
  idSchema,
} from './comum.ts';
import { celularSchema, cpfSchema, pisValido, soDigitos } from './documentos.ts';
import { alocacaoSchema } from './escala-regras.ts';
import { alocacaoRegraSchema } from './regras-alocacao.ts';

export {
  celularE164,
  celularSchema,
  cnpjSchema,
  cnpjValido,
  completarCnpj,
  cpfValido,
  formatarCelular,
  mascararCnpj,
  mascararCpf,
  pisValido,
} from './documentos.ts';

/**
 * Cadastro de colaboradores (empregados) e do empregador pelo RH, no serviço principal
 * (/api/main): /colaboradores, /colaboradores/{id}, /colaboradores/{id}/desligamento e
 * /empregador. Toda inclusão, alteração e desligamento grava no REP-P o AFD tipo 5 (I/A/E); a
 * mudança do que identifica o empregador no REP (inscrição, CAEPF/CNO, razão social, local de
 * prestação de serviços), o AFD tipo 2 (Portaria 671), na mesma transação do cadastro.
 */

const idOpcional = idNumeroSchema.nullable();

/** Siglas das UFs (as mesmas do filtro de estados de `base.ts`). */
export const UFS = ufSchema.options;

/** Matrícula interna (opcional; única na empresa); vazia = sem matrícula. */
const matriculaSchema = z
  .string()
  .trim()
  .max(20, 'a matrícula tem no máximo 20 caracteres')
  .regex(/^[\p{L}\p{N}./-]*$/u, 'a matrícula aceita letras, números, ponto, barra e hífen')
  .transform((m) => (m === '' ? null : m))
  .nullable();

/** Vínculo do colaborador (issue 18): CLT, estágio (Lei 11.788), intermitente (CLT 452-A), aprendiz. */
export const TIPOS_CONTRATO = ['clt', 'estagio', 'intermitente', 'aprendiz'] as const;
export const tipoContratoSchema = z.enum(
  TIPOS_CONTRATO,
  'tipo de contrato inválido: use clt, estagio, intermitente ou aprendiz',
);
export type TipoContrato = z.infer<typeof tipoContratoSchema>;
export const ROTULOS_TIPO_CONTRATO: Record<TipoContrato, string> = {
  clt: 'CLT',
  estagio: 'Estágio',
  intermitente: 'Intermitente',
  aprendiz: 'Aprendiz',
};

/** Corpo de POST /colaboradores e PUT /colaboradores/{id} (cadastro completo). */
export const colaboradorBodySchema = z
  .object({
    nome: z.string().trim().min(3, 'informe o nome completo (ao menos 3 letras)').max(52),
    cpf: cpfSchema,
    email: z.string().trim().toLowerCase().pipe(z.email('e-mail inválido')),
    filialId: z.number().int().positive('informe a filial').max(ID_MAXIMO),
    departamentoId: idOpcional,
    cargoId: idOpcional,
    gestorId: idOpcional,
    admissao: dataIsoSchema,
    /** PIS/PASEP/NIT (opcional; o AFD da Portaria 671 identifica o empregado pelo CPF). */
    pis: z
      .string()
      .transform(soDigitos)
      .refine((p) => p === '' || pisValido(p), 'PIS inválido (confira o dígito verificador)')
      .transform((p) => (p === '' ? null : p))
      .nullable()
      .optional()
      .transform((p) => p ?? null),
    /** Ausente no PUT = mantém a matrícula gravada. */
    matricula: matriculaSchema.optional(),
    /** Ausente no PUT = mantém; na inclusão, sem centro de custo. */
    centroCustoId: idOpcional.optional(),
    /** Ausente no PUT = mantém; na inclusão, CLT. */
    tipoContrato: tipoContratoSchema.optional(),
    /** Ausente no PUT = mantém; gravado em E.164. */
    celular: celularSchema.optional(),
  })
  .strict();
export type ColaboradorBody = z.input<typeof colaboradorBodySchema>;
export type ColaboradorDados = z.output<typeof colaboradorBodySchema>;

/**
 * POST /colaboradores: o cadastro e, opcionalmente, o resto da admissão na mesma transação —
 * escala (alocação a partir de `inicio`), regra de ponto (a partir de `dataInicio`), perfil de
 * acesso (no lugar do padrão 'Colaborador') e a marcação pela web (padrão: habilitada). As datas
 * de início, omitidas, são a admissão.
 */
export const colaboradorCriarBodySchema = colaboradorBodySchema.extend({
  escala: z
    .object({ escalaId: idNumeroSchema, inicio: dataIsoSchema.optional() })
    .strict()
    .nullable()
    .optional(),
  regraPonto: z
    .object({ regraId: idNumeroSchema, dataInicio: dataIsoSchema.optional() })
    .strict()
    .nullable()
    .optional(),
  perfilId: idNumeroSchema.nullable().optional(),
  /** Configuracao.HabilitarMarcacaoPelaWeb do usuário (spec §3). */
  HabilitarMarcacaoPelaWeb: z.boolean().optional(),
});
export type ColaboradorCriarBody = z.input<typeof colaboradorCriarBodySchema>;
export type ColaboradorCriarDados = z.output<typeof colaboradorCriarBodySchema>;

/** Corpo de POST /colaboradores/{id}/desligamento. */
export const desligamentoBodySchema = z.object({ demissao: dataIsoSchema }).strict();
export type DesligamentoBody = z.infer<typeof desligamentoBodySchema>;

export const situacaoColaboradorSchema = z.enum(['ativo', 'desligado']);
export type SituacaoColaborador = z.infer<typeof situacaoColaboradorSchema>;

export const colaboradorSchema = z.object({
  id: z.number(),
  nome: z.string(),
  /** Só dígitos. */
  cpf: z.string(),
  email: z.string(),
  matricula: z.string().nullable(),
  filialId: z.number(),
  filialNome: z.string().nullable(),
  departamentoId: z.number().nullable(),
  departamentoNome: z.string().nullable(),
  cargoId: z.number().nullable(),
  cargoNome: z.string().nullable(),
  gestorId: z.number().nullable(),
  gestorNome: z.string().nullable(),
  admissao: z.string().nullable(),
  demissao: z.string().nullable(),
  pis: z.string().nullable(),
  centroCustoId: z.number().nullable(),
  centroCustoNome: z.string().nullable(),
  tipoContrato: tipoContratoSchema,
  /** E.164 (+5511987654321). */
  celular: z.string().nullable(),
  situacao: situacaoColaboradorSchema,
  /** Concluiu o primeiro acesso (confirmou os dados e definiu a senha). */
  cadastroConfirmado: z.boolean(),
});
export type ColaboradorWire = z.infer<typeof colaboradorSchema>;
export const colaboradorRespostaSchema = envelopeMinusculoSchema(colaboradorSchema);

/** Resposta do POST /colaboradores: o colaborador e o que a admissão gravou com ele. */
export const colaboradorAdmitidoSchema = colaboradorSchema.extend({
  escala: alocacaoSchema.nullable(),
  regraPonto: alocacaoRegraSchema.nullable(),
  perfilIds: z.array(z.number()),
  HabilitarMarcacaoPelaWeb: z.boolean(),
});
export type ColaboradorAdmitido = z.infer<typeof colaboradorAdmitidoSchema>;
export const colaboradorAdmitidoRespostaSchema = envelopeMinusculoSchema(colaboradorAdmitidoSchema);

const idFiltro = idSchema.optional();

/** GET /colaboradores: busca (nome, e-mail ou CPF, sem acento), filtros e página. */
export const colaboradorListaQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .refine((s) => s === undefined || s.length >= 3, 'digite ao menos 3 caracteres para buscar'),
  filialId: idFiltro,
  departamentoId: idFiltro,
  situacao: situacaoColaboradorSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** Filtros da lista como o cliente os envia (todos opcionais). */
export type ColaboradorListaQuery = Partial<z.output<typeof colaboradorListaQuerySchema>>;

export const colaboradorListaSchema = z.object({
  items: z.array(colaboradorSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type ColaboradorLista = z.infer<typeof colaboradorListaSchema>;
export const colaboradorListaRespostaSchema = envelopeMinusculoSchema(colaboradorListaSchema);

const opcaoSchema = z.object({ id: z.number(), nome: z.string() });
/** GET /colaboradores/opcoes: o que os selects do formulário oferecem. */
export const colaboradorOpcoesSchema = z.object({
  filiais: z.array(opcaoSchema),
  departamentos: z.array(opcaoSchema),
  cargos: z.array(opcaoSchema),
  centrosCusto: z.array(opcaoSchema),
  /** Colaboradores ativos, que podem ser gestores de alguém. */
  gestores: z.array(opcaoSchema),
});
export type ColaboradorOpcoes = z.infer<typeof colaboradorOpcoesSchema>;
export const colaboradorOpcoesRespostaSchema = envelopeMinusculoSchema(colaboradorOpcoesSchema);
