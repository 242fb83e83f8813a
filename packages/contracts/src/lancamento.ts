import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, idSchema } from './comum.ts';

/**
 * Lançamentos do colaborador no serviço principal (spec §7 "Punches and entries"): férias (CLT
 * arts. 130–143), recesso de estagiário (Lei 11.788 art. 13) e day off. Campos internos "not
 * shown" na spec: decididos em docs/decisoes/lancamentos.md. Corpo interno em camelCase.
 */

export const tipoSolicitacaoSchema = z.enum(['Ferias', 'Recesso', 'DayOff', 'AvisoAusencia'], {
  error: 'use Ferias, Recesso, DayOff ou AvisoAusencia',
});
export type TipoSolicitacao = z.infer<typeof tipoSolicitacaoSchema>;

export const statusSolicitacaoSchema = z.enum(['Pendente', 'Aprovado', 'Reprovado', 'Cancelado'], {
  error: 'use Pendente, Aprovado, Reprovado ou Cancelado',
});
export type StatusSolicitacao = z.infer<typeof statusSolicitacaoSchema>;

/** Motivo do day off (política da empresa). */
export const motivoDayOffSchema = z.enum(['Aniversario', 'FolgaConcedida'], {
  error: 'use Aniversario ou FolgaConcedida',
});

export const textoOpcional = (max: number) =>
  z.string().trim().max(max, `no máximo ${max} caracteres`).optional();

/** Id vindo de formulário (texto) ou de JSON (número). */
const idForm = idSchema;

// ---------- Férias ----------

/** Data de férias: dentro dos anos que o calendário de feriados cobre (1950 a 2998, com folga para os dias seguintes). */
const dataFeriasSchema = dataIsoSchema.refine(
  (d) => d >= '1950-01-01' && d <= '2998-12-31',
  'use uma data entre 1950 e 2998',
);

export const periodoFeriasSchema = z.object({
  inicio: dataFeriasSchema,
  dias: z.coerce
    .number({ error: 'informe os dias corridos do período' })
    .int('dias inteiros')
    .min(1, 'ao menos 1 dia')
    .max(30, 'no máximo 30 dias'),
});

/** POST /salvarFeriaslancamento (JSON): a programação de um período aquisitivo. */
export const salvarFeriasBodySchema = z.object({
  /** Ausente: quem chama (o colaborador programa as próprias férias). */
  usuarioId: idForm.optional(),
  /** Início do período aquisitivo (um aniversário da admissão). */
  periodoAquisitivo: dataFeriasSchema,
  periodos: z
    .array(periodoFeriasSchema)
    .min(1, 'informe ao menos um período')
    .max(3, 'no máximo 3 períodos (CLT art. 134 §1º)'),
  abonoPecuniario: z.coerce
    .number()
    .int('dias inteiros')
    .min(0, 'não pode ser negativo')
    .default(0),
  observacao: textoOpcional(500),
});
export type SalvarFeriasBody = z.output<typeof salvarFeriasBodySchema>;

export const periodoFeriasWireSchema = z.object({
  ordem: z.number(),
  inicio: z.string(),
  fim: z.string(),
  dias: z.number(),
  /** Dias depois do fim do concessivo: pagos em dobro (CLT art. 137). */
  diasEmDobro: z.number(),
});

// ---------- Um lançamento (qualquer tipo) ----------

