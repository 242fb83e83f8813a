import { z } from 'zod';
import { envelopeMinusculoSchema, idSchema, paginaSchema } from './comum.ts';
import { acaoDisponivelSchema, statusAcaoSchema, tipoAcaoSchema } from './escala-acao.ts';
import { modoAlocacaoDataFimSchema } from './escala-regras.ts';

/** Calendários (equipe, dia, individual), etiquetas do dia e configuração em vigor (spec §3, §7). */

const id = idSchema;
export const anoMesQuerySchema = z.object({
  Ano: z.coerce.number().int().min(1950).max(2999),
  Mes: z.coerce.number().int().min(1).max(12),
});

/**
 * Natureza do dia. Tipo derivado (spec §3): Trabalho → trabalho; Folga e Dsr → folga; os
 * demais → outro. SemEscala: sem alocação na data; ForaDoContrato: antes da admissão ou depois
 * do desligamento.
 */
export const naturezaDiaSchema = z.enum([
  'Trabalho',
  'Folga',
  'Dsr',
  'Compensado',
  'SemEscala',
  'ForaDoContrato',
]);
export type NaturezaDia = z.infer<typeof naturezaDiaSchema>;

/** Etiquetas do dia: os nomes das listas de GET /tag em que o dia aparece. */
export const chaveTagSchema = z.enum([
  'ausencias',
  'feriados',
  'sobreavisos',
  'feriadosIndenizados',
  'folgasCompensadas',
  'folgasBancoHoras',
  'folgasBancoFolgas',
]);

export const alteracaoEscalaSchema = z.object({
  tipoAcao: tipoAcaoSchema,
  acaoId: z.number(),
  status: statusAcaoSchema,
});

/** Dia de um colaborador no calendário da equipe (spec §3). Horários 'HH:MM'. */
export const diaEquipeSchema = z.object({
  data: z.string(),
  naturezaDia: naturezaDiaSchema,
  entrada: z.string().nullable(),
  saida: z.string().nullable(),
  /** Posição do dia no mês (0 = dia 1). */
  index: z.number(),
  /** Id do colaborador da linha. */
  usuario: z.number(),
  alocacaoId: z.number().nullable(),
  escalaId: z.number().nullable(),
  alteracaoEscala: alteracaoEscalaSchema.nullable(),
  /** acaoId (1..8) oferecidos no menu 'ações'; o limite de dias vem de /acao/disponivel. */
  acoes: z.array(z.number()),
  feriado: z.string().nullable(),
  tags: z.array(chaveTagSchema),
});
export type DiaEquipe = z.infer<typeof diaEquipeSchema>;

export const equipeQuerySchema = anoMesQuerySchema.extend(paginaSchema.shape).extend({
  departamentoId: id.optional(),
  /** Grupo de escala: só quem tem, no mês, alocação na escala de id `grupo`. */
  grupo: id.optional(),
});

export const usuarioCalendarioSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cargo: z.string().nullable(),
  departamentoId: z.number().nullable(),
  departamento: z.string().nullable(),
  turno: z.string().nullable(),
  foto: z.string().nullable(),
});

