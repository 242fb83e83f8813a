import { z } from 'zod';
import {
  dataIsoSchema,
  envelopeMinusculoSchema,
  horaSchema,
  idNumeroSchema,
  idSchema,
} from './comum.ts';

/**
 * Trabalho intermitente (spec §7 "Intermittent work", serviço `intermitente`; CLT art. 452-A).
 * Os nomes de caminho e os da spec (contratantesDepartamentos, departamento_Id, busqueDe,
 * colaboraresAcitaram…) seguem a grafia dela; o resto, que a spec não mostra, é camelCase
 * (docs/decisoes/intermitente.md).
 */

const texto = (max: number) => z.string().trim().min(1, 'campo obrigatório').max(max);
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** Exatamente um filtro marcado (spec: "with one flag set to true"); nenhum = o primeiro. */
const umFiltro = <K extends string>(flags: readonly K[]) =>
  z
    .object(Object.fromEntries(flags.map((f) => [f, flag])) as Record<K, typeof flag>)
    .refine((q) => flags.filter((f) => (q as Record<K, boolean>)[f]).length <= 1, {
      message: `marque um só filtro (${flags.join(', ')})`,
      path: [flags[0]!],
    })
    .transform((q) => ({
      status: flags.find((f) => (q as Record<K, boolean>)[f]) ?? flags[0]!,
    }));

// ---------- Consultas (Cargo, LocaisTrabalho, Usuario, Departamento) ----------

export const itemConsultaSchema = z.object({ id: z.number(), nome: z.string() });
export const listaConsultaRespostaSchema = envelopeMinusculoSchema(z.array(itemConsultaSchema));

export const localTrabalhoSchema = itemConsultaSchema.extend({
  cidade: z.string().nullable(),
  uf: z.string(),
});
export const locaisTrabalhoRespostaSchema = envelopeMinusculoSchema(z.array(localTrabalhoSchema));

export const usuarioConsultaSchema = itemConsultaSchema.extend({
  email: z.string(),
  matricula: z.string().nullable(),
  cargoId: z.number().nullable(),
  cargo: z.string().nullable(),
  departamentoId: z.number().nullable(),
  departamento: z.string().nullable(),
});
export type UsuarioConsulta = z.infer<typeof usuarioConsultaSchema>;
export const usuariosConsultaQuerySchema = z.object({
  /** A busca começa com 3 caracteres (spec §5). */
  search: z.string().trim().min(3, 'digite ao menos 3 caracteres').max(100).optional(),
});
export const usuariosConsultaRespostaSchema = envelopeMinusculoSchema(
  z.array(usuarioConsultaSchema),
);

/** POST /Usuario/obter-usuarios-convocacao-alocacao: intermitentes (membros de grupos ativos). */
export const usuariosConvocacaoBodySchema = z
  .object({
    grupoIds: z.array(idNumeroSchema).max(500).optional(),
    cargoIds: z.array(idNumeroSchema).max(500).optional(),
    departamentoIds: z.array(idNumeroSchema).max(500).optional(),
    search: z.string().trim().max(100).optional(),
    /** Período pretendido: marca quem já tem convocação aceita que o toca. */
    dataInicio: dataIsoSchema.optional(),
    dataFim: dataIsoSchema.optional(),
  })
  .strict();
export type UsuariosConvocacaoBody = z.infer<typeof usuariosConvocacaoBodySchema>;
export const usuarioConvocacaoSchema = usuarioConsultaSchema.extend({
  grupoIds: z.array(z.number()),
  /** Falso quando já aceitou convocação que toca o período pedido. */
  disponivel: z.boolean(),
});
export const usuariosConvocacaoRespostaSchema = envelopeMinusculoSchema(
  z.array(usuarioConvocacaoSchema),
);

// ---------- Regras de convocação ----------

export const PARCELAS_INTERMITENTE = [
  'remuneracao',
  'adicional',
  'dsr',
  'ferias-proporcionais',
  'terco-ferias',
  'decimo-terceiro-proporcional',
] as const;

