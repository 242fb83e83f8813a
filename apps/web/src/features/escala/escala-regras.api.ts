import {
  type AlocacaoWire,
  alocacaoSchema,
  type CondicaoTrabalhoWire,
  comboRespostaSchema,
  condicaoTrabalhoSchema,
  type EscalaBody,
  type EscalaWire,
  envelopeMinusculoSchema,
  escalaEmUsoSchema,
  escalaSchema,
  type GestaoWire,
  gestaoSchema,
  historicoSchema,
  modeloEscalaSchema,
  paginaDe,
  type TurnoWire,
  turnoSchema,
  validacaoEscalaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type {
  ComboItem,
  EscalaEmUso,
  HistoricoAlocacao,
  ModeloEscala,
  Pagina,
  ValidacaoEscala,
} from './escala.tipos.ts';

/**
 * Serviço de regras de escala (spec §7 "Rules service"), sob o mesmo caminho base do serviço
 * de escala: turnos, condições de trabalho, gestões, escalas e alocações.
 */

type Envelope<T> = { data: T | null; message: string | null };

/** Envelope minúsculo → dados; `data` nula vira falha com a mensagem que vier. */
const dados = <T>(r: Envelope<T>): T => {
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data;
};

export type Gravado<T> = { registro: T; mensagem: string | null };
const gravado = <T>(r: Envelope<T>): Gravado<T> => ({ registro: dados(r), mensagem: r.message });

export type FiltroLista = {
  ativo: boolean;
  pageNumber: number;
  pageSize: number;
  search?: string | null;
};

const consultar = (
  path: string,
  query?: Record<string, string | number | boolean | null | undefined>,
) => apiFetch('escala', path, { query });
const enviar = (path: string, method: 'POST' | 'PUT', body: unknown) =>
  apiFetch('escala', path, { method, body });
const metodo = (id?: number) => (id ? 'PUT' : 'POST');

const combo = async (path: string): Promise<ComboItem[]> =>
  dados(comboRespostaSchema.parse(await consultar(path))).data.items;

// ---------------------------------------------------------------- turnos

const turnoResposta = envelopeMinusculoSchema(turnoSchema);
export type TurnoCampos = Omit<TurnoWire, 'id' | 'minutosTrabalho' | 'ativo'>;

export const listTurnos = async (f: FiltroLista): Promise<Pagina<TurnoWire>> =>
  dados(envelopeMinusculoSchema(paginaDe(turnoSchema)).parse(await consultar('/turno', f)));
export const salvarTurno = async (t: TurnoCampos & { id?: number }) =>
  gravado(turnoResposta.parse(await enviar('/turno', metodo(t.id), t)));

// ---------------------------------------------------------------- condições de trabalho

const condicaoResposta = envelopeMinusculoSchema(condicaoTrabalhoSchema);
export type CondicaoCampos = Omit<CondicaoTrabalhoWire, 'id' | 'ativo'>;

export const listCondicoes = async (f: FiltroLista): Promise<Pagina<CondicaoTrabalhoWire>> =>
  dados(
    envelopeMinusculoSchema(paginaDe(condicaoTrabalhoSchema)).parse(
      await consultar('/condicaotrabalho', f),
    ),
  );
export const comboCondicoes = () => combo('/condicaotrabalho/combo');
export const salvarCondicao = async (c: CondicaoCampos & { id?: number }) =>
  gravado(condicaoResposta.parse(await enviar('/condicaotrabalho', metodo(c.id), c)));
export const statusCondicao = async (id: number, ativo: boolean) =>
  gravado(condicaoResposta.parse(await enviar('/condicaotrabalho/status', 'PUT', { id, ativo })));

// ---------------------------------------------------------------- gestões

const gestaoResposta = envelopeMinusculoSchema(gestaoSchema);
export type GestaoCampos = Omit<GestaoWire, 'id' | 'ativo' | 'escalas'>;

export const listGestoes = async (f: FiltroLista): Promise<Pagina<GestaoWire>> =>
  dados(envelopeMinusculoSchema(paginaDe(gestaoSchema)).parse(await consultar('/gestao', f)));
export const comboGestoes = () => combo('/gestao/combo');
export const salvarGestao = async (g: GestaoCampos & { id?: number }) =>
  gravado(gestaoResposta.parse(await enviar('/gestao', metodo(g.id), g)));
export const statusGestao = async (id: number, ativo: boolean) =>
  gravado(gestaoResposta.parse(await enviar('/gestao/status', 'PUT', { id, ativo })));

// ---------------------------------------------------------------- escalas

const escalaResposta = envelopeMinusculoSchema(escalaSchema);

export const listarEscalas = async (f: FiltroLista): Promise<Pagina<EscalaWire>> =>
  dados(envelopeMinusculoSchema(paginaDe(escalaSchema)).parse(await consultar('/escala', f)));
export const findEscala = async (id: number): Promise<EscalaWire> =>
  dados(escalaResposta.parse(await consultar(`/escala/${id}`)));
/** POST cria, PUT (com id) altera; a CLT recusa com 422 e as linhas do modal na mensagem. */
export const salvarEscala = async (e: EscalaBody & { id?: number }) =>
  gravado(escalaResposta.parse(await enviar('/escala', metodo(e.id), e)));
export const statusEscala = async (id: number, ativo: boolean) =>
  gravado(escalaResposta.parse(await enviar('/escala/status', 'PUT', { id, ativo })));

/** POST /escala/valida: a validação CLT sem gravar (linhas do modal 'ESCALAS COM PROBLEMAS'). */
export const validarEscala = async (e: EscalaBody): Promise<ValidacaoEscala> =>
  dados(
    envelopeMinusculoSchema(validacaoEscalaSchema).parse(await enviar('/escala/valida', 'POST', e)),
  );

export const listModelos = async (): Promise<ModeloEscala[]> =>
  dados(
    envelopeMinusculoSchema(paginaDe(modeloEscalaSchema).pick({ items: true })).parse(
      await consultar('/escala/padrao'),
    ),
  ).items;

export const listEmUso = async (): Promise<EscalaEmUso[]> =>
  dados(
    envelopeMinusculoSchema(paginaDe(escalaEmUsoSchema).pick({ items: true })).parse(
      await consultar('/escala/em-uso'),
    ),
  ).items;

// ---------------------------------------------------------------- alocações

const alocacaoResposta = envelopeMinusculoSchema(alocacaoSchema);

export type AlocacaoCampos = {
  usuarioId: number;
  escalaId: number;
  inicio: string;
  fim: string | null;
  inicioCiclo: string | null;
};

export const listarAlocacoes = async (
  f: FiltroLista & { escalaId?: number | null; usuarioId?: number | null },
): Promise<Pagina<AlocacaoWire>> =>
  dados(envelopeMinusculoSchema(paginaDe(alocacaoSchema)).parse(await consultar('/alocacao', f)));

/** POST cria (encerra a alocação aberta anterior); PUT altera (sem trocar o colaborador). */
export const salvarAlocacao = async (a: AlocacaoCampos & { id?: number }) => {
  if (!a.id) return gravado(alocacaoResposta.parse(await enviar('/alocacao', 'POST', a)));
  const { usuarioId: _usuarioId, ...resto } = a;
  return gravado(alocacaoResposta.parse(await enviar('/alocacao', 'PUT', resto)));
};

/** Arquivar uma alocação: {id, ativo:false} (spec §7); true reativa. */
export const statusAlocacao = async (id: number, ativo: boolean) =>
  gravado(alocacaoResposta.parse(await enviar('/alocacao/status', 'PUT', { id, ativo })));

export const historicoAlocacao = async (alocacaoId: number): Promise<Pagina<HistoricoAlocacao>> =>
  dados(
    envelopeMinusculoSchema(paginaDe(historicoSchema)).parse(
      await consultar(`/alocacao/historico/${alocacaoId}`, { pageNumber: 1, pageSize: 100 }),
    ),
  );