export const equipeSchema = z.object({
  periodo: z.string(),
  ano: z.number(),
  mes: z.number(),
  /** Colunas do mês: data, posição e abreviação do dia da semana (DOM a SAB). */
  dias: z.array(z.object({ data: z.string(), index: z.number(), diaSemana: z.string() })),
  items: z.array(z.object({ usuario: usuarioCalendarioSchema, dias: z.array(diaEquipeSchema) })),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export const equipeRespostaSchema = envelopeMinusculoSchema(equipeSchema);

/** escalaEmVigor (spec §3): data-hora 'AAAA-MM-DDTHH:MM:00'; a hora está nos caracteres 11–16. */
export const escalaEmVigorSchema = z.object({
  escalaId: z.number(),
  codigoEscala: z.string(),
  nomeEscala: z.string(),
  horaEntrada: z.string().nullable(),
  horaSaidaAlmoco: z.string().nullable(),
  horaVoltaAlmoco: z.string().nullable(),
  horaSaida: z.string().nullable(),
});

export const diaColaboradorSchema = diaEquipeSchema.omit({ usuario: true, acoes: true }).extend({
  diaSemana: z.string(),
  usuario: z.object({
    Id: z.number(),
    usuarioId: z.number(),
    nome: z.string(),
    cargo: z.string().nullable(),
    turno: z.string().nullable(),
    foto: z.string().nullable(),
  }),
  /** O cartão do colaborador só aparece quando empregado na data (spec §2). */
  empregado: z.boolean(),
  gestaoId: z.number().nullable(),
  acoes: z.array(acaoDisponivelSchema),
  escalaEmVigor: escalaEmVigorSchema.nullable(),
  permitirArquivarAlocacao: z.boolean(),
});
export const diaColaboradorRespostaSchema = envelopeMinusculoSchema(diaColaboradorSchema);

export const calendarioIndividualSchema = z.object({
  periodo: z.string(),
  ano: z.number(),
  dias: z.array(
    z.object({
      data: z.string(),
      horaEntrada: z.string().nullable(),
      horaSaida: z.string().nullable(),
      naturezaDia: naturezaDiaSchema,
      feriado: z.string().nullable(),
      tags: z.array(chaveTagSchema),
    }),
  ),
});
export const calendarioIndividualRespostaSchema = envelopeMinusculoSchema(
  calendarioIndividualSchema,
);

/** UsuariosIds: repetido (?UsuariosIds=1&UsuariosIds=2) ou separado por vírgulas. */
export const tagQuerySchema = anoMesQuerySchema.extend({
  UsuariosIds: z.preprocess(
    (v) =>
      [v]
        .flat()
        .flatMap((x) => String(x ?? '').split(','))
        .map((x) => x.trim())
        .filter(Boolean),
    z.array(id).min(1).max(1000),
  ),
});

export const tagDiaSchema = z.object({
  usuarioId: z.number(),
  data: z.string(),
  /** Ferias, Feriado, FolgaCompensada, FolgaBancoHoras... */
  tipoTag: z.string(),
  descricao: z.string().nullable(),
  acaoId: z.number().nullable(),
  minutos: z.number().nullable(),
});
export const tagsSchema = z.object({
  ausencias: z.array(tagDiaSchema),
  feriados: z.array(tagDiaSchema),
  sobreavisos: z.array(tagDiaSchema),
  feriadosIndenizados: z.array(tagDiaSchema),
  folgasCompensadas: z.array(tagDiaSchema),
  folgasBancoHoras: z.array(tagDiaSchema),
  folgasBancoFolgas: z.array(tagDiaSchema),
});
export type Tags = z.infer<typeof tagsSchema>;
/** GET /tag: spec §7 lê `data.data`. */
export const tagRespostaSchema = envelopeMinusculoSchema(z.object({ data: tagsSchema }));

export const saldoTagSchema = z.object({
  usuarioId: z.number(),
  ausencias: z.number(),
  feriados: z.number(),
  sobreavisos: z.number(),
  feriadosIndenizados: z.number(),
  folgasCompensadas: z.number(),
  folgasBancoHoras: z.number(),
  folgasBancoFolgas: z.number(),
  /** Minutos debitados do banco de horas no mês (compensações de banco aprovadas). */
  minutosBancoHoras: z.number(),
});
export const saldoTagRespostaSchema = envelopeMinusculoSchema(
  z.object({ items: z.array(saldoTagSchema) }),
);

export const configuracaoEmVigorQuerySchema = z.object({
  usuarioId: id.optional(),
  /** Aceito por compatibilidade; a empresa vem sempre do token. */
  empresaId: id.optional(),
});
export const configuracaoEmVigorSchema = z.object({
  mostrarHorarioEscala: z.boolean(),
  data: z.string(),
  escalaId: z.number().nullable(),
  gestaoId: z.number().nullable(),
  alocacaoDataFim: modoAlocacaoDataFimSchema,
  exigirAprovacao: z.boolean(),
  alterarDiaTrabalhoDiasConsecutivos: z.number(),
});
export const configuracaoEmVigorRespostaSchema = envelopeMinusculoSchema(configuracaoEmVigorSchema);
