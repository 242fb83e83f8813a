import { z } from 'zod';
import { dataIsoSchema, horaSchema, idSchema } from './comum.ts';

/**
 * Relatórios do banco de horas (RH) e o simulador do colaborador (SERVICOS.regrasBancoHoras,
 * `/api/v1/bancoHora/relatorio/...` e `/api/v1/bancoHora/simulacao`). Tudo sai do motor
 * (`apurarBancoHoras`). Decisões em docs/decisoes/banco-horas.md.
 */

/** Os seis relatórios da spec §2: lista de bancos e saldos, por colaborador, ciclos, períodos, extrato, fechamento. */
export const TIPOS_RELATORIO_BANCO_HORAS = [
  'saldos',
  'colaboradores',
  'ciclos',
  'periodos',
  'extrato',
  'fechamento',
] as const;
export const tipoRelatorioBancoHorasSchema = z.enum(TIPOS_RELATORIO_BANCO_HORAS, {
  error: 'relatório inexistente: saldos, colaboradores, ciclos, periodos, extrato ou fechamento',
});
export type TipoRelatorioBancoHoras = z.infer<typeof tipoRelatorioBancoHorasSchema>;

export const relatorioBancoHorasParamsSchema = z.object({ tipo: tipoRelatorioBancoHorasSchema });

/** Filtros comuns (query). `periodoId` (um ciclo gravado) define o banco e o período. */
export const relatorioBancoHorasQuerySchema = z
  .object({
    bancoHoraId: idSchema.optional(),
    periodoId: idSchema.optional(),
    filialId: idSchema.optional(),
    departamentoId: idSchema.optional(),
    grupoId: idSchema.optional(),
    usuarioId: idSchema.optional(),
    inicio: dataIsoSchema.optional(),
    fim: dataIsoSchema.optional(),
    pagina: z.coerce
      .number({ error: 'a página é um número' })
      .int('a página é um número inteiro')
      .min(1, 'a página começa em 1')
      .max(100_000, 'a página vai até 100.000')
      .default(1),
  })
  .refine((q) => q.inicio === undefined || q.fim === undefined || q.fim >= q.inicio, {
    message: 'o fim do período não pode ser antes do início',
    path: ['fim'],
  });
export type RelatorioBancoHorasQuery = z.input<typeof relatorioBancoHorasQuerySchema>;

/** O relatório global da spec: `regraId` (o banco) e `periodoId` (o ciclo). */
export const relatorioGlobalBancoHorasQuerySchema = z.object({
  regraId: idSchema,
  periodoId: idSchema.optional(),
});

/** Como exibir a coluna: texto, data (AAAA-MM-DD), minutos (HH:MM com sinal) ou número. */
export const colunaRelatorioBancoHorasSchema = z.object({
  chave: z.string(),
  titulo: z.string(),
  tipo: z.enum(['texto', 'data', 'minutos', 'numero']),
});
export type ColunaRelatorioBancoHoras = z.infer<typeof colunaRelatorioBancoHorasSchema>;

const celulaSchema = z.union([z.string(), z.number(), z.null()]);
export type CelulaRelatorioBancoHoras = z.infer<typeof celulaSchema>;

export const relatorioBancoHorasSchema = z.object({
  tipo: tipoRelatorioBancoHorasSchema,
  titulo: z.string(),
  inicio: z.string(),
  fim: z.string(),
  /** Até quando o motor apurou (o fim do período ou hoje, o que vier antes). */
  ate: z.string(),
  bancoHoraId: z.number().nullable(),
  colunas: z.array(colunaRelatorioBancoHorasSchema),
  linhas: z.array(z.record(z.string(), celulaSchema)),
  /** Soma das colunas de minutos no conjunto filtrado inteiro (não só na página). */
  totais: z.record(z.string(), z.number()),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
});
export type RelatorioBancoHoras = z.infer<typeof relatorioBancoHorasSchema>;

/** Simulador: "se eu sair às 16:00 na sexta, meu saldo fica…" (nada se grava). */
export const simulacaoBancoHorasEntradaSchema = z
  .object({
    data: dataIsoSchema,
    /** Saída hipotética (HH:MM); ausente com `folgaCompensada`. */
    saida: horaSchema.optional(),
    /** O dia inteiro de folga compensada com o banco. */
    folgaCompensada: z.boolean().default(false),
  })
  .refine((e) => e.folgaCompensada || e.saida !== undefined, {
    message: 'informe o horário de saída ou marque a folga compensada',
    path: ['saida'],
  })
  .refine((e) => !(e.folgaCompensada && e.saida !== undefined), {
    message: 'com a folga compensada não há horário de saída',
    path: ['saida'],
  });
export type SimulacaoBancoHorasEntrada = z.input<typeof simulacaoBancoHorasEntradaSchema>;

export const simulacaoBancoHorasSchema = z.object({
  data: z.string(),
  bancoHoraId: z.number(),
  bancoHoraNome: z.string(),
  /** A jornada prevista do dia e as marcações hipotéticas que foram ao motor. */
  jornada: z.array(z.tuple([z.string(), z.string()])),
  marcacoes: z.array(z.string()),
  folgaCompensada: z.boolean(),
  /** Saldo do dia (minutos) e o que ele leva ao banco, antes das faixas. */
  saldoDiaMinutos: z.number(),
  creditoMinutos: z.number(),
  debitoMinutos: z.number(),
  /** Saldo do banco hoje e o projetado no fim do dia simulado (faixas e fatores aplicados). */
  saldoAtualMinutos: z.number(),
  saldoProjetadoMinutos: z.number(),
  cicloInicio: z.string(),
  cicloFim: z.string(),
});
export type SimulacaoBancoHoras = z.infer<typeof simulacaoBancoHorasSchema>;