const verbasSchema = z
  .object(
    Object.fromEntries(
      PARCELAS_INTERMITENTE.map((p) => [p, z.string().trim().max(20).nullable().optional()]),
    ) as Record<(typeof PARCELAS_INTERMITENTE)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .strict();

export const regraConvocacaoBodySchema = z
  .object({
    nome: texto(100),
    /** Antecedência (art. 452-A §1º): três dias corridos pelas datas ou 72 horas de relógio. */
    antecedencia: z.enum(['dias-corridos', '72h']),
    /** Sábado conta como dia útil no prazo de resposta (art. 452-A §2º). */
    sabadoUtil: z.boolean(),
    /** Valor da hora, em centavos (não inferior ao do salário mínimo-hora: art. 452-A caput). */
    valorHora: z.number().int().min(1, 'informe o valor da hora em centavos').max(10_000_000),
    /** Código da verba da folha que paga cada parcela do recibo (art. 452-A §6º). */
    verbas: verbasSchema.default({}),
  })
  .strict();
export type RegraConvocacaoBody = z.infer<typeof regraConvocacaoBodySchema>;
export const regraConvocacaoPutSchema = regraConvocacaoBodySchema
  .extend({ id: idNumeroSchema, arquivada: z.boolean().optional() })
  .strict();
export type RegraConvocacaoPut = z.infer<typeof regraConvocacaoPutSchema>;

export const regraConvocacaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  antecedencia: z.enum(['dias-corridos', '72h']),
  sabadoUtil: z.boolean(),
  valorHora: z.number(),
  verbas: z.record(z.string(), z.string().nullable()),
  arquivada: z.boolean(),
  /** Quantas convocações usam a regra ("utilizadas"). */
  convocacoes: z.number(),
});
export type RegraConvocacao = z.infer<typeof regraConvocacaoSchema>;
export const regraConvocacaoRespostaSchema = envelopeMinusculoSchema(regraConvocacaoSchema);
export const regrasConvocacaoRespostaSchema = envelopeMinusculoSchema(
  z.array(regraConvocacaoSchema),
);
export const STATUS_REGRA_CONVOCACAO = ['naoarquivadas', 'utilizadas', 'arquivadas'] as const;
export type StatusRegraConvocacao = (typeof STATUS_REGRA_CONVOCACAO)[number];
export const regrasPorStatusQuerySchema = umFiltro(STATUS_REGRA_CONVOCACAO);

// ---------- Grupos ----------

export const grupoBodySchema = z
  .object({
    nome: texto(100),
    descricao: z.string().trim().max(500).nullable().optional(),
    /** Contratante a que o grupo atende (nulo: qualquer um). */
    contratanteId: idNumeroSchema.nullable().optional(),
    usuarioIds: z.array(idNumeroSchema).max(2000).default([]),
  })
  .strict();
export type GrupoBody = z.infer<typeof grupoBodySchema>;
export const grupoPutSchema = grupoBodySchema.extend({ grupoId: idNumeroSchema }).strict();
export type GrupoPut = z.infer<typeof grupoPutSchema>;

export const grupoSchema = z.object({
  grupoId: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  contratanteId: z.number().nullable(),
  arquivado: z.boolean(),
  usuarios: z.array(itemConsultaSchema),
});
export type Grupo = z.infer<typeof grupoSchema>;
export const grupoRespostaSchema = envelopeMinusculoSchema(grupoSchema);
export const gruposRespostaSchema = envelopeMinusculoSchema(z.array(grupoSchema));
export const STATUS_GRUPO = ['ativos', 'arquivados', 'todos'] as const;
export type StatusGrupo = (typeof STATUS_GRUPO)[number];
export const gruposQuerySchema = umFiltro(STATUS_GRUPO);
export const grupoIdParamSchema = z.object({ grupoId: idSchema });

// ---------- Contratantes ----------

export const contratanteBodySchema = z
  .object({
    nome: texto(150),
    /** Departamento da própria empresa ou terceiro que pede intermitentes. */
    tipo: z.enum(['interno', 'terceiro']),
    /** CNPJ do terceiro (14 dígitos). */
    cnpj: z
      .string()
      .regex(/^\d{14}$/, 'informe os 14 dígitos do CNPJ')
      .nullable()
      .optional(),
    /** Quem pode convocar em nome do contratante (gestor), além do RH. */
    responsavelId: idNumeroSchema.nullable().optional(),
    contratantesDepartamentos: z
      .array(z.object({ departamento_Id: idNumeroSchema }).strict())
      .max(500)
      .default([]),
  })
  .strict();
