import { z } from 'zod';
import { envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Faturamento da operadora (spec §2: `#/dashboard/admin/billing`, só empresa 1): planos com
 * vigência, plano de cada empresa cliente, extrato do mês, fechamento e exportação CSV. Caminhos
 * e campos "not shown" na spec, decididos em docs/decisoes/faturamento.md.
 */

/** Competência 'AAAA-MM' (mês de 01 a 12, ano de 2000 a 2999). */
export const competenciaFaturamentoSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use o formato AAAA-MM (mês de 01 a 12)')
  .refine((c) => c >= '2000-01' && c <= '2999-12', 'ano fora do intervalo 2000 a 2999');

const centavosSchema = z
  .number()
  .int('em centavos inteiros')
  .min(0, 'não pode ser negativo')
  .max(100_000_000, 'no máximo R$ 1.000.000,00');

export const faixaPrecoSchema = z.object({
  /** Até quantos colaboradores vale a faixa (inclusive); nulo na última. */
  ate: z.number().int().min(1).max(10_000_000).nullable(),
  precoCentavos: centavosSchema,
});
export type FaixaPrecoWire = z.infer<typeof faixaPrecoSchema>;

export const tabelaPrecoSchema = z.object({
  vigenciaInicio: competenciaFaturamentoSchema,
  mensalidadeMinimaCentavos: centavosSchema,
  faixas: z.array(faixaPrecoSchema).min(1, 'informe pelo menos uma faixa').max(20),
});
export type TabelaPrecoBody = z.infer<typeof tabelaPrecoSchema>;

const nomePlanoSchema = z.string().trim().min(1, 'obrigatório').max(80, 'no máximo 80 caracteres');

export const planoBodySchema = tabelaPrecoSchema.extend({ nome: nomePlanoSchema });
export type PlanoBody = z.infer<typeof planoBodySchema>;

/** Nova tabela de preço de um plano a partir de uma competência (a anterior fica no histórico). */
export const planoPrecoBodySchema = tabelaPrecoSchema.extend({ planoId: idNumeroSchema });
export type PlanoPrecoBody = z.infer<typeof planoPrecoBodySchema>;

/** Renomeia ou arquiva/reativa um plano (os preços só mudam por nova vigência). */
export const planoAlteracaoBodySchema = z.object({
  planoId: idNumeroSchema,
  nome: nomePlanoSchema,
  ativo: z.boolean(),
});
export type PlanoAlteracaoBody = z.infer<typeof planoAlteracaoBodySchema>;

export const planoFaturamentoVersaoSchema = z.object({
  versao: z.number().int(),
  vigenciaInicio: z.string(),
  mensalidadeMinimaCentavos: z.number().int(),
  faixas: z.array(faixaPrecoSchema),
  criadoEm: z.string(),
  criadoPorNome: z.string().nullable(),
});
export type PlanoFaturamentoVersao = z.infer<typeof planoFaturamentoVersaoSchema>;

export const planoFaturamentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ativo: z.boolean(),
  /** Todas as tabelas de preço, da mais recente à mais antiga. */
  versoes: z.array(planoFaturamentoVersaoSchema),
});
export type PlanoFaturamento = z.infer<typeof planoFaturamentoSchema>;
export const planosFaturamentoRespostaSchema = envelopeMinusculoSchema(
  z.array(planoFaturamentoSchema),
);
export const planoFaturamentoRespostaSchema = envelopeMinusculoSchema(planoFaturamentoSchema);

export const atribuicaoPlanoBodySchema = z.object({
  empresaId: idNumeroSchema,
  planoId: idNumeroSchema,
  vigenciaInicio: competenciaFaturamentoSchema,
});
export type AtribuicaoPlanoBody = z.infer<typeof atribuicaoPlanoBodySchema>;

export const atribuicaoPlanoSchema = z.object({
  id: z.number().int(),
  empresaId: z.number().int(),
  planoId: z.number().int(),
  planoNome: z.string(),
  vigenciaInicio: z.string(),
  atribuidoEm: z.string(),
  atribuidoPorNome: z.string().nullable(),
});
export type AtribuicaoPlano = z.infer<typeof atribuicaoPlanoSchema>;
export const atribuicaoPlanoRespostaSchema = envelopeMinusculoSchema(atribuicaoPlanoSchema);
export const atribuicoesPlanoQuerySchema = z.object({ empresaId: idSchema });
export const atribuicoesPlanoRespostaSchema = envelopeMinusculoSchema(
  z.array(atribuicaoPlanoSchema),
);

