import { z } from 'zod';
import { horasExtrasDoDiaSchema } from './autorizacao-he.ts';
import { envelopeMinusculoSchema, idSchema, paginaSchema } from './comum.ts';
import { situacaoDivergenciaSchema, tratativaDivergenciaSchema } from './divergencias.ts';

/**
 * Serviço do espelho de ponto (SERVICOS.espelho, /api/espelho): espelho mensal por colaborador
 * (Portaria 671 art. 84), totais do mês, PDF, ocorrências/divergências e pedidos de
 * reprocessamento. Os caminhos não aparecem na spec (§7: "Their paths are not shown"); os nomes
 * internos seguem a decisão de arquitetura (camelCase). Minutos podem ser frações (hora noturna
 * reduzida: 2880/7); arredonde só na exibição.
 */

/** Textos de falha que a spec (§8) manda mostrar nas telas destes dados. */
export const MENSAGEM_ERRO_ESPELHO = 'Erro';
export const MENSAGEM_ERRO_REPROCESSAMENTO = 'Erro ao para realizar reprocessamento';

const id = idSchema;
const minutos = z.number();

export const mesQuerySchema = z.object({
  ano: z.coerce.number().int().min(2000).max(2100),
  mes: z.coerce.number().int().min(1).max(12),
});

/** GET /espelho, /espelho/totais, /espelho/pdf: sem usuarioId = o próprio. */
export const espelhoQuerySchema = mesQuerySchema.extend({ usuarioId: id.optional() });

/** Uma marcação como o art. 84 V manda mostrar: a do REP e a tratada, com a fonte. */
export const marcacaoEspelhoSchema = z.object({
  chave: z.string(),
  hora: z.string(),
  /** Dia do calendário em que foi feita (difere do dia da linha na jornada noturna). */
  dataMarcacao: z.string(),
  /** original (do REP, vale), incluida (pelo tratamento), desconsiderada (não conta). */
  fonte: z.enum(['original', 'incluida', 'desconsiderada']),
  /** original = REP-P próprio; importada = REP-C/REP-A (AFD importado); incluida = PTRP. */
  origem: z.enum(['original', 'importada', 'incluida']),
  nsr: z.number().nullable(),
  contabiliza: z.boolean(),
  /** Inclusão ainda não aprovada: aparece, mas não conta (nem vai ao PDF). */
  pendente: z.boolean(),
  motivo: z.string().nullable(),
});
export type MarcacaoEspelho = z.infer<typeof marcacaoEspelhoSchema>;

const extraSchema = z.object({ percentual: z.number(), minutos });

/** Resultado do motor para o dia (engine-contract.md, `jornada apurar`). */
export const apuracaoDiaSchema = z.object({
  previsto: minutos,
  trabalhadoRelogio: minutos,
  noturnoRelogio: minutos,
  noturnoReduzido: minutos,
  trabalhadoComputado: minutos,
  saldo: minutos,
  extras: z.array(extraSchema),
  extrasNoturnas: minutos,
  debito: minutos,
  falta: minutos,
  intervalo: z.object({ exigido: minutos, concedido: minutos, indenizado: minutos }),
  interjornada: z.object({ descanso: minutos.nullable(), exigido: minutos, suprimido: minutos }),
  bancoHoras: z.object({ credito: minutos, debito: minutos }),
  alertas: z.array(z.string()),
  inconsistencias: z.array(z.string()),
  explicacao: z.array(z.string()),
  /** Só com regra que exige autorização prévia: HE autorizada, não autorizada/retida e decisão. */
  horasExtras: horasExtrasDoDiaSchema.optional(),
});

export const tipoDiaSchema = z.enum(['trabalho', 'folga', 'dsr', 'feriado', 'compensado']);

export const diaEspelhoSchema = z.object({
  data: z.string(),
  /** DOM a SAB (spec §9). */
  diaSemana: z.string(),
  tipoDia: tipoDiaSchema,
  feriado: z.string().nullable(),
  /** Jornada prevista pela escala em vigor (pares 'HH:MM'). */
  jornada: z.array(z.tuple([z.string(), z.string()])),
  marcacoes: z.array(marcacaoEspelhoSchema),
  /** Hoje ou futuro: sem apuração (não vira falta antes de o dia acabar). */
  aberto: z.boolean(),
  apuracao: apuracaoDiaSchema.nullable(),
  /** Códigos que a regra de ponto manda tratar (regra "inconsistencia"). */
  pendencias: z.array(z.string()),
  /** Minutos debitados do banco por folga compensada na escala (FolgaCompensarBancoHoras). */
  compensacaoBancoHoras: minutos,
  /** Ausência justificada ativa que cobre o dia (abono; POST /api/main/SalvarAvisoAusenciaLancamento). */
  ausenciaJustificada: z
    .object({
      id: z.number(),
      motivo: z.string(),
      motivoDescricao: z.string(),
      fundamento: z.string(),
      horaInicio: z.string().nullable(),
      horaFim: z.string().nullable(),
      observacao: z.string().nullable(),
      /** O dia é pago (motivo legal, ou "OUTRO" com a regra ausencia.justificadaAbona). */
      abona: z.boolean(),
    })
    .nullable(),
  /**
   * Sobreaviso do dia: os acionamentos aprovados, que a apuração já somou como trabalho (Súmula
   * 428, II, TST), e a espera paga das escalas que começam no dia (CLT art. 244 §§2º–3º).
   */
  sobreaviso: z
    .object({
      acionamentos: z.array(
        z.object({
          lancamentoId: z.number(),
          horaInicio: z.string(),
          horaFim: z.string(),
          motivo: z.string(),
        }),
      ),
      esperaSobreaviso: minutos,
      esperaProntidao: minutos,
    })
    .nullable()
    .optional(),
});
export type DiaEspelho = z.infer<typeof diaEspelhoSchema>;