export const solicitacaoSchema = z.object({
  id: z.number(),
  tipo: tipoSolicitacaoSchema,
  status: statusSolicitacaoSchema,
  usuarioId: z.number(),
  colaboradorNome: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  dias: z.number(),
  motivo: z.string().nullable(),
  observacao: z.string().nullable(),
  periodoAquisitivo: z.string().nullable(),
  abonoPecuniario: z.number(),
  periodos: z.array(periodoFeriasWireSchema),
  solicitadoPor: z.number(),
  solicitadoEm: z.string(),
  decididoPor: z.number().nullable(),
  decididoEm: z.string().nullable(),
  motivoDecisao: z.string().nullable(),
  /** Aviso de ausência de parte do dia (HH:MM); nulos = o dia inteiro ou outro tipo. */
  horaInicio: z.string().nullable().optional(),
  horaFim: z.string().nullable().optional(),
  /** Aviso de ausência: o comprovante enviado (o arquivo em GET /lancamentos/{id}/anexo). */
  anexo: z
    .object({ nome: z.string(), tipo: z.string(), tamanho: z.number() })
    .nullable()
    .optional(),
});
export type Solicitacao = z.infer<typeof solicitacaoSchema>;
export const solicitacaoRespostaSchema = envelopeMaiusculoSchema(solicitacaoSchema);
export const solicitacoesRespostaSchema = envelopeMaiusculoSchema(z.array(solicitacaoSchema));

/** Id de um lançamento: query (GET) ou formulário/JSON (POST). */
export const solicitacaoIdSchema = z.object({ id: idForm });

/** Filtros das listas por tipo (GET /CarregarFeriasLancamentos, GET /CarregarLancamentos...). */
export const listarSolicitacoesQuerySchema = z
  .object({
    usuarioId: idForm.optional(),
    tipo: tipoSolicitacaoSchema.optional(),
    status: statusSolicitacaoSchema.optional(),
    inicio: dataIsoSchema.optional(),
    fim: dataIsoSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.inicio && q.fim && q.fim < q.inicio)
      ctx.addIssue({
        code: 'custom',
        path: ['fim'],
        message: 'a data final não pode ser anterior à inicial',
      });
  });
export type ListarSolicitacoesQuery = z.output<typeof listarSolicitacoesQuerySchema>;

/** POST /CarregarRecessoLancamentos, /CarregarDayOffLancamentos, /CarregarTotaisLancamentos. */
export const usuarioIdBodySchema = z.object({ usuarioId: idForm.optional() });

// ---------- Recesso e day off (formulário) ----------

/** POST /salvarrecessolancamento (multipart ou JSON). */
export const salvarRecessoBodySchema = z
  .object({
    usuarioId: idForm.optional(),
    dataInicio: dataIsoSchema,
    dataFim: dataIsoSchema,
    observacao: textoOpcional(500),
  })
  .superRefine((b, ctx) => {
    if (b.dataFim < b.dataInicio)
      ctx.addIssue({
        code: 'custom',
        path: ['dataFim'],
        message: 'a data final não pode ser anterior à inicial',
      });
  });
export type SalvarRecessoBody = z.output<typeof salvarRecessoBodySchema>;

/** POST /salvardayofflancamento (multipart ou JSON): um dia. */
export const salvarDayOffBodySchema = z.object({
  usuarioId: idForm.optional(),
  data: dataIsoSchema,
  motivo: motivoDayOffSchema,
  observacao: textoOpcional(500),
});
export type SalvarDayOffBody = z.output<typeof salvarDayOffBodySchema>;

// ---------- Status ----------

/** POST|PUT /AlterarStatusLancamento (formulário): a decisão ou o cancelamento. */
export const alterarStatusBodySchema = z.object({
  lancamentoId: idForm,
  status: z.enum(['Aprovado', 'Reprovado', 'Cancelado'], {
    error: 'use Aprovado, Reprovado ou Cancelado',
  }),
  /** Obrigatório ao reprovar e ao cancelar um lançamento já aprovado. */
  motivo: textoOpcional(500),
});
export type AlterarStatusBody = z.output<typeof alterarStatusBodySchema>;

// ---------- Períodos aquisitivos e saldo ----------

