import { z } from 'zod';
import { envelopeMinusculoSchema, idSchema, paginaSchema } from './comum.ts';

/**
 * Indicadores do RH e dos gestores (SERVICOS.indicadores, /api/indicadores): horas extras e custo
 * por departamento ao longo dos meses, absenteísmo e atrasos, distribuição do banco de horas e o
 * que vence, marcações por hora do dia e pendências. Os números saem da mesma apuração do espelho
 * (docs/decisoes/indicadores.md). Minutos podem ser frações (hora noturna reduzida): arredonde só
 * na exibição.
 */

/** Texto de falha dos indicadores (spec §8: "reprocessing, detail, log and indicators"). */
export const MENSAGEM_ERRO_INDICADORES = 'Erro ao para realizar reprocessamento';

/** Maior período de uma consulta, em meses. */
export const MESES_MAXIMOS_INDICADORES = 12;

const competencia = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use o formato AAAA-MM (mês de 01 a 12)');

const mesesEntre = (de: string, ate: string) => {
  const [a1, m1] = de.split('-').map(Number) as [number, number];
  const [a2, m2] = ate.split('-').map(Number) as [number, number];
  return (a2 - a1) * 12 + (m2 - m1);
};

/** O período: `ate` não antes de `de`, no máximo MESES_MAXIMOS_INDICADORES meses. */
const validarPeriodo = (q: { de: string; ate: string }, ctx: z.RefinementCtx) => {
  if (q.de > q.ate)
    ctx.addIssue({
      code: 'custom',
      message: 'o mês final (ate) não pode ser anterior ao inicial (de)',
      path: ['ate'],
    });
  else if (mesesEntre(q.de, q.ate) >= MESES_MAXIMOS_INDICADORES)
    ctx.addIssue({
      code: 'custom',
      message: `o período vai até ${MESES_MAXIMOS_INDICADORES} meses`,
      path: ['ate'],
    });
};

const filtrosSchema = z.object({
  de: competencia,
  ate: competencia,
  filialId: idSchema.optional(),
  departamentoId: idSchema.optional(),
});

/** Filtros comuns: período de meses (de, até: AAAA-MM), filial e departamento. */
export const indicadoresQuerySchema = filtrosSchema.superRefine(validarPeriodo);
export type IndicadoresQuery = z.infer<typeof indicadoresQuerySchema>;

/** GET /horas-extras: extras (todas as faixas) por departamento e mês, com o custo ponderado. */
export const horasExtrasIndicadorSchema = z.object({
  items: z.array(
    z.object({
      competencia: z.string(),
      departamentoId: z.number().int().nullable(),
      departamento: z.string(),
      pessoas: z.number().int(),
      extrasMinutos: z.number(),
      /** Σ minutos × (1 + percentual/100): horas pagas equivalentes (o custo em horas normais). */
      custoMinutos: z.number(),
    }),
  ),
});
export type HorasExtrasIndicador = z.infer<typeof horasExtrasIndicadorSchema>;

/** GET /absenteismo: por mês, previsto, faltas e atrasos (minutos) e as taxas (%). */
export const absenteismoIndicadorSchema = z.object({
  items: z.array(
    z.object({
      competencia: z.string(),
      pessoas: z.number().int(),
      previstoMinutos: z.number(),
      faltasMinutos: z.number(),
      atrasosMinutos: z.number(),
      diasFalta: z.number().int(),
      /** faltas / previsto × 100 (0 sem previsto). */
      taxaAbsenteismo: z.number(),
      /** atrasos / previsto × 100 (0 sem previsto). */
      taxaAtrasos: z.number(),
    }),
  ),
});
export type AbsenteismoIndicador = z.infer<typeof absenteismoIndicadorSchema>;

/** GET /banco-horas: pessoas por faixa de saldo hoje e o que vence em 30, 60 e 90 dias. */
export const bancoHorasIndicadorSchema = z.object({
  hoje: z.string(),
  pessoas: z.number().int(),
  faixas: z.array(
    z.object({ faixa: z.string(), deMinutos: z.number().nullable(), pessoas: z.number().int() }),
  ),
  vencimentos: z.array(
    z.object({ dias: z.number().int(), minutos: z.number(), pessoas: z.number().int() }),
  ),
});
export type BancoHorasIndicador = z.infer<typeof bancoHorasIndicadorSchema>;

/** GET /marcacoes-por-hora: marcações do REP no período por hora local (0–23). */
export const marcacoesPorHoraIndicadorSchema = z.object({
  items: z.array(z.object({ hora: z.number().int(), marcacoes: z.number().int() })),
});
export type MarcacoesPorHoraIndicador = z.infer<typeof marcacoesPorHoraIndicadorSchema>;

/** GET /pendencias: tratamentos e pedidos sem decisão no período, paginados no servidor. */
export const pendenciasIndicadorQuerySchema = filtrosSchema
  .extend({
    pageNumber: paginaSchema.shape.pageNumber,
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine(validarPeriodo);
export type PendenciasIndicadorQuery = z.infer<typeof pendenciasIndicadorQuerySchema>;
export const pendenciasIndicadorSchema = z.object({
  tratamentos: z.number().int(),
  pedidos: z.number().int(),
  porTipo: z.array(
    z.object({
      origem: z.enum(['tratamento', 'pedido']),
      tipo: z.string(),
      quantidade: z.number(),
    }),
  ),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(
    z.object({
      origem: z.enum(['tratamento', 'pedido']),
      tipo: z.string(),
      usuarioId: z.number().int(),
      nome: z.string(),
      departamento: z.string().nullable(),
      dataInicio: z.string(),
      dataFim: z.string(),
    }),
  ),
});
export type PendenciasIndicador = z.infer<typeof pendenciasIndicadorSchema>;

export const horasExtrasIndicadorRespostaSchema = envelopeMinusculoSchema(
  horasExtrasIndicadorSchema,
);
export const absenteismoIndicadorRespostaSchema = envelopeMinusculoSchema(
  absenteismoIndicadorSchema,
);
export const bancoHorasIndicadorRespostaSchema = envelopeMinusculoSchema(bancoHorasIndicadorSchema);
export const marcacoesPorHoraIndicadorRespostaSchema = envelopeMinusculoSchema(
  marcacoesPorHoraIndicadorSchema,
);
export const pendenciasIndicadorRespostaSchema = envelopeMinusculoSchema(pendenciasIndicadorSchema);