export type ContratanteBody = z.infer<typeof contratanteBodySchema>;
export const contratantePutSchema = contratanteBodySchema.extend({ id: idNumeroSchema }).strict();
export type ContratantePut = z.infer<typeof contratantePutSchema>;

export const contratanteSchema = z.object({
  id: z.number(),
  nome: z.string(),
  tipo: z.enum(['interno', 'terceiro']),
  cnpj: z.string().nullable(),
  responsavelId: z.number().nullable(),
  arquivado: z.boolean(),
  /** Depois de carregado, só os ids dos departamentos (spec §3). */
  contratantesDepartamentos: z.array(z.number()),
});
export type Contratante = z.infer<typeof contratanteSchema>;
export const contratanteRespostaSchema = envelopeMinusculoSchema(contratanteSchema);
export const contratantesRespostaSchema = envelopeMinusculoSchema(z.array(contratanteSchema));
export const STATUS_CONTRATANTE = ['ativas', 'arquivadas', 'todos'] as const;
export type StatusContratante = (typeof STATUS_CONTRATANTE)[number];
export const contratantesQuerySchema = umFiltro(STATUS_CONTRATANTE);

// ---------- Motivos de interrupção ----------

export const motivoInterrupcaoBodySchema = z
  .object({ descricao: texto(200), ativo: z.boolean().default(true) })
  .strict();
export const motivoInterrupcaoPutSchema = motivoInterrupcaoBodySchema
  .extend({ id: idNumeroSchema })
  .strict();
export type MotivoInterrupcaoPut = z.infer<typeof motivoInterrupcaoPutSchema>;
export const motivoInterrupcaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ativo: z.boolean(),
});
export const motivoInterrupcaoRespostaSchema = envelopeMinusculoSchema(motivoInterrupcaoSchema);
export const motivosInterrupcaoRespostaSchema = envelopeMinusculoSchema(
  z.array(motivoInterrupcaoSchema),
);

// ---------- Convocações ----------

export const convocacaoBodySchema = z
  .object({
    regraId: idNumeroSchema,
    contratanteId: idNumeroSchema,
    /** Convoca todos os membros do grupo; `usuarioIds` soma pessoas escolhidas. */
    grupoId: idNumeroSchema.nullable().optional(),
    usuarioIds: z.array(idNumeroSchema).max(2000).default([]),
    cargoId: idNumeroSchema.nullable().optional(),
    localTrabalhoId: idNumeroSchema.nullable().optional(),
    /** Primeiro e último dia; cada dia, de horaEntrada a horaSaida (mesmo dia). */
    dataInicio: dataIsoSchema,
    dataFim: dataIsoSchema,
    horaEntrada: horaSchema,
    horaSaida: horaSchema,
    intervaloMinutos: z.number().int().min(0).max(600).default(0),
    /** Centavos; sem ele, o da regra. */
    valorHora: z.number().int().min(1).max(10_000_000).optional(),
    descricao: z.string().trim().max(500).nullable().optional(),
  })
  .strict();
export type ConvocacaoBody = z.infer<typeof convocacaoBodySchema>;

export const SITUACOES_CONVOCADO = [
  'aguardando',
  'aceita',
  'recusada',
  'recusa-presumida',
  'interrompida',
] as const;

export const convocadoSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  situacao: z.enum(SITUACOES_CONVOCADO),
  /** Fim do prazo de resposta, AAAA-MM-DDTHH:MM no fuso da empresa (art. 452-A §2º). */
  prazoResposta: z.string(),
  respostaEm: z.string().nullable(),
  /** Multa de 50 % por descumprimento após o aceite (art. 452-A §4º), em centavos. */
  multa: z
    .object({
      devidaPor: z.enum(['empregador', 'empregado']),
      valor: z.number(),
      prazo: z.string(),
    })
    .nullable(),
});
export type Convocado = z.infer<typeof convocadoSchema>;

export const GRUPOS_CONVOCACAO = ['ativas', 'emAndamento', 'encerradas'] as const;
export type GrupoConvocacao = (typeof GRUPOS_CONVOCACAO)[number];

