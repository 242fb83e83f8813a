import { z } from 'zod';
import {
  dataIsoSchema,
  envelopeMinusculoSchema,
  horaSchema,
  idSchema,
  paginaSchema,
} from './comum.ts';

/**
 * Serviço de regras de escala (spec §7 "Rules service"), sob o mesmo caminho base do serviço de
 * escala: turnos, condições de trabalho, gestões, escalas e alocações. Horários em 'HH:MM' no
 * fio (minutos por dentro); datas 'AAAA-MM-DD'.
 */

const id = idSchema;

/** Lista paginada: `data.items` com total, pageNumber e pageSize. */
export const paginaDe = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
  });

/** Combos (spec §7 /escala/combo): `data.data.items` de {id, nome}. */
export const comboItemSchema = z.object({ id: z.number(), nome: z.string() });
export const comboRespostaSchema = envelopeMinusculoSchema(
  z.object({ data: z.object({ items: z.array(comboItemSchema) }) }),
);

export const listaQuerySchema = paginaSchema.extend({
  /** true = ativos (padrão), false = arquivados; omitido na query = ativos. */
  ativo: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
});

/** PUT /x/status: arquivar (ativo false) ou reativar (spec §4, §7: {id, ativo:false}). */
export const statusBodySchema = z.object({ id, ativo: z.boolean() });

// ---------------------------------------------------------------- turno

const turnoCampos = {
  nome: z.string().trim().min(1).max(100),
  entrada: horaSchema,
  saidaIntervalo: horaSchema.nullable(),
  voltaIntervalo: horaSchema.nullable(),
  segundoIntervalo: z.object({ saida: horaSchema, volta: horaSchema }).nullable(),
  saida: horaSchema,
};
export const turnoBodySchema = z.object({
  ...turnoCampos,
  saidaIntervalo: turnoCampos.saidaIntervalo.default(null),
  voltaIntervalo: turnoCampos.voltaIntervalo.default(null),
  segundoIntervalo: turnoCampos.segundoIntervalo.default(null),
});
/** PUT: id e só os campos que mudam (os demais ficam como estão). */
export const turnoPutBodySchema = z.object(turnoCampos).partial().extend({ id });
export const turnoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  entrada: z.string(),
  saidaIntervalo: z.string().nullable(),
  voltaIntervalo: z.string().nullable(),
  segundoIntervalo: z.object({ saida: z.string(), volta: z.string() }).nullable(),
  saida: z.string(),
  /** Minutos de trabalho do turno (sem os intervalos). */
  minutosTrabalho: z.number(),
  ativo: z.boolean(),
});
export type TurnoWire = z.infer<typeof turnoSchema>;

// ---------------------------------------------------------------- condição de trabalho

const condicaoCampos = {
  nome: z.string().trim().min(1).max(100),
  descricao: z.string().trim().max(500).nullable(),
  /** Comércio: domingo de folga ao menos a cada 3 semanas (Lei 10.101/2000, art. 6º). */
  comercio: z.boolean(),
  /** Contrato semanal em minutos (padrão 2640 = 44 h, CF art. 7º, XIII). */
  minutosSemanaisContrato: z.number().int().min(60).max(2640),
};
export const condicaoTrabalhoBodySchema = z.object({
  ...condicaoCampos,
  descricao: condicaoCampos.descricao.default(null),
  comercio: condicaoCampos.comercio.default(false),
  minutosSemanaisContrato: condicaoCampos.minutosSemanaisContrato.default(2640),
});
/** PUT: id e só os campos que mudam. */
export const condicaoTrabalhoPutBodySchema = z.object(condicaoCampos).partial().extend({ id });
export const condicaoTrabalhoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  comercio: z.boolean(),
  minutosSemanaisContrato: z.number(),
  ativo: z.boolean(),
});
export type CondicaoTrabalhoWire = z.infer<typeof condicaoTrabalhoSchema>;

// ---------------------------------------------------------------- gestão

export const modoAlocacaoDataFimSchema = z.enum([
  'MesmoDia',
  'ObrigatorioDeterminarNaAlteracao',
  'Opcional',
]);

