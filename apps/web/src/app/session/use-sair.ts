import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sairNaApi } from '../../features/auth/auth.api.ts';
import { removerInscricaoPush } from '../../features/auth/push/push.api.ts';
import { dayjs, LOCALE_DATAS } from '../../lib/dayjs.ts';
import { preferenciasLayout } from '../layout/layout-preferences.ts';
import { findUuidDispositivo, lerTokenPush } from './session-storage.ts';
import { sessaoStore } from './session-store.ts';
import type { TokenSessao } from './session-types.ts';

/** Caches do navegador (Cache Storage), quando existem: o logout não deixa dados do usuário. */
const limparCachesDoNavegador = async () => {
  if (typeof caches === 'undefined') return;
  const nomes = await caches.keys();
  await Promise.all(nomes.map((nome) => caches.delete(nome)));
};

/** No servidor: revoga o refresh token e tira este dispositivo dos avisos da conta. */
const encerrarNoServidor = async (token: TokenSessao | null, isComPush: boolean) => {
  if (!token) return;
  const uuid = findUuidDispositivo();
  await Promise.allSettled([
    sairNaApi(token),
    isComPush ? removerInscricaoPush(uuid, token.AccessToken) : Promise.resolve(),
    isComPush
      ? import('../../features/auth/push/notificacoes-push.ts').then((m) =>
          m.cancelarInscricaoLocal(),
        )
      : Promise.resolve(),
  ]);
};

export type OpcoesSair = {
  /** Para onde ir: o login (padrão) ou '/' depois de uma renovação que falhou (spec §2, §8). */
  destino?: string;
};

/**
 * Logout (spec §4): sessão fora (signed falso, captcha limpo), tema e idioma de volta ao padrão,
 * todos os dados em memória descartados, storage limpo menos lastLoggedUser e uuid, caches
 * apagados, refresh token revogado no servidor. A tela não espera a rede: a revogação segue em
 * segundo plano, e uma falha dela não prende o usuário numa sessão que localmente já acabou.
 */
export const useSair = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ destino = '/login' }: OpcoesSair = {}) => {
      const isComPush = lerTokenPush() !== null;
      const anterior = sessaoStore.encerrar();
      preferenciasLayout.redefinir();
      dayjs.locale(LOCALE_DATAS);
      queryClient.clear();
      await navigate(destino, { replace: true });
      await Promise.allSettled([
        limparCachesDoNavegador(),
        encerrarNoServidor(anterior.token, isComPush),
      ]);
    },
    [navigate, queryClient],
  );
};
