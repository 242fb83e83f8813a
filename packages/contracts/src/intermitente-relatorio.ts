import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema } from './comum.ts';

/** Maior período do relatório de convocações, em dias (inclusive). */
export const RELATORIO_CONVOCACOES_MAX_DIAS = 366;
/** Linhas por página do relatório (listas acima de 25 linhas paginam no servidor). */
export const RELATORIO_CONVOCACOES_PAGINA = 25;

export const agruparRelatorioSchema = z.enum(['contratante', 'grupo']);
export type AgruparRelatorio = z.infer<typeof agruparRelatorioSchema>;

/**
 * POST /Relatorios/convocacoes e /Relatorios/convocacoes-csv: convocações que tocam o período,
 * por contratante (padrão) ou por grupo; o CSV traz todas as linhas (sem página).
 */
export const relatorioConvocacoesBodySchema = z
  .object({
    periodo: z.object({ inicio: dataIsoSchema, fim: dataIsoSchema }).strict(),
    contratanteId: idNumeroSchema.optional(),
    grupoId: idNumeroSchema.optional(),
    agrupar: agruparRelatorioSchema.default('contratante'),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(RELATORIO_CONVOCACOES_PAGINA).default(25),
  })
  .strict();
export type RelatorioConvocacoesBody = z.input<typeof relatorioConvocacoesBodySchema>;

/** Números de um contratante ou grupo (ou o total), nos dias das convocações dentro do período. */
export const numerosConvocacoesSchema = z.object({
  /** Convocações enviadas. */
  convocacoes: z.number(),
  /** Convocações de pessoas (uma por convocado em cada convocação). */
  convocados: z.number(),
  /** Pessoas diferentes convocadas. */
  pessoas: z.number(),
  aceitas: z.number(),
  /** Recusas expressas mais as presumidas (silêncio até o prazo, art. 452-A §2º). */
  recusadas: z.number(),
  recusasPresumidas: z.number(),
  semResposta: z.number(),
  /** Convocados de convocações interrompidas pelo empregador. */
  interrompidos: z.number(),
  /** Descumprimentos registrados (multa do art. 452-A §4º, por qualquer das partes). */
  descumprimentos: z.number(),
  /** Minutos trabalhados pelo espelho nos dias convocados (os mesmos do recibo). */
  minutosTrabalhados: z.number(),
  /** Total das parcelas do §6º (centavos). */
  remuneracaoTotal: z.number(),
});
export type NumerosConvocacoes = z.infer<typeof numerosConvocacoesSchema>;

export const linhaRelatorioConvocacoesSchema = numerosConvocacoesSchema.extend({
  id: z.number(),
  nome: z.string(),
});
export type LinhaRelatorioConvocacoes = z.infer<typeof linhaRelatorioConvocacoesSchema>;

export const relatorioConvocacoesSchema = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string() }),
  agrupar: agruparRelatorioSchema,
  items: z.array(linhaRelatorioConvocacoesSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  totais: numerosConvocacoesSchema,
});
export type RelatorioConvocacoes = z.infer<typeof relatorioConvocacoesSchema>;
export const relatorioConvocacoesRespostaSchema = envelopeMinusculoSchema(
  relatorioConvocacoesSchema,
);
