import type { UsuarioLogado } from '@jornada/contracts';
import { isAdmin, isModoGestor } from './menu.ts';
import type { MenusSessao } from './session/session-types.ts';

export const HASH_WEB_PONTO = '/dashboard/minhas-rotinas/web-ponto';
export const HASH_MEU_PAINEL = '/dashboard/minhas-rotinas/meu-painel';

export type SessaoLanding = {
  usuario: Pick<UsuarioLogado, 'Configuracao'> | null;
  menus: MenusSessao;
};

/**
 * Para onde vai quem acabou de entrar (spec §6): admin ou gestor → /home; colaborador com
 * marcação pela web → registrar ponto; os demais → meu painel.
 */
export const destinoAposLogin = ({ usuario, menus }: SessaoLanding): string => {
  if (isAdmin(menus) || isModoGestor(usuario, menus)) return '/home';
  if (usuario?.Configuracao.HabilitarMarcacaoPelaWeb) return `/#${HASH_WEB_PONTO}`;
  return `/#${HASH_MEU_PAINEL}`;
};
