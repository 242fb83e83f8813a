import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, idSchema } from './comum.ts';
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
 * Um dia de apuração, com os números do espelho de ponto (escala efetiva, regras de cálculo em
 * vigor no dia, ausências justificadas), arredondados ao minuto. Dia em aberto (hoje e futuros)
 * ainda não é apurado: `previsto`, `trabalhado`, `saldo` e `falta` são `null` — nunca um número
 * inventado. Minutos.
 */
export const diaPontoSchema = z.object({
  data: z.string(),
  marcacoes: z.array(marcacaoTratadaSchema),
  /** Hoje ou futuro: sem apuração (como `aberto` no espelho). */
  aberto: z.boolean(),
  previsto: z.number().nullable(),
  trabalhado: z.number().nullable(),
  saldo: z.number().nullable(),
  falta: z.number().nullable(),
  inconsistencias: z.array(z.string()),
});
export type DiaPonto = z.infer<typeof diaPontoSchema>;

/**
 * De onde veio a jornada prevista: `escala` quando algum dia do período tem escala alocada;
 * `null` quando nenhum tem (o espelho conta todos os dias como folga, previsto zero).
 */
export const fonteJornadaSchema = z.enum(['escala']).nullable();

/** Soma dos dias apurados (os mesmos totais do espelho, ao minuto). */
export const totaisPeriodoSchema = z.object({
  previsto: z.number(),
  trabalhado: z.number(),
  saldo: z.number(),
  fonteJornada: fonteJornadaSchema,
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

const usuarioId = idSchema;

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
 * Crédito, débito e saldo do mês corrente até ontem, os mesmos do espelho de ponto (escala
 * efetiva, regras de cálculo em vigor, ausências justificadas). Crédito: horas além do previsto
 * (extra ou banco, conforme a regra); débito: atrasos, saídas antecipadas, faltas, débito do
 * banco e folgas compensadas com banco; saldo = crédito − débito. Não é o banco de horas (ciclos,
 * saldo anterior, pagamentos): `bancoHorasConfigurado` diz se ele existe.
 */
export const bancoHorasAtualSchema = z.object({
  usuarioId: z.number(),
  inicio: z.string(),
  fim: z.string(),
  trabalhadoMinutos: z.number(),
  previstoMinutos: z.number(),
  saldoMinutos: z.number(),
  creditoMinutos: z.number(),
  debitoMinutos: z.number(),
  fonteJornada: fonteJornadaSchema,
  bancoHorasConfigurado: z.boolean(),
  /** O banco de horas vigente (saldo de hoje pelo motor do banco), null sem banco. */
  bancoHoras: z
    .object({
      bancoHoraId: z.number(),
      nome: z.string(),
      saldoMinutos: z.number(),
      cicloInicio: z.string(),
      cicloFim: z.string(),
    })
    .nullable(),
  observacao: z.string(),
});
export const bancoHorasAtualRespostaSchema = envelopeMaiusculoSchema(bancoHorasAtualSchema);
