import type { AuthContext } from '../../shared/auth-context.ts';
import type { ProcessoRow } from './processo-interno.repository.ts';

/** Rotas do menu (acesso/recursos.ts) que dão acesso aos processos internos. */
export const ROTA_MEUS_PROCESSOS = '/dashboard/minhas-rotinas/processos-internos';
export const ROTA_GESTOR_PROCESSOS = '/dashboard/gestor/processos-internos';
export const ROTA_RH_PROCESSOS = '/dashboard/admin/processos-internos';

export const isRhProcessos = (auth: AuthContext) => auth.rotas.has(ROTA_RH_PROCESSOS);
export const isGestorProcessos = (auth: AuthContext) => auth.rotas.has(ROTA_GESTOR_PROCESSOS);

type Alvo = Pick<ProcessoRow, 'usuarioId' | 'gestorId' | 'etapas' | 'etapaAtual' | 'status'>;

/** Vê o pedido: quem pediu, o gestor imediato dele e o RH. */
export const canVer = (auth: AuthContext, p: Pick<Alvo, 'usuarioId' | 'gestorId'>) =>
  p.usuarioId === auth.usuarioId ||
  isRhProcessos(auth) ||
  (isGestorProcessos(auth) && p.gestorId === auth.usuarioId);

/**
 * Decide a etapa atual: na etapa do gestor, o gestor imediato (sem gestor no cadastro, o RH); na
 * etapa do RH, o RH. Nunca quem pediu (quatro olhos). Vale também para concluir um aprovado.
 */
export const canDecidir = (auth: AuthContext, p: Alvo) => {
  if (p.usuarioId === auth.usuarioId) return false;
  if (p.status !== 'EmAnalise' && p.status !== 'Aprovado') return false;
  const etapa = p.etapas[p.etapaAtual];
  if (etapa === 'Gestor' && p.gestorId !== null)
    return isGestorProcessos(auth) && p.gestorId === auth.usuarioId;
  return isRhProcessos(auth);
};
