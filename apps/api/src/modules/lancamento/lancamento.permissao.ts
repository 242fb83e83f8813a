import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../shared/errors.ts';
import { alcanceDe, canGerir, filtroAlcance } from '../escala-nucleo/index.ts';
import { lancamentoRepository } from './lancamento.repository.ts';

/**
 * RH dos lançamentos: quem tem o cadastro de colaboradores no MenuAdmin vê e decide os lançamentos
 * da empresa inteira e ajusta os períodos aquisitivos (docs/decisoes/lancamentos.md).
 */
export const ROTA_RH_LANCAMENTOS = '/dashboard/admin/colaboradores';

export const isRhLancamentos = (auth: AuthContext) => auth.rotas.has(ROTA_RH_LANCAMENTOS);

export const MENSAGEM_NAO_DECIDE =
  'Só o gestor da equipe do colaborador ou o RH decidem este lançamento.';
export const MENSAGEM_PROPRIO = 'Um lançamento seu é decidido pelo seu gestor ou pelo RH.';

type Alcance = Awaited<ReturnType<typeof alcanceDe>>;

const repo = (d: Db | Tx, auth: AuthContext) =>
  lancamentoRepository({ db: d, empresaId: auth.empresaId });

/**
 * O alcance de quem chama, com a mesma regra das ações de escala (escala.permissao): o RH de
 * lançamentos vê a empresa; o gestor, a equipe (mesmo gestor ou departamento); os demais, só a si.
 */
export const alcanceLancamentos = async (d: Db | Tx, auth: AuthContext): Promise<Alcance> => {
  if (isRhLancamentos(auth)) return { tipo: 'todos', usuarioId: auth.usuarioId };
  const a = await alcanceDe({ db: d, empresaId: auth.empresaId }, auth);
  // O RH das escalas sem o cadastro de colaboradores decide escalas, não férias: vale como gestor.
  return a.tipo === 'todos' ? { tipo: 'equipe', usuarioId: a.usuarioId, departamentoId: null } : a;
};

/**
 * O colaborador que quem chama alcança (ele mesmo, a equipe do gestor, todos para o RH). Fora do
 * alcance ou de outra empresa, o colaborador "não existe" (404): nada vaza entre equipes.
 */
export const colaboradorVisivel = async (d: Db | Tx, auth: AuthContext, usuarioId: number) => {
  const alvo = await repo(d, auth).findColaborador(usuarioId);
  if (!alvo) throw naoEncontrado('Colaborador');
  const a = await alcanceLancamentos(d, auth);
  // Ler: ele mesmo, ou quem o gere (canLer da escala, sobre os campos que o lançamento tem).
  if (alvo.id !== auth.usuarioId && !canGerir(a, alvo)) throw naoEncontrado('Colaborador');
  return alvo;
};

/** Ids dos colaboradores no alcance de quem chama (ele incluído), para as listas. */
export const idsNoAlcance = async (d: Db | Tx, auth: AuthContext) => {
  const a = await alcanceLancamentos(d, auth);
  const lista = await repo(d, auth).listColaboradores(filtroAlcance(a));
  return [...new Set([auth.usuarioId, ...lista.map((c) => c.id)])];
};

/**
 * Quem decide (aprova ou reprova) o lançamento de `alvo`: o gestor da equipe ou o RH, nunca o
 * próprio colaborador (quatro olhos).
 */
export const exigirDecisor = async (
  d: Db | Tx,
  auth: AuthContext,
  alvo: { id: number; departamentoId: number | null; gestorId: number | null },
) => {
  if (alvo.id === auth.usuarioId) throw semPermissao(MENSAGEM_PROPRIO);
  const a = await alcanceLancamentos(d, auth);
  if (!canGerir(a, alvo)) throw semPermissao(MENSAGEM_NAO_DECIDE);
};

/** Pedir em nome de outra pessoa: só o RH; o colaborador pede para si. */
export const exigirSolicitante = (auth: AuthContext, usuarioId: number) => {
  if (usuarioId !== auth.usuarioId && !isRhLancamentos(auth))
    throw semPermissao(
      'Você só pode solicitar lançamentos para si. O RH solicita por outra pessoa.',
    );
};
