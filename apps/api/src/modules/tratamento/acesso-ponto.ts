import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { pontoRepository } from './ponto.repository.ts';

/** RH: trata e consulta o ponto de qualquer colaborador da empresa. */
export const ROTA_RH = '/dashboard/admin/tratamento';
/** Gestor: aprova e consulta o ponto da própria equipe (usuario.gestor_id). */
export const ROTAS_GESTOR = ['/dashboard/gestor/aprovacoes', '/dashboard/gestor/espelhos'];

export const isRh = (auth: AuthContext) => auth.rotas.has(ROTA_RH);
export const isGestorDe = (auth: AuthContext, u: { gestorId: number | null }) =>
  u.gestorId === auth.usuarioId && ROTAS_GESTOR.some((r) => auth.rotas.has(r));

/**
 * O colaborador cujo ponto se consulta ou trata: o próprio, qualquer um para o RH, a equipe para
 * o gestor. Para os demais o colaborador "não existe" (404, sem revelar que existe).
 */
export const colaboradorAcessivel = async (
  escopo: Escopo,
  auth: AuthContext,
  usuarioId: number | undefined,
) => {
  const id = usuarioId ?? auth.usuarioId;
  const u = await pontoRepository(escopo).findUsuario(id);
  if (!u) throw naoEncontrado('Colaborador');
  if (id !== auth.usuarioId && !isRh(auth) && !isGestorDe(auth, u))
    throw naoEncontrado('Colaborador');
  return u;
};
