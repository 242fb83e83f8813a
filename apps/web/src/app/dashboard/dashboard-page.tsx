import { Suspense } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { AreaEmConstrucao } from '../area-em-construcao.tsx';
import { useRotaHash } from '../hash-location.ts';
import { useSessao } from '../session/session-store.ts';
import { nomeDaArea, PAGINAS_DASHBOARD } from './dashboard-routes.ts';

/**
 * O painel em '/' (catch-all): escolhe a tela pelo hash (ver hash-location.ts). O guarda já
 * decidiu que a rota é permitida; aqui só se resolve qual tela mostrar. Rotas permitidas sem tela
 * entregue mostram "Área em construção".
 */
export const DashboardPage = () => {
  const rota = useRotaHash();
  const { menus } = useSessao();
  const Pagina = PAGINAS_DASHBOARD[rota];
  if (!Pagina) {
    const todos = [...menus.MenuMinhasRotinas, ...menus.MenuGestores, ...menus.MenuAdmin];
    return <AreaEmConstrucao area={nomeDaArea(rota, todos)} />;
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <Pagina />
    </Suspense>
  );
};
