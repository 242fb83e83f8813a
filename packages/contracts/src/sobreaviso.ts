import { z } from 'zod';
import {
  dataIsoSchema,
  envelopeMinusculoSchema,
  horaSchema,
  idNumeroSchema,
  idSchema,
} from './comum.ts';

/**
 * Serviço de sobreaviso e prontidão (spec §7 "On-call module"; CLT art. 244 §§2º–3º, Súmula 428
 * TST). Campos internos "not shown" na spec: decididos em docs/decisoes/sobreaviso.md.
 */

/** Data e hora locais da empresa (AAAA-MM-DDTHH:MM). */
export const dataHoraLocalSchema = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
    'use o formato AAAA-MM-DDTHH:MM',
  );

const textoObrigatorio = (max: number) =>
  z.string().trim().min(1, 'obrigatório').max(max, `no máximo ${max} caracteres`);

export const tipoSobreavisoSchema = z.enum(['sobreaviso', 'prontidao']);
export const naturezaLancamentoSchema = z.enum(['acionamento', 'espera']);
export const statusLancamentoSchema = z.enum(['pendente', 'aprovado', 'reprovado', 'cancelado']);
export const acaoLancamentoSchema = z.enum(['aprovar', 'reprovar', 'cancelar', 'reabrir']);
export const visaoLancamentoSchema = z.enum(['minhas', 'aprovar', 'todas']);
export type StatusLancamento = z.infer<typeof statusLancamentoSchema>;
export type AcaoLancamento = z.infer<typeof acaoLancamentoSchema>;
export type VisaoLancamento = z.infer<typeof visaoLancamentoSchema>;

const historicoItemSchema = z.object({
  versao: z.number().int(),
  acao: z.string(),
  alteradoPor: z.number().int().nullable(),
  alteradoPorNome: z.string().nullable(),
  alteradoEm: z.string(),
  dados: z.record(z.string(), z.unknown()),
});
export type HistoricoSobreaviso = z.infer<typeof historicoItemSchema>;
export const historicoSobreavisoRespostaSchema = envelopeMinusculoSchema(
  z.array(historicoItemSchema),
);

// --- Motivos -----------------------------------------------------------------------------------

export const motivoSobreavisoBodySchema = z.object({
  descricao: textoObrigatorio(120),
  ativo: z.boolean().default(true),
});
export type MotivoSobreavisoBody = z.infer<typeof motivoSobreavisoBodySchema>;
export const motivoSobreavisoSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  ativo: z.boolean(),
  versao: z.number().int(),
});
export type MotivoSobreaviso = z.infer<typeof motivoSobreavisoSchema>;
export const motivoSobreavisoQuerySchema = z.object({
  ativo: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(120).optional(),
});
export const motivoSobreavisoRespostaSchema = envelopeMinusculoSchema(motivoSobreavisoSchema);
export const motivosSobreavisoRespostaSchema = envelopeMinusculoSchema(
  z.array(motivoSobreavisoSchema),
);

// --- Regras ------------------------------------------------------------------------------------

export const regraSobreavisoBodySchema = z.object({
  nome: textoObrigatorio(120),
  tipo: tipoSobreavisoSchema,
  /** Minutos acionados deixam de ser pagos como espera (Súmula 428: pagos como trabalho). */
  descontarAcionamento: z.boolean().default(true),
  /** Gestor da equipe aprova; `false`: só o RH aprova. */
  aprovacaoGestor: z.boolean().default(true),
  /** Códigos das verbas da folha: espera (1/3 ou 2/3) e horas acionadas. */
  verbaEspera: z.string().trim().max(20).nullable().default(null),
  verbaAcionamento: z.string().trim().max(20).nullable().default(null),
  ativo: z.boolean().default(true),
});
export type RegraSobreavisoBody = z.infer<typeof regraSobreavisoBodySchema>;
export const regraSobreavisoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: tipoSobreavisoSchema,
  /** Fração do salário-hora: 1/3 (sobreaviso) ou 2/3 (prontidão). */
  fracao: z.string(),
  /** Duração máxima legal de uma escala, em minutos (1440 ou 720). */
  limiteMinutos: z.number().int(),
  descontarAcionamento: z.boolean(),
  aprovacaoGestor: z.boolean(),
  verbaEspera: z.string().nullable(),
  verbaAcionamento: z.string().nullable(),
  ativo: z.boolean(),
  versao: z.number().int(),
});
export type RegraSobreaviso = z.infer<typeof regraSobreavisoSchema>;
export const regraSobreavisoQuerySchema = z.object({
  ativo: z.enum(['true', 'false']).optional(),
  tipo: tipoSobreavisoSchema.optional(),
});
export const regraSobreavisoRespostaSchema = envelopeMinusculoSchema(regraSobreavisoSchema);
export const regrasSobreavisoRespostaSchema = envelopeMinusculoSchema(
  z.array(regraSobreavisoSchema),
);

