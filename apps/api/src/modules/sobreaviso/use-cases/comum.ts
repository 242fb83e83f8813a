import type { HistoricoSobreaviso } from '@jornada/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { type Mudanca, trilhaDaMudanca } from '../../../shared/historico.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { isGestorDe, pontoRepository, ROTAS_GESTOR } from '../../tratamento/index.ts';
import { type Entidade, sobreavisoRepository } from '../sobreaviso.repository.ts';

export type Deps = { db: Db; clock: () => Date };

/**
 * Jornada prevista de um lote, dia a dia (intervalos em minutos desde 00:00; passam de 1440 na
 * virada): a escala de trabalho, ligada no `buildApp` (`escala.jornadaEfetivaPeriodo`).
 */
export type JornadaPrevista = (
  empresaId: number,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<
  Map<number, readonly { data: string; jornada: readonly (readonly [number, number])[] }[]>
>;

/** O que a validação da escala de sobreaviso precisa além do banco e do relógio. */
export type ComJornada = { jornadaPrevista: JornadaPrevista };

/** RH do sobreaviso: motivos, regras, alocações e lançamentos de toda a empresa. */
export const ROTA_RH_SOBREAVISO = '/dashboard/admin/sobreaviso';

export const isRhSobreaviso = (auth: AuthContext) => auth.rotas.has(ROTA_RH_SOBREAVISO);
export const isGestor = (auth: AuthContext) => ROTAS_GESTOR.some((r) => auth.rotas.has(r));

export const exigirRhSobreaviso = (auth: AuthContext) => {
  if (!isRhSobreaviso(auth))
    throw semPermissao('Só o RH configura motivos e regras de sobreaviso.');
};

export const repo = (d: Db | Tx, auth: AuthContext) =>
  sobreavisoRepository({ db: d, empresaId: auth.empresaId });

/**
 * O colaborador de um registro de sobreaviso, se quem pede o alcança: ele mesmo, o gestor da
 * equipe, o RH. Fora do alcance (ou de outra empresa) o registro "não existe" (404).
 */
export const colaboradorVisivel = async (
  d: Db | Tx,
  auth: AuthContext,
  usuarioId: number,
  oque: string,
) => {
  const u = await repo(d, auth).findUsuario(usuarioId);
  if (!u) throw naoEncontrado(oque);
  if (u.id !== auth.usuarioId && !isRhSobreaviso(auth) && !isGestorDe(auth, u))
    throw naoEncontrado(oque);
  return u;
};

/** Alcance das listas: o RH vê a empresa, o gestor a equipe, os demais só os próprios. */
export const alcancePadrao = (auth: AuthContext) => {
  if (isRhSobreaviso(auth)) return {};
  if (isGestor(auth)) return { gestorId: auth.usuarioId };
  return { usuarioId: auth.usuarioId };
};

/** Hoje no fuso da empresa. */
export const hojeNaEmpresa = async (d: Db | Tx, auth: AuthContext, agora: Date) => {
  const e = await pontoRepository({ db: d, empresaId: auth.empresaId }).findEmpresa();
  return instanteLocal(agora, e?.fusoHorario ?? 'America/Sao_Paulo').data;
};

/**
 * Grava a versão no histórico do sobreaviso e a trilha de auditoria, na mesma transação da
 * mudança (a versão já gravada nunca muda).
 */
export const registrarVersao = async (tx: Tx, auth: AuthContext, v: Mudanca<Entidade>) => {
  await repo(tx, auth).historico.inserir(v, auth.usuarioId);
  await registrarAuditoria(tx, {
    empresaId: auth.empresaId,
    ator: atorDe(auth),
    entidade: `sobreaviso_${v.entidade}`,
    ...trilhaDaMudanca(v),
  });
};

export const historicoDe = (
  d: Db | Tx,
  auth: AuthContext,
  entidade: Entidade,
  id: number,
): Promise<HistoricoSobreaviso[]> => repo(d, auth).historico.listar(entidade, id);