/** Totais do mês (spec §2 "mirror totals"): só dias fechados (até ontem). */
export const totaisEspelhoSchema = z.object({
  usuarioId: z.number(),
  ano: z.number(),
  mes: z.number(),
  inicio: z.string(),
  fim: z.string(),
  /** Último dia apurado (ontem, no mês corrente); null se nenhum. */
  ate: z.string().nullable(),
  diasApurados: z.number(),
  previsto: minutos,
  trabalhado: minutos,
  trabalhadoRelogio: minutos,
  noturno: minutos,
  extras: z.array(extraSchema),
  extrasNoturnas: minutos,
  debitos: minutos,
  faltas: minutos,
  diasFalta: z.number(),
  dsrPerdidos: z.number(),
  dsrPerdidosDatas: z.array(z.string()),
  intervaloIndenizado: minutos,
  interjornadaSuprimida: minutos,
  bancoHoras: z.object({ credito: minutos, debito: minutos, saldo: minutos }),
  alertas: z.number(),
  inconsistencias: z.number(),
  diasComOcorrencia: z.number(),
  pendencias: z.number(),
  /**
   * Sobreaviso do mês, linhas próprias: espera a 1/3 e a 2/3 e o tempo acionado (este já está no
   * trabalhado e nas extras acima; aparece só para conferência, não se paga duas vezes).
   */
  sobreaviso: z
    .object({ esperaSobreaviso: minutos, esperaProntidao: minutos, acionado: minutos })
    .optional(),
});
export type TotaisEspelho = z.infer<typeof totaisEspelhoSchema>;

export const espelhoSchema = z.object({
  empregador: z.object({ nome: z.string(), cnpj: z.string() }),
  colaborador: z.object({
    id: z.number(),
    nome: z.string(),
    cpf: z.string(),
    matricula: z.string().nullable(),
    admissao: z.string().nullable(),
    cargo: z.string().nullable(),
    departamento: z.string().nullable(),
  }),
  periodo: z.object({ ano: z.number(), mes: z.number(), inicio: z.string(), fim: z.string() }),
  emitidoEm: z.string(),
  /** Art. 84 IV: horário contratual em vigor no período e escalas aplicadas. */
  horarioContratual: z.array(
    z.object({
      vigenciaInicio: z.string(),
      codigo: z.string(),
      descricao: z.string(),
      horarios: z.array(z.tuple([z.string(), z.string()])),
      duracaoMinutos: z.number(),
    }),
  ),
  escalas: z.array(z.object({ id: z.number(), nome: z.string() })),
  dias: z.array(diaEspelhoSchema),
  semanas: z.array(z.object({ dsr: z.string(), perdido: z.boolean() })),
  totais: totaisEspelhoSchema,
});
export type Espelho = z.infer<typeof espelhoSchema>;

export const espelhoRespostaSchema = envelopeMinusculoSchema(espelhoSchema);
export const totaisEspelhoRespostaSchema = envelopeMinusculoSchema(totaisEspelhoSchema);

// ------------------------------------------------------------ ocorrências e divergências

/** GET /ocorrencias: dias com inconsistência ou alerta, para o RH tratar. */
export const ocorrenciasQuerySchema = paginaSchema.extend({
  ano: mesQuerySchema.shape.ano,
  mes: mesQuerySchema.shape.mes,
  departamentoId: id.optional(),
  usuarioId: id.optional(),
  /** calculo = agora, das marcações (padrão); reprocessamento = do último reprocessamento. */
  fonte: z.enum(['calculo', 'reprocessamento']).default('calculo'),
  /** Pela tratativa do dia (divergências): todas, só as abertas ou só as tratadas. */
  situacao: situacaoDivergenciaSchema.default('todas'),
  /** Só os dias com este código de alerta ou inconsistência. */
  codigo: z
    .string()
    .regex(/^[A-Z0-9_]{1,60}$/, 'código de ocorrência inválido')
    .optional(),
});

export const ocorrenciaSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  departamentoId: z.number().nullable(),
  departamento: z.string().nullable(),
  data: z.string(),
  tipoDia: tipoDiaSchema,
  alertas: z.array(z.string()),
  inconsistencias: z.array(z.string()),
  /** Tem código que a regra de ponto manda tratar. */
  pendente: z.boolean(),
  /** Horários que contaram na apuração. */
  marcacoes: z.array(z.string()),
  previsto: minutos,
  trabalhado: minutos,
  saldo: minutos,
  /** Fonte reprocessamento: quando o dia foi apurado. */
  calculadoEm: z.string().nullable(),
  /** O que o RH ou o gestor fez com a divergência do dia (null: aberta). */
  tratativa: tratativaDivergenciaSchema.nullable().optional(),
});
export type Ocorrencia = z.infer<typeof ocorrenciaSchema>;

export const ocorrenciasSchema = z.object({
  ano: z.number(),
  mes: z.number(),
  inicio: z.string(),
  fim: z.string(),
  fonte: z.enum(['calculo', 'reprocessamento']),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  /** Quantos dias com cada código (todas as páginas). */
  porCodigo: z.record(z.string(), z.number()),
  items: z.array(ocorrenciaSchema),
});
export const ocorrenciasRespostaSchema = envelopeMinusculoSchema(ocorrenciasSchema);
