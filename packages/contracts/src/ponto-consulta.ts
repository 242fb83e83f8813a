import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema } from './comum.ts';
import { origemMarcacaoTratadaSchema, tratamentoSchema } from './tratamento.ts';

/** Marcação já tratada: original, importada ou incluída, com a trilha de tratamentos. */
export const marcacaoTratadaSchema = z.object({
  /** `o:<id>` original, `r:<id>` importada, `i:<id>` incluída. */
  chave: z.string(),
  id: z.number(),
  origem: origemMarcacaoTratadaSchema,
  /** Dia de apuração. */
  data: z.string(),
  /** Dia do calendário em que foi marcada. */
  dataMarcacao: z.string(),
  hora: z.string(),
  nsr: z.number().nullable(),
  duplicada: z.boolean(),
  offline: z.boolean(),
  desconsiderada: z.boolean(),
  /** Inclusão aguardando aprovação. */
  pendente: z.boolean(),
  contabiliza: z.boolean(),
  motivo: z.string().nullable(),
  /** Código do comprovante (só marcações do REP-P). */
  comprovanteId: z.string().nullable(),
  tratamentos: z.array(tratamentoSchema),
});
export type MarcacaoTratadaDto = z.infer<typeof marcacaoTratadaSchema>;

/**
 * Um dia de apuração. `previsto` e `saldo` só existem quando há jornada prevista (horário
 * contratual); sem ela são `null` — nunca um número inventado. Minutos.
 */
export const diaPontoSchema = z.object({
  data: z.string(),
  marcacoes: z.array(marcacaoTratadaSchema),
  previsto: z.number().nullable(),
  trabalhado: z.number(),
  saldo: z.number().nullable(),
  falta: z.number().nullable(),
  inconsistencias: z.array(z.string()),
});
export type DiaPonto = z.infer<typeof diaPontoSchema>;

export const totaisPeriodoSchema = z.object({
  previsto: z.number().nullable(),
  trabalhado: z.number(),
  saldo: z.number().nullable(),
  /** De onde veio a jornada prevista; `null` quando não há. */
  fonteJornada: z.enum(['horario-contratual']).nullable(),
});

export const periodoPontoSchema = z.object({
  usuarioId: z.number(),
  inicio: z.string(),
  fim: z.string(),
  dias: z.array(diaPontoSchema),
  totais: totaisPeriodoSchema,
});
export type PeriodoPonto = z.infer<typeof periodoPontoSchema>;
export const periodoPontoRespostaSchema = envelopeMaiusculoSchema(periodoPontoSchema);

const usuarioId = z.coerce.number().int().positive();

/** POST /CarregarMes — `mes` 1 a 12 (spec §3: enumPeriod). Sem `usuarioId`: o logado. */
export const carregarMesBodySchema = z.object({
  usuarioId: usuarioId.optional(),
  mes: z.coerce.number().int().min(1).max(12),
  ano: z.coerce.number().int().min(2000).max(2100),
});

/** POST /CarregarPeriodoAtual {usuarioId} — do dia 1 do mês corrente até hoje. */
export const carregarPeriodoAtualBodySchema = z.object({ usuarioId: usuarioId.optional() });

/** GET /CarregarHistoricoMarcacao — marcações (mais recentes primeiro) com seus tratamentos. */
export const historicoMarcacaoQuerySchema = z.object({
  usuarioId: usuarioId.optional(),
  dataInicio: dataIsoSchema.optional(),
  dataFim: dataIsoSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
});
export const historicoMarcacaoRespostaSchema = envelopeMaiusculoSchema(
  z.object({
    items: z.array(marcacaoTratadaSchema),
    total: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
    inicio: z.string(),
    fim: z.string(),
  }),
);

/** GET /CarregarBancoHorasAtual?usuarioId= */
export const bancoHorasAtualQuerySchema = z.object({ usuarioId: usuarioId.optional() });

/**
 * Saldo do período corrente calculado das marcações tratadas contra a jornada prevista do horário
 * contratual (apuração do domínio, CFG-DEFAULT). Não é o banco de horas (ciclos, saldo anterior,
 * pagamentos): `bancoHorasConfigurado` diz se ele existe; sem jornada prevista os campos de
 * saldo são `null`.
 */
export const bancoHorasAtualSchema = z.object({
  usuarioId: z.number(),
  inicio: z.string(),
  fim: z.string(),
  trabalhadoMinutos: z.number(),
  previstoMinutos: z.number().nullable(),
  saldoMinutos: z.number().nullable(),
  creditoMinutos: z.number().nullable(),
  debitoMinutos: z.number().nullable(),
  fonteJornada: z.enum(['horario-contratual']).nullable(),
  bancoHorasConfigurado: z.boolean(),
  observacao: z.string(),
});
export const bancoHorasAtualRespostaSchema = envelopeMaiusculoSchema(bancoHorasAtualSchema);