const gestaoCampos = {
  nome: z.string().trim().min(1).max(100),
  /** Data fim da alteração de escala (spec §4). */
  alocacaoDataFim: modoAlocacaoDataFimSchema,
  /** Ações do gestor aguardam aprovação (ParaAprovar) de outro gestor ou do RH. */
  exigirAprovacao: z.boolean(),
  /** Máximo de dias seguidos de Mudar Para Folga / Mudar Para Trabalho (spec §5). */
  alterarDiaTrabalhoDiasConsecutivos: z.number().int().min(1).max(31),
  /** O colaborador vê os horários da escala no próprio calendário. */
  mostrarHorarioEscala: z.boolean(),
};
export const gestaoBodySchema = z.object({
  ...gestaoCampos,
  alocacaoDataFim: gestaoCampos.alocacaoDataFim.default('Opcional'),
  exigirAprovacao: gestaoCampos.exigirAprovacao.default(false),
  alterarDiaTrabalhoDiasConsecutivos: gestaoCampos.alterarDiaTrabalhoDiasConsecutivos.default(1),
  mostrarHorarioEscala: gestaoCampos.mostrarHorarioEscala.default(true),
});
/** PUT: id e só os campos que mudam. */
export const gestaoPutBodySchema = z.object(gestaoCampos).partial().extend({ id });
export const gestaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  alocacaoDataFim: modoAlocacaoDataFimSchema,
  exigirAprovacao: z.boolean(),
  alterarDiaTrabalhoDiasConsecutivos: z.number(),
  mostrarHorarioEscala: z.boolean(),
  ativo: z.boolean(),
  /** Escalas que pertencem à gestão (as oferecidas em /escala/combo?GestaoId=). */
  escalas: z.array(comboItemSchema),
});
export type GestaoWire = z.infer<typeof gestaoSchema>;
/** GET /gestao/{gestaoId}: spec §7 lê `data.data.alocacaoDataFim`. */
export const gestaoRespostaSchema = envelopeMinusculoSchema(z.object({ data: gestaoSchema }));
export const gestaoIdParamSchema = z.object({ gestaoId: id });

// ---------------------------------------------------------------- escala

export const diaSemanaSchema = z.enum(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']);
export const diaPadraoSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('trabalho'), turnoId: id }),
  z.object({ tipo: z.literal('folga') }),
  z.object({ tipo: z.literal('dsr') }),
]);

const escalaComum = {
  codigo: z.string().trim().min(1).max(30),
  nome: z.string().trim().min(1).max(100),
  gestaoId: id.nullable().default(null),
  condicaoTrabalhoId: id.nullable().default(null),
  /** Contrato semanal em minutos; nulo = o da condição de trabalho (ou 44 h). */
  minutosSemanaisContrato: z.number().int().min(60).max(2640).nullable().default(null),
  /** Salva mesmo com apontamentos da validação CLT (exceção autorizada por acordo coletivo). */
  excecaoAcordoColetivo: z.boolean().default(false),
};

const semanal = z.object({
  tipo: z.literal('semanal'),
  dias: z.object({
    dom: diaPadraoSchema,
    seg: diaPadraoSchema,
    ter: diaPadraoSchema,
    qua: diaPadraoSchema,
    qui: diaPadraoSchema,
    sex: diaPadraoSchema,
    sab: diaPadraoSchema,
  }),
});
const rotativa = z.object({
  tipo: z.literal('semanal-rotativa'),
  inicio: dataIsoSchema,
  turnoId: id,
  turnosPorDia: z.partialRecord(diaSemanaSchema, id).default({}),
  /** Semana k descansa em folgas[k]: o primeiro dia é o DSR, os demais folgas. */
  folgas: z.array(z.array(diaSemanaSchema).min(1).max(7)).min(1).max(12),
  domingoACadaSemanas: z.number().int().min(1).max(12).nullable().default(null),
});
const ciclica = z.object({
  tipo: z.literal('ciclica'),
  inicio: dataIsoSchema,
  dias: z.array(diaPadraoSchema).min(1).max(366),
});

/** Padrão da escala (o mesmo formato no corpo, na resposta e no banco). */
export const padraoEscalaSchema = z.discriminatedUnion('tipo', [semanal, rotativa, ciclica]);
export type PadraoEscala = z.infer<typeof padraoEscalaSchema>;

export const escalaBodySchema = z.discriminatedUnion('tipo', [
  semanal.extend(escalaComum),
  rotativa.extend(escalaComum),
  ciclica.extend(escalaComum),
]);
export const escalaPutBodySchema = z.discriminatedUnion('tipo', [
  semanal.extend({ ...escalaComum, id }),
  rotativa.extend({ ...escalaComum, id }),
  ciclica.extend({ ...escalaComum, id }),
]);
export type EscalaBody = z.infer<typeof escalaBodySchema>;

