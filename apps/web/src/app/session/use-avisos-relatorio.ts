import { ROTA_RELATORIOS, useAvisosRelatorio } from '../../features/relatorios/index.ts';
import { rotasDoUsuario } from '../menu.ts';
import { useSessao } from './session-store.ts';

/**
 * Aviso "Relatório pronto" em qualquer tela (issue 18): ligado para quem tem a tela de
 * relatórios no menu (só ela pede relatório).
 */
export const useAvisosRelatorioDaSessao = () => {
  const { isSigned, usuario, menus } = useSessao();
  useAvisosRelatorio(isSigned && rotasDoUsuario(usuario, menus).has(ROTA_RELATORIOS));
};