export const situacaoExtratoFaturamentoSchema = z.enum(['aberto', 'fechado', 'sem-plano']);
export type SituacaoExtratoFaturamento = z.infer<typeof situacaoExtratoFaturamentoSchema>;

export const faixaCalculadaFaturamentoSchema = z.object({
  de: z.number().int(),
  ate: z.number().int().nullable(),
  quantidade: z.number().int(),
  precoCentavos: z.number().int(),
  subtotalCentavos: z.number().int(),
});

/** O extrato de uma empresa numa competência (calculado na hora, ou o congelado no fechamento). */
export const extratoFaturamentoSchema = z.object({
  empresaId: z.number().int(),
  empresaNome: z.string(),
  cnpj: z.string(),
  competencia: z.string(),
  situacao: situacaoExtratoFaturamentoSchema,
  planoId: z.number().int().nullable(),
  planoNome: z.string().nullable(),
  planoVersao: z.number().int().nullable(),
  ativos: z.number().int(),
  faixas: z.array(faixaCalculadaFaturamentoSchema),
  faixaAplicada: z.number().int(),
  subtotalFaixasCentavos: z.number().int(),
  mensalidadeMinimaCentavos: z.number().int(),
  minimoAplicado: z.boolean(),
  /** Nulo sem plano na competência. */
  valorCentavos: z.number().int().nullable(),
  fechadoEm: z.string().nullable(),
  fechadoPorNome: z.string().nullable(),
});
export type ExtratoFaturamento = z.infer<typeof extratoFaturamentoSchema>;
export const extratoFaturamentoRespostaSchema = envelopeMinusculoSchema(extratoFaturamentoSchema);

export const extratoFaturamentoQuerySchema = z.object({
  competencia: competenciaFaturamentoSchema,
  empresaId: idSchema,
});

export const extratoFaturamentoColaboradoresQuerySchema = extratoFaturamentoQuerySchema.extend({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const colaboradorFaturadoSchema = z.object({
  usuarioId: z.number().int(),
  nome: z.string(),
  matricula: z.string().nullable(),
  admissao: z.string().nullable(),
  demissao: z.string().nullable(),
});
export type ColaboradorFaturado = z.infer<typeof colaboradorFaturadoSchema>;
export const colaboradoresFaturadosRespostaSchema = envelopeMinusculoSchema(
  z.object({
    itens: z.array(colaboradorFaturadoSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  }),
);

/** Uma empresa cliente na lista do mês (o extrato resumido). */
export const empresaFaturadaSchema = extratoFaturamentoSchema.pick({
  empresaId: true,
  empresaNome: true,
  cnpj: true,
  situacao: true,
  planoNome: true,
  ativos: true,
  faixaAplicada: true,
  valorCentavos: true,
});
export type EmpresaFaturada = z.infer<typeof empresaFaturadaSchema>;

export const empresasFaturamentoQuerySchema = z.object({
  competencia: competenciaFaturamentoSchema,
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const empresasFaturamentoRespostaSchema = envelopeMinusculoSchema(
  z.object({
    competencia: z.string(),
    itens: z.array(empresaFaturadaSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    /** Totais de todas as empresas da competência (não só da página). */
    totais: z.object({
      empresas: z.number().int(),
      ativos: z.number().int(),
      valorCentavos: z.number().int(),
      fechadas: z.number().int(),
    }),
  }),
);
export type EmpresasFaturamento = NonNullable<
  z.infer<typeof empresasFaturamentoRespostaSchema>['data']
>;

export const fechamentoFaturamentoBodySchema = z.object({
  competencia: competenciaFaturamentoSchema,
  empresaId: idNumeroSchema,
});
export type FechamentoFaturamentoBody = z.infer<typeof fechamentoFaturamentoBodySchema>;

export const fechamentosFaturamentoQuerySchema = z.object({
  empresaId: idSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const fechamentoFaturamentoSchema = empresaFaturadaSchema.extend({
  competencia: z.string(),
  fechadoEm: z.string(),
  fechadoPorNome: z.string().nullable(),
});
export type FechamentoFaturamento = z.infer<typeof fechamentoFaturamentoSchema>;
export const fechamentosFaturamentoRespostaSchema = envelopeMinusculoSchema(
  z.object({
    itens: z.array(fechamentoFaturamentoSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  }),
);

export const competenciaFaturamentoQuerySchema = z.object({
  competencia: competenciaFaturamentoSchema,
});
