import { z } from 'zod';
import { ufSchema } from './base.ts';
import {
  dataIsoSchema,
  envelopeMinusculoSchema,
  ID_MAXIMO,
  idNumeroSchema,
  idSchema,
} from './comum.ts';
import { alocacaoSchema } from './escala-regras.ts';
import { alocacaoRegraSchema } from './regras-alocacao.ts';

/**
 * Cadastro de colaboradores (empregados) e do empregador pelo RH, no serviço principal
 * (/api/main): /colaboradores, /colaboradores/{id}, /colaboradores/{id}/desligamento e
 * /empregador. Toda inclusão, alteração e desligamento grava no REP-P o AFD tipo 5 (I/A/E); toda
 * mudança do empregador, o AFD tipo 2 (Portaria 671), na mesma transação do cadastro.
 */

const soDigitos = (s: string) => s.replace(/\D/g, '');

/** CPF com os dois dígitos verificadores conferidos (rejeita 11 dígitos repetidos). */
export const cpfValido = (valor: string): boolean => {
  const cpf = soDigitos(valor);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = cpf.split('').map(Number);
  const dv = (n: number) => {
    const soma = d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === d[9] && dv(10) === d[10];
};

/** CNPJ com os dois dígitos verificadores conferidos (rejeita 14 dígitos repetidos). */
export const cnpjValido = (valor: string): boolean => {
  const cnpj = soDigitos(valor);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const d = cnpj.split('').map(Number);
  const dv = (n: number) => {
    const pesos =
      n === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = d.slice(0, n).reduce((s, x, i) => s + x * pesos[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(12) === d[12] && dv(13) === d[13];
};

/** PIS/PASEP/NIT com o dígito verificador conferido. */
export const pisValido = (valor: string): boolean => {
  const pis = soDigitos(valor);
  if (pis.length !== 11 || /^(\d)\1{10}$/.test(pis)) return false;
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = 11 - (pesos.reduce((s, p, i) => s + p * Number(pis[i]), 0) % 11);
  return (r >= 10 ? 0 : r) === Number(pis[10]);
};

/** Máscara 000.000.000-00 (aceita dígitos parciais, para a digitação). */
export const mascararCpf = (valor: string): string => {
  const d = soDigitos(valor).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
};

/** Máscara 00.000.000/0000-00 (aceita dígitos parciais). */
export const mascararCnpj = (valor: string): string => {
  const d = soDigitos(valor).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
};

const cpfSchema = z
  .string()
  .transform(soDigitos)
  .refine(cpfValido, 'CPF inválido (confira os dígitos verificadores)');

export const cnpjSchema = z
  .string()
  .transform(soDigitos)
  .refine(cnpjValido, 'CNPJ inválido (confira os dígitos verificadores)');

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
  /** Colaboradores ativos, que podem ser gestores de alguém. */
  gestores: z.array(opcaoSchema),
});
export type ColaboradorOpcoes = z.infer<typeof colaboradorOpcoesSchema>;
export const colaboradorOpcoesRespostaSchema = envelopeMinusculoSchema(colaboradorOpcoesSchema);

/** Empregador (empresa) e os estabelecimentos (filiais), cada um com o seu REP-P. */
export const empregadorSchema = z.object({
  razaoSocial: z.string(),
  filiais: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      cnpj: z.string(),
      cidade: z.string().nullable(),
      uf: z.string(),
      /** Filial com REP-P: a mudança grava o AFD tipo 2 nele. */
      temRep: z.boolean(),
    }),
  ),
});
export type EmpregadorWire = z.infer<typeof empregadorSchema>;
export const empregadorRespostaSchema = envelopeMinusculoSchema(empregadorSchema);

/** PUT /empregador: razão social e/ou os dados de uma filial (id no corpo). */
export const empregadorBodySchema = z
  .object({
    razaoSocial: z.string().trim().min(3, 'informe a razão social').max(150).optional(),
    filial: z
      .object({
        id: idNumeroSchema,
        cnpj: cnpjSchema,
        nome: z.string().trim().min(1, 'informe o nome da filial').max(100),
        cidade: z.string().trim().min(1, 'informe a cidade').max(80),
        uf: z.enum(UFS, 'UF inválida'),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.razaoSocial !== undefined || b.filial !== undefined, {
    message: 'informe a razão social ou os dados de uma filial',
    path: ['razaoSocial'],
  });
export type EmpregadorBody = z.input<typeof empregadorBodySchema>;
