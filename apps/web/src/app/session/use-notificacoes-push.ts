import { useEffect } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { useSessao } from './session-store.ts';

// Uma vez por pessoa a cada carga da página: o aviso não se repete a cada tela.
const tentados = new Set<number>();

/**
 * Notificações Web Push depois de entrar (spec §3, §7): em telas acima de 768 px, com a permissão
 * já concedida, renova a inscrição (token e uuid); com ela negada, mostra o aviso do spec §8. Ainda
 * não decidida, quem pede é o botão "Ativar notificações" do cabeçalho (um clique da pessoa).
 * Sessões de suporte (HQ, sem refresh token) não inscrevem o navegador do suporte nos avisos do
 * cliente. O módulo de push é carregado sob demanda.
 */
export const useNotificacoesPush = () => {
  const { isSigned, usuario, token } = useSessao();
  const usuarioId = usuario?.Id ?? null;
  const isSessaoPropria = Boolean(token?.RefreshToken);

  useEffect(() => {
    if (!isSigned || usuarioId === null || !isSessaoPropria || tentados.has(usuarioId)) return;
    tentados.add(usuarioId);
    const configurar = async () => {
      const push = await import('../../features/auth/push/notificacoes-push.ts');
      const estado = push.estadoPush(window.innerWidth);
      if (estado === 'denied') {
        toast.info(push.MENSAGEM_PUSH_DESLIGADO);
        return;
      }
      if (estado !== 'granted') return;
      try {
        await push.configurarNotificacoesPush(window.innerWidth);
      } catch (erro) {
        // O serviço de push do navegador pode estar fora do ar: o app segue sem avisos.
        console.warn('Notificações indisponíveis neste navegador:', erro);
      }
    };
    void configurar();
  }, [isSigned, usuarioId, isSessaoPropria]);
};