// --- Alocações (a escala de sobreaviso) ----------------------------------------------------------

const alocacaoCamposSchema = z.object({
  usuarioId: idNumeroSchema,
  regraId: idNumeroSchema,
  dataInicio: dataIsoSchema,
  dataFim: dataIsoSchema,
  /** Dias da semana (0 = domingo … 6 = sábado) em que a escala começa. */
  diasSemana: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'escolha ao menos um dia da semana')
    .max(7),
  /** Início e fim de cada escala; fim menor ou igual ao início = termina no dia seguinte. */
  horaInicio: horaSchema,
  horaFim: horaSchema,
  observacao: z.string().trim().max(500).nullable().default(null),
});
export const alocacaoSobreavisoBodySchema = alocacaoCamposSchema.refine(
  (a) => a.dataFim >= a.dataInicio,
  { message: 'deve ser igual ou posterior a dataInicio', path: ['dataFim'] },
);
export type AlocacaoSobreavisoBody = z.infer<typeof alocacaoSobreavisoBodySchema>;
export const alocacaoSobreavisoSchema = alocacaoCamposSchema.extend({
  id: z.number().int(),
  usuarioId: z.number().int(),
  regraId: z.number().int(),
  usuarioNome: z.string(),
  regraNome: z.string(),
  tipo: tipoSobreavisoSchema,
  observacao: z.string().nullable(),
  ativo: z.boolean(),
  versao: z.number().int(),
  /** As escalas (início e fim locais) que a alocação gera. */
  escalas: z.array(z.object({ inicio: z.string(), fim: z.string() })),
});
export type AlocacaoSobreaviso = z.infer<typeof alocacaoSobreavisoSchema>;
export const alocacaoSobreavisoPutSchema = alocacaoSobreavisoBodySchema.and(
  z.object({ ativo: z.boolean().default(true) }),
);
export const alocacaoSobreavisoQuerySchema = z.object({
  usuarioId: idSchema.optional(),
  regraId: idSchema.optional(),
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
});
export const alocacaoSobreavisoRespostaSchema = envelopeMinusculoSchema(alocacaoSobreavisoSchema);
export const alocacoesSobreavisoRespostaSchema = envelopeMinusculoSchema(
  z.array(alocacaoSobreavisoSchema),
);

// --- Lançamentos ------------------------------------------------------------------------------

export const lancamentoSobreavisoBodySchema = z
  .object({
    /** Sem ele, o lançamento é de quem chama. */
    usuarioId: idNumeroSchema.optional(),
    natureza: naturezaLancamentoSchema.default('acionamento'),
    inicio: dataHoraLocalSchema,
    fim: dataHoraLocalSchema,
    motivoId: idNumeroSchema,
    descricao: z.string().trim().max(1000).nullable().default(null),
    /** Sem ela, a regra da alocação vigente no início. */
    regraId: idNumeroSchema.optional(),
  })
  .refine((l) => l.fim > l.inicio, { message: 'deve ser posterior a inicio', path: ['fim'] });
export type LancamentoSobreavisoBody = z.infer<typeof lancamentoSobreavisoBodySchema>;

