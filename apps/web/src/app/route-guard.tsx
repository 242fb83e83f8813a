import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { decidirRota } from './guard.ts';
import { isFluxoComprovante } from './session/session-storage.ts';
import { useSessao, useSessaoHidratada } from './session/session-store.ts';
import { useExpiracaoSessao } from './session/use-expiracao-sessao.ts';
import { useRenovacaoSessao } from './session/use-renovacao-sessao.ts';
import { useSincronizacaoSessao } from './session/use-sincronizacao-sessao.ts';

/**
 * Leva ao destino do guarda a cada endereço novo. Não é o <Navigate> do react-router: ele só
 * navega quando o destino muda. Logo depois do login a ida à landing espera o carregamento (lazy)
 * da tela; se nesse meio-tempo o hash muda na barra de endereço (popstate), a navigation pendente
 * é descartada, o endereço novo pede o MESMO destino, o <Navigate> já montado não navega de novo e
 * a tela fica em branco. Aqui a chave do endereço (`location.key`, nova a cada navegação, inclusive
 * POP) dispara o redirecionamento de novo, e enquanto ele não termina aparece o carregando.
 */
const Redirecionar = ({ destino }: { destino: string }) => {
  const navigate = useNavigate();
  const { key, pathname, search, hash } = useLocation();
  const atual = `${pathname}${search}${hash}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` é o gatilho: cada endereço novo (mesmo com o mesmo destino) redireciona de novo.
  useEffect(() => {
    if (destino !== atual) void navigate(destino, { replace: true });
  }, [navigate, destino, atual, key]);
  return <LoadingState label="Abrindo a página…" />;
};

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
  if (decisao.tipo === 'redirecionar') return <Redirecionar destino={decisao.destino} />;
  return <Outlet />;
};
