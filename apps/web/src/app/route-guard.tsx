import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { decidirRota } from './guard.ts';
import { isFluxoComprovante } from './session/session-storage.ts';
import { useSessao, useSessaoHidratada } from './session/session-store.ts';
import { useExpiracaoSessao } from './session/use-expiracao-sessao.ts';
import { useRenovacaoSessao } from './session/use-renovacao-sessao.ts';
import { useSincronizacaoSessao } from './session/use-sincronizacao-sessao.ts';

/**
 * Raiz de todas as rotas: espera a sessão cifrada ser lida (a decisão depende dela), aplica
 * `decidirRota` (guard.ts) a cada mudança de caminho ou hash e cuida do ciclo da sessão:
 * expiração e avisos, renovação pelo refresh token e sincronização entre abas.
 */
export const RouteGuard = () => {
  const sessao = useSessao();
  const isHidratada = useSessaoHidratada();
  const { pathname, hash } = useLocation();
  useExpiracaoSessao();
  useRenovacaoSessao();
  useSincronizacaoSessao();
  if (!isHidratada) return <LoadingState label="Abrindo o Jornada…" />;
  const decisao = decidirRota({
    pathname,
    hash,
    sessao: { ...sessao, isFluxoComprovante: isFluxoComprovante() },
  });
  if (decisao.tipo === 'redirecionar') return <Navigate to={decisao.destino} replace />;
  return <Outlet />;
};
