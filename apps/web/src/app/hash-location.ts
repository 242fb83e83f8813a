import { useLocation } from 'react-router';
import { normalizarRota } from './menu.ts';

/**
 * Roteamento do painel por hash, dentro do roteador de caminhos (stack.md §5).
 * Roteadores não se aninham: um <HashRouter> dentro do <BrowserRouter> lança erro. Então há UM
 * roteador (de caminhos) e o painel em '/' lê o hash do `useLocation()` dele, que muda tanto por
 * <Link to="/#/dashboard/..."> quanto por edição manual da URL (o histórico emite popstate).
 * O guarda e o painel usam a mesma normalização ('#/a/b/?x=1' → '/a/b').
 */
export const useRotaHash = (): string => normalizarRota(useLocation().hash);