export const periodoAquisitivoSchema = z.object({
  inicio: z.string(),
  fim: z.string(),
  concessivoInicio: z.string(),
  concessivoFim: z.string(),
  /** Aberto (em aquisição), concessivo (pode gozar), vencido (concessivo terminado). */
  situacao: z.enum(['EmAquisicao', 'Concessivo', 'Vencido']),
  faltasInjustificadas: z.number(),
  /**
   * De onde vieram as faltas: o espelho (apuração), o ajuste do RH ou a importação do sistema
   * anterior (empresa 1032: o direito importado, com a menor contagem de faltas da sua faixa).
   */
  origemFaltas: z.enum(['Espelho', 'AjusteRh', 'Importacao']),
  ajusteMotivo: z.string().nullable(),
  /** Dias somados ou tirados do direito pelo ajuste do RH em vigor (0 sem ajuste). */
  diasAjuste: z.number().optional(),
  direito: z.number(),
  agendados: z.number(),
  gozados: z.number(),
  vendidos: z.number(),
  pendentes: z.number(),
  /**
   * Dias de cada fração de gozo já concedida do período (sistema anterior, ajuste do RH,
   * programações e coletivas aprovadas): contam no fracionamento do art. 134 §1º.
   */
  fracoesConcedidas: z.array(z.number()).optional(),
  saldo: z.number(),
  /** Saldo cujo concessivo termina nos próximos 60 dias (ou já terminou). */
  vencendo: z.number(),
});
export type PeriodoAquisitivoWire = z.infer<typeof periodoAquisitivoSchema>;
export const periodosAquisitivosRespostaSchema = envelopeMaiusculoSchema(
  z.array(periodoAquisitivoSchema),
);
export const periodosAquisitivosQuerySchema = z.object({ usuarioId: idForm.optional() });

/**
 * POST /AjustarPeriodoAquisitivo (RH), só inserção (o mais recente do período vale): as faltas
 * injustificadas do período e, opcionais, os dias somados ou tirados do direito e os dias gozados e
 * vendidos no sistema anterior, com o motivo. O saldo não pode ficar negativo nem o direito
 * passar de 30 dias.
 */
export const ajustarPeriodoBodySchema = z.object({
  usuarioId: idForm,
  periodoAquisitivo: dataIsoSchema,
  faltasInjustificadas: z.coerce.number().int('número inteiro').min(0, 'não pode ser negativo'),
  diasAjuste: z.coerce
    .number()
    .int('número inteiro')
    .min(-30, 'no mínimo -30 dias')
    .max(30, 'no máximo 30 dias')
    .default(0),
  diasGozadosAnteriores: z.coerce
    .number()
    .int('número inteiro')
    .min(0, 'não pode ser negativo')
    .max(30, 'no máximo 30 dias')
    .default(0),
  diasVendidosAnteriores: z.coerce
    .number()
    .int('número inteiro')
    .min(0, 'não pode ser negativo')
    .max(10, 'no máximo 10 dias (um terço de 30, CLT art. 143)')
    .default(0),
  motivo: z
    .string({ error: 'informe o motivo do ajuste' })
    .trim()
    .min(1, 'informe o motivo do ajuste')
    .max(500, 'no máximo 500 caracteres'),
});
export type AjustarPeriodoBody = z.output<typeof ajustarPeriodoBodySchema>;

// ---------- Totais ----------

const contagemSchema = z.object({
  Pendente: z.number(),
  Aprovado: z.number(),
  Reprovado: z.number(),
  Cancelado: z.number(),
});

/** POST /CarregarTotaisLancamentos: por tipo e status, com o saldo de férias. */
export const totaisSolicitacoesSchema = z.object({
  usuarioId: z.number(),
  Ferias: contagemSchema,
  Recesso: contagemSchema,
  DayOff: contagemSchema,
  AvisoAusencia: contagemSchema,
  saldoFerias: z.number(),
});
export const totaisSolicitacoesRespostaSchema = envelopeMaiusculoSchema(totaisSolicitacoesSchema);

/** /TotalPontosPorFuncionario: por colaborador no alcance de quem chama. */
export const totalPorFuncionarioSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  pendentes: z.number(),
  aprovados: z.number(),
  total: z.number(),
});
export const totalPorFuncionarioRespostaSchema = envelopeMaiusculoSchema(
  z.array(totalPorFuncionarioSchema),
);
