import { useEffect } from 'react';
import { atualizarRecursosNaApi } from '../../features/auth/auth.api.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CHAVES_SESSAO } from './session-storage.ts';
import { sessaoStore, useSessao } from './session-store.ts';
import { useSair } from './use-sair.ts';

/**
 * Mantém a sessão da aba em dia:
 * - outra aba entrou, renovou ou saiu (evento `storage` na chave do estado): relê o estado; saída
 *   em outra aba encerra esta também, com os dados em memória;
 * - sessão restaurada de uma recarga: GET /recurso/update traz menus e permissões atuais (um perfil
 *   pode ter mudado desde o login). 401 ali é sessão morta: encerra e vai para '/'.
 */
export const useSincronizacaoSessao = () => {
  const { isSigned } = useSessao();
  const sair = useSair();

  useEffect(() => {
    const aoMudarStorage = (evento: StorageEvent) => {
      if (evento.key !== null && evento.key !== CHAVES_SESSAO.estado) return;
      if (evento.newValue === null && sessaoStore.obter().isSigned) {
        void sair();
        return;
      }
      void sessaoStore.hidratar();
    };
    window.addEventListener('storage', aoMudarStorage);
    return () => window.removeEventListener('storage', aoMudarStorage);
  }, [sair]);

  useEffect(() => {
    if (!isSigned || !sessaoStore.isRestaurada()) return;
    // HQ não é renovada pelo servidor (sessão de suporte, sem refresh token).
    if (!sessaoStore.obter().token?.RefreshToken) return;
    let isAtual = true;
    atualizarRecursosNaApi()
      .then((dados) => {
        if (isAtual) sessaoStore.atualizarRecursos(dados);
      })
      .catch(async (erro: unknown) => {
        if (isAtual && isErroApi(erro) && erro.status === 401) await sair({ destino: '/' });
      });
    return () => {
      isAtual = false;
    };
  }, [isSigned, sair]);
};