const escalaSaida = {
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  gestaoId: z.number().nullable(),
  condicaoTrabalhoId: z.number().nullable(),
  minutosSemanaisContrato: z.number().nullable(),
  excecaoAcordoColetivo: z.boolean(),
  ativo: z.boolean(),
};
export const escalaSchema = z.discriminatedUnion('tipo', [
  semanal.extend(escalaSaida),
  rotativa.extend({
    ...escalaSaida,
    turnoId: z.number(),
    turnosPorDia: z.record(z.string(), z.number()),
  }),
  ciclica.extend(escalaSaida),
]);
export type EscalaWire = z.infer<typeof escalaSchema>;

/** Modal 'ESCALAS COM PROBLEMAS' (spec §2): cabeçalho, itens em caixa e rodapé. */
export const problemasEscalaSchema = z.object({
  titulo: z.literal('ESCALAS COM PROBLEMAS'),
  cabecalho: z.string(),
  itens: z.array(z.string()),
  rodape: z.string(),
});
export const validacaoEscalaSchema = z.object({
  valido: z.boolean(),
  problemas: problemasEscalaSchema.nullable(),
  /** As mesmas linhas, na ordem do modal: cabeçalho, itens, rodapé (vazio se válida). */
  linhas: z.array(z.string()),
});

export const escalaComboQuerySchema = z.object({ GestaoId: id.optional() });

export const escalaEmUsoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  /** Colaboradores com alocação ativa que vale hoje ou começa depois. */
  colaboradores: z.number(),
});

/**
 * Modelos prontos (GET /escala/padrao) para o RH começar uma escala: `sequencia` é a semana de
 * domingo a sábado (tipo semanal) ou o ciclo a partir do dia de início (tipo ciclica); cada
 * 'trabalho' usa o turno sugerido (o RH cria o turno e monta o corpo de POST /escala).
 */
export const modeloEscalaSchema = z.object({
  chave: z.string(),
  nome: z.string(),
  descricao: z.string(),
  tipo: z.enum(['semanal', 'ciclica']),
  sequencia: z.array(z.enum(['trabalho', 'folga', 'dsr'])),
  turnoSugerido: z.object({
    entrada: z.string(),
    saidaIntervalo: z.string().nullable(),
    voltaIntervalo: z.string().nullable(),
    saida: z.string(),
  }),
  minutosSemanaisContrato: z.number(),
});

// ---------------------------------------------------------------- alocação

export const alocacaoBodySchema = z.object({
  usuarioId: id,
  escalaId: id,
  inicio: dataIsoSchema,
  fim: dataIsoSchema.nullable().default(null),
  /** Âncora própria do ciclo (turma B do 12x36); nulo = a da escala. */
  inicioCiclo: dataIsoSchema.nullable().default(null),
});
/** PUT: id e só os campos que mudam (fim ou inicioCiclo null limpam o valor). */
export const alocacaoPutBodySchema = z
  .object({
    escalaId: id,
    inicio: dataIsoSchema,
    fim: dataIsoSchema.nullable(),
    inicioCiclo: dataIsoSchema.nullable(),
  })
  .partial()
  .extend({ id });
export const alocacaoSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  usuarioNome: z.string(),
  escalaId: z.number(),
  escalaNome: z.string(),
  inicio: z.string(),
  fim: z.string().nullable(),
  inicioCiclo: z.string().nullable(),
  ativo: z.boolean(),
});
export type AlocacaoWire = z.infer<typeof alocacaoSchema>;
export const alocacaoListaQuerySchema = listaQuerySchema.extend({
  usuarioId: id.optional(),
  escalaId: id.optional(),
});
export const alocacaoHistoricoQuerySchema = paginaSchema.extend({
  AlocacaoId: id.optional(),
  usuarioId: id.optional(),
});
export const historicoSchema = z.object({
  id: z.number(),
  alocacaoId: z.number(),
  /** criar | alterar | encerrar | arquivar | reativar */
  acao: z.string(),
  usuarioId: z.number().nullable(),
  usuarioNome: z.string().nullable(),
  em: z.string(),
  antes: alocacaoSchema.nullable(),
  depois: alocacaoSchema.nullable(),
});
