import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../shared/errors.ts';
import { alcanceDe, canGerir, filtroAlcance } from '../escala-nucleo/index.ts';
import { autorizacaoHeRepository, type ColaboradorHe } from './autorizacao-he.repository.ts';

/** Tela do gestor (MenuGestores): autorizações, pedidos e retidas da equipe. */
export const ROTA_GESTOR_HE = '/dashboard/gestor/horas-extras';
/** O RH (escalas no MenuAdmin, o mesmo de `alcanceDe`) autoriza e decide para a empresa. */
export const ROTA_RH_HE = '/dashboard/admin/escalas';
/** Tela do colaborador: pedir autorização e ver as suas. */
export const ROTA_MINHAS_HE = '/dashboard/minhas-rotinas/horas-extras';

export const MENSAGEM_FORA_DA_EQUIPE =
  'Só o gestor da equipe do colaborador ou o RH autorizam e decidem as horas extras dele.';
export const MENSAGEM_PROPRIA =
  'As suas horas extras são autorizadas e decididas pelo seu gestor ou pelo RH.';

const repo = (db: Db | Tx, auth: AuthContext) =>
  autorizacaoHeRepository({ db, empresaId: auth.empresaId });

/**
 * O alcance de quem chama, a mesma regra das ações de escala: o RH (escalas no MenuAdmin) vê a
 * empresa; o gestor, a equipe (mesmo gestor ou departamento); os demais, só a si.
 */
export const alcanceHe = (db: Db | Tx, auth: AuthContext) =>
  alcanceDe({ db, empresaId: auth.empresaId }, auth);

/** Colaborador que quem chama pode ver (ele mesmo ou a equipe); fora disso, 404 (nada vaza). */
export const colaboradorVisivel = async (
  db: Db | Tx,
  auth: AuthContext,
  usuarioId: number,
): Promise<ColaboradorHe> => {
  const alvo = await repo(db, auth).findColaborador(usuarioId);
  if (!alvo) throw naoEncontrado('Colaborador');
  if (alvo.id !== auth.usuarioId && !canGerir(await alcanceHe(db, auth), alvo))
    throw naoEncontrado('Colaborador');
  return alvo;
};

/** Quem autoriza, revoga e decide: o gestor da equipe ou o RH, nunca o próprio (quatro olhos). */
export const exigirGestorDe = async (
  db: Db | Tx,
  auth: AuthContext,
  usuarioId: number,
): Promise<ColaboradorHe> => {
  const alvo = await repo(db, auth).findColaborador(usuarioId);
  if (!alvo) throw naoEncontrado('Colaborador');
  if (alvo.id === auth.usuarioId) throw semPermissao(MENSAGEM_PROPRIA);
  if (!canGerir(await alcanceHe(db, auth), alvo)) throw semPermissao(MENSAGEM_FORA_DA_EQUIPE);
  return alvo;
};

/** Pode decidir sobre `alvo` (para o campo `podeDecidir` das listas). */
export const podeDecidirSobre = async (db: Db | Tx, auth: AuthContext) => {
  const a = await alcanceHe(db, auth);
  return (alvo: Pick<ColaboradorHe, 'id' | 'departamentoId' | 'gestorId'>) => canGerir(a, alvo);
};

/** Colaboradores no alcance de quem chama (ele incluído), para as listas. */
export const colaboradoresNoAlcance = async (db: Db | Tx, auth: AuthContext) => {
  const a = await alcanceHe(db, auth);
  const lista = await repo(db, auth).listColaboradores(filtroAlcance(a));
  if (lista.some((c) => c.id === auth.usuarioId)) return lista;
  const eu = await repo(db, auth).findColaborador(auth.usuarioId);
  return eu ? [eu, ...lista] : lista;
};