export const convocacaoSchema = z.object({
  id: z.number(),
  regraId: z.number(),
  contratanteId: z.number(),
  contratante: z.string(),
  grupoId: z.number().nullable(),
  cargoId: z.number().nullable(),
  localTrabalhoId: z.number().nullable(),
  dataInicio: z.string(),
  dataFim: z.string(),
  horaEntrada: z.string(),
  horaSaida: z.string(),
  intervaloMinutos: z.number(),
  valorHora: z.number(),
  /** Remuneração prevista de cada convocado pelo período todo, em centavos. */
  remuneracaoPrevista: z.number(),
  descricao: z.string().nullable(),
  enviadaEm: z.string(),
  status: z.enum(GRUPOS_CONVOCACAO),
  interrompido: z.boolean(),
  convocados: z.array(convocadoSchema),
});
export type ConvocacaoWire = z.infer<typeof convocacaoSchema>;
export const convocacaoRespostaSchema = envelopeMinusculoSchema(convocacaoSchema);

export const listaRhBodySchema = z
  .object({
    contratanteId: idNumeroSchema.optional(),
    grupoId: idNumeroSchema.optional(),
    /** Convocações que tocam [dataInicio, dataFim]. */
    dataInicio: dataIsoSchema.optional(),
    dataFim: dataIsoSchema.optional(),
  })
  .strict();
export type ListaRhBody = z.infer<typeof listaRhBodySchema>;
export const listaRhRespostaSchema = envelopeMinusculoSchema(
  z.object({
    ativas: z.array(convocacaoSchema),
    emAndamento: z.array(convocacaoSchema),
    encerradas: z.array(convocacaoSchema),
  }),
);

/** GET /Convocacao/resumo/{id} (spec §3, grafia da spec). */
export const resumoConvocacaoSchema = z.object({
  colaboraresAcitaram: z.array(convocadoSchema),
  colaboraresRecusaram: z.array(convocadoSchema),
  semResposta: z.array(convocadoSchema),
  interrompido: z.boolean(),
  interrupcao: z
    .object({
      motivoId: z.number(),
      motivo: z.string(),
      observacao: z.string().nullable(),
      em: z.string(),
    })
    .nullable(),
});
export const resumoConvocacaoRespostaSchema = envelopeMinusculoSchema(resumoConvocacaoSchema);

export const interromperBodySchema = z
  .object({
    convocacaoId: idNumeroSchema,
    motivoId: idNumeroSchema,
    observacao: z.string().trim().max(500).nullable().optional(),
  })
  .strict();
export type InterromperBody = z.infer<typeof interromperBodySchema>;

/** Resposta do próprio convocado (POST /Convocacao/responder, decisão nossa). */
export const responderBodySchema = z
  .object({ convocacaoId: idNumeroSchema, resposta: z.enum(['aceita', 'recusada']) })
  .strict();
export type ResponderBody = z.infer<typeof responderBodySchema>;

export const minhaConvocacaoSchema = convocacaoSchema
  .omit({ convocados: true })
  .extend({ minha: convocadoSchema });
export const minhasConvocacoesRespostaSchema = envelopeMinusculoSchema(
  z.array(minhaConvocacaoSchema),
);
export const minhaConvocacaoRespostaSchema = envelopeMinusculoSchema(minhaConvocacaoSchema);

export const STATUS_VENCENDO = ['semResposta', 'aceitas', 'recusadas', 'todos'] as const;
export type StatusVencendo = (typeof STATUS_VENCENDO)[number];
export const vencendoParamsSchema = z.object({ inicio: dataIsoSchema, fim: dataIsoSchema });
export const vencendoQuerySchema = umFiltro(STATUS_VENCENDO);
export const vencendoItemSchema = z.object({
  convocacaoId: z.number(),
  contratante: z.string(),
  dataInicio: z.string(),
  horaEntrada: z.string(),
  prazoResposta: z.string(),
  convocados: z.array(convocadoSchema),
});
export const vencendoRespostaSchema = envelopeMinusculoSchema(z.array(vencendoItemSchema));

// ---------- Relatório SAP ----------

export const relatorioSapBodySchema = z
  .object({
    busqueDe: dataIsoSchema,
    busqueAte: dataIsoSchema,
    contratanteId: idNumeroSchema.optional(),
    grupoId: idNumeroSchema.optional(),
  })
  .strict();
export type RelatorioSapBody = z.infer<typeof relatorioSapBodySchema>;
