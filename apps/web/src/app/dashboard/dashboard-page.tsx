import { Suspense } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useRotaHash } from '../hash-location.ts';
import { findItemDoMenu } from '../menu.ts';
import { useSessao } from '../session/session-store.ts';
import { PAGINAS_DASHBOARD } from './dashboard-routes.ts';
import { PaginaNaoEncontrada } from './pagina-nao-encontrada.tsx';
import { SecaoDoMenu } from './secao-do-menu.tsx';

/**
 * O painel em '/' (catch-all): escolhe a tela pelo hash (ver hash-location.ts). O guarda já
 * decidiu que a rota é permitida; aqui só se resolve qual tela mostrar. Um grupo do menu mostra as
 * suas telas como atalhos; um endereço sem tela diz que a página não existe.
 */
export const DashboardPage = () => {
  const rota = useRotaHash();
  const { menus } = useSessao();
  const Pagina = PAGINAS_DASHBOARD[rota];
  if (!Pagina) {
    const todos = [...menus.MenuMinhasRotinas, ...menus.MenuGestores, ...menus.MenuAdmin];
    const item = findItemDoMenu(todos, rota);
    if (item && item.RecursoFilho.length > 0) return <SecaoDoMenu item={item} />;
    return <PaginaNaoEncontrada />;
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <Pagina />
    </Suspense>
  );
};
