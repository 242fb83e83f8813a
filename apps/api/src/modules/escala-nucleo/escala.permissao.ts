import { and, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type AuthContext,
  exigirAuth,
  exigirRota,
  hasAlgumaRota,
} from '../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { ROTAS_GESTOR } from '../acesso/index.ts';
import { usuario } from '../usuario/index.ts';
import { type Pessoa, pessoaRepository } from './pessoa.repository.ts';

/** Rota do MenuAdmin que faz do usuário "RH" para escalas: regras e todos os colaboradores. */
export const ROTA_ADMIN_ESCALAS = '/dashboard/admin/escalas';

/**
 * Alcance de quem chama (spec §6, menus):
 * - RH (rota de escalas do MenuAdmin): todos os colaboradores da empresa;
 * - gestor (alguma rota do MenuGestores): a equipe — quem tem `gestorId` igual ao dele OU está
 *   no mesmo departamento que ele (o cadastro da demo não preenche gestorId; o departamento é a
 *   unidade do calendário da equipe);
 * - colaborador: só ele mesmo, e só para ler.
 */
export type Alcance =
  | { tipo: 'todos'; usuarioId: number }
  | { tipo: 'equipe'; usuarioId: number; departamentoId: number | null }
  | { tipo: 'proprio'; usuarioId: number };

export const ehRh = (auth: AuthContext) => auth.rotas.has(ROTA_ADMIN_ESCALAS);
export const ehGestor = (auth: AuthContext) => hasAlgumaRota(auth, ROTAS_GESTOR);

/** Rotas de leitura das regras (combos, gestão, turnos, escalas): gestor ou RH. */
export const exigirGestorOuRh = (req: FastifyRequest): AuthContext => {
  const auth = exigirAuth(req);
  if (!ehRh(auth) && !ehGestor(auth)) throw semPermissao();
  return auth;
};

/** Rotas que mudam regras (turnos, escalas, gestões, condições, alocações): só o RH. */
export const exigirRh = (req: FastifyRequest): AuthContext => exigirRota(req, ROTA_ADMIN_ESCALAS);

export const alcanceDe = async (escopo: Escopo, auth: AuthContext): Promise<Alcance> => {
  if (ehRh(auth)) return { tipo: 'todos', usuarioId: auth.usuarioId };
  if (!ehGestor(auth)) return { tipo: 'proprio', usuarioId: auth.usuarioId };
  const [eu] = await escopo.db
    .select({ departamentoId: usuario.departamentoId })
    .from(usuario)
    .where(and(eq(usuario.empresaId, escopo.empresaId), eq(usuario.id, auth.usuarioId)));
  return { tipo: 'equipe', usuarioId: auth.usuarioId, departamentoId: eu?.departamentoId ?? null };
};

/** Filtro da tabela usuario para o alcance (undefined = sem restrição). */
export const filtroAlcance = (a: Alcance): SQL | undefined => {
  if (a.tipo === 'todos') return undefined;
  if (a.tipo === 'proprio') return eq(usuario.id, a.usuarioId);
  return or(
    eq(usuario.gestorId, a.usuarioId),
    a.departamentoId === null ? undefined : eq(usuario.departamentoId, a.departamentoId),
  );
};

const naEquipe = (a: Alcance, alvo: Pick<Pessoa, 'id' | 'departamentoId' | 'gestorId'>) =>
  a.tipo === 'todos' ||
  (a.tipo === 'equipe' &&
    (alvo.gestorId === a.usuarioId ||
      (a.departamentoId !== null && alvo.departamentoId === a.departamentoId)));

/** Pode ler o calendário do colaborador: ele mesmo, o gestor da equipe ou o RH. */
export const canLer = (a: Alcance, alvo: Pessoa) => alvo.id === a.usuarioId || naEquipe(a, alvo);

/** Pode alterar a escala do colaborador: gestor da equipe ou RH, nunca sobre si mesmo. */
export const canGerir = (a: Alcance, alvo: Pick<Pessoa, 'id' | 'departamentoId' | 'gestorId'>) =>
  alvo.id !== a.usuarioId && naEquipe(a, alvo);

export const MENSAGEM_FORA_DA_EQUIPE = 'Você não gerencia este colaborador.';
export const MENSAGEM_PROPRIA_ESCALA =
  'Alterações na sua própria escala são feitas pelo seu gestor ou pelo RH.';

/** Colaborador da empresa (404 se não existe nela) que quem chama pode ler (403 se não). */
export const exigirLeitura = async (escopo: Escopo, a: Alcance, usuarioId: number) => {
  const alvo = await pessoaRepository(escopo).findById(usuarioId);
  if (!alvo) throw naoEncontrado('Colaborador');
  if (!canLer(a, alvo)) throw semPermissao(MENSAGEM_FORA_DA_EQUIPE);
  return alvo;
};

/** Colaborador que quem chama pode gerir: 404 fora da empresa, 403 fora da equipe ou si mesmo. */
export const exigirGestao = async (escopo: Escopo, a: Alcance, usuarioId: number) => {
  const alvo = await pessoaRepository(escopo).findById(usuarioId);
  if (!alvo) throw naoEncontrado('Colaborador');
  if (a.tipo === 'proprio') throw semPermissao();
  if (alvo.id === a.usuarioId) throw semPermissao(MENSAGEM_PROPRIA_ESCALA);
  if (!canGerir(a, alvo)) throw semPermissao(MENSAGEM_FORA_DA_EQUIPE);
  return alvo;
};