export const apuracaoLancamentoSchema = z.object({
  /** Minutos pagos como espera (sobreaviso ou prontidão). */
  minutosEspera: z.number().int(),
  /** Minutos de espera × fração, em minutos de hora normal (apurarSobreaviso). */
  equivalenteNormal: z.number(),
  /** Minutos trabalhados no acionamento (pagos como jornada, Súmula 428 TST). */
  minutosTrabalhados: z.number().int(),
  alertas: z.array(z.string()),
});
export const lancamentoSobreavisoSchema = z.object({
  id: z.number().int(),
  usuarioId: z.number().int(),
  usuarioNome: z.string(),
  natureza: naturezaLancamentoSchema,
  inicio: z.string(),
  fim: z.string(),
  motivoId: z.number().int(),
  motivoDescricao: z.string(),
  descricao: z.string().nullable(),
  regraId: z.number().int(),
  regraNome: z.string(),
  tipo: tipoSobreavisoSchema,
  status: statusLancamentoSchema,
  observacaoDecisao: z.string().nullable(),
  decididoPor: z.number().int().nullable(),
  decididoEm: z.string().nullable(),
  criadoPor: z.number().int(),
  criadoEm: z.string(),
  versao: z.number().int(),
  apuracao: apuracaoLancamentoSchema,
});
export type LancamentoSobreaviso = z.infer<typeof lancamentoSobreavisoSchema>;

export const lancamentoSobreavisoQuerySchema = z.object({
  visao: visaoLancamentoSchema.default('minhas'),
  usuarioId: idSchema.optional(),
  motivoId: idSchema.optional(),
  status: statusLancamentoSchema.optional(),
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(5000).default(25),
});
export type LancamentoSobreavisoQuery = z.infer<typeof lancamentoSobreavisoQuerySchema>;
export const lancamentoSobreavisoRespostaSchema = envelopeMinusculoSchema(
  lancamentoSobreavisoSchema,
);
export const lancamentosSobreavisoRespostaSchema = envelopeMinusculoSchema(
  z.object({
    items: z.array(lancamentoSobreavisoSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  }),
);

export const countLancamentoQuerySchema = z.object({ visao: visaoLancamentoSchema });
export const countLancamentoSchema = z.object({
  visao: visaoLancamentoSchema,
  total: z.number().int(),
  pendente: z.number().int(),
  aprovado: z.number().int(),
  reprovado: z.number().int(),
  cancelado: z.number().int(),
});
export type CountLancamento = z.infer<typeof countLancamentoSchema>;
export const countLancamentoRespostaSchema = envelopeMinusculoSchema(countLancamentoSchema);

export const acaoLancamentoParamsSchema = z.object({ acao: acaoLancamentoSchema, id: idSchema });
export const acaoLancamentoBodySchema = z.object({
  lancamentoId: idNumeroSchema,
  /** Motivo da decisão: obrigatório para reprovar. */
  observacao: z.string().trim().max(500).optional(),
});
export type AcaoLancamentoBody = z.infer<typeof acaoLancamentoBodySchema>;

// --- Relatório e painel de aprovações ----------------------------------------------------------

export const relatorioSobreavisoQuerySchema = z
  .object({
    inicio: dataIsoSchema,
    fim: dataIsoSchema,
    usuarioId: idSchema.optional(),
    motivoId: idSchema.optional(),
  })
  .refine((q) => q.fim >= q.inicio, {
    message: 'deve ser igual ou posterior a inicio',
    path: ['fim'],
  });
export type RelatorioSobreavisoQuery = z.infer<typeof relatorioSobreavisoQuerySchema>;

export const linhaRelatorioSobreavisoSchema = z.object({
  usuarioId: z.number().int(),
  usuarioNome: z.string(),
  minutosEscala: z.number().int(),
  minutosEspera: z.number().int(),
  equivalenteNormal: z.number(),
  minutosTrabalhados: z.number().int(),
  alertas: z.array(z.string()),
});
export type LinhaRelatorioSobreaviso = z.infer<typeof linhaRelatorioSobreavisoSchema>;

export const dashboardAprovacoesSchema = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string() }),
  pendentes: z.array(lancamentoSobreavisoSchema),
  totalPendentes: z.number().int(),
  /** Horas acionadas aprovadas no mês, por pessoa e por motivo. */
  porPessoa: z.array(
    z.object({ usuarioId: z.number().int(), usuarioNome: z.string(), minutos: z.number().int() }),
  ),
  porMotivo: z.array(
    z.object({
      motivoId: z.number().int(),
      motivoDescricao: z.string(),
      minutos: z.number().int(),
    }),
  ),
});
export type DashboardAprovacoes = z.infer<typeof dashboardAprovacoesSchema>;
export const dashboardAprovacoesRespostaSchema = envelopeMinusculoSchema(dashboardAprovacoesSchema);
