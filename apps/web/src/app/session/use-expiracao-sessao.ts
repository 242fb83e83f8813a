import { useEffect } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { agendaExpiracao, motivoEncerramentoForcado } from './expiracao.ts';
import { lerLastSignIn } from './session-storage.ts';
import { useSessao } from './session-store.ts';
import { useSair } from './use-sair.ts';

// setTimeout não aceita atrasos acima de ~24,8 dias; tokens duram bem menos, mas não estouramos.
const ATRASO_MAXIMO_MS = 2_147_483_647;

/**
 * Vigia a sessão enquanto o app está aberto: encerra na hora quando ela já nasce inválida (sem
 * lastSignIn, login antigo, token vencido) e avisa a 10, 5 e 1 minuto da expiração (spec §4, §8).
 */
export const useExpiracaoSessao = () => {
  const { isSigned, token } = useSessao();
  const sair = useSair();
  const expiraEm = token?.expiraEm ?? null;

  useEffect(() => {
    if (!isSigned) return;
    const agora = Date.now();
    if (motivoEncerramentoForcado({ lastSignIn: lerLastSignIn(), expiraEm, agora })) {
      void sair();
      return;
    }
    if (expiraEm === null) return;
    const { avisos, encerrarEmMs } = agendaExpiracao(expiraEm, agora);
    const timers = [
      ...avisos.map(({ atrasoMs, mensagem }) =>
        setTimeout(() => toast.aviso(mensagem), Math.min(atrasoMs, ATRASO_MAXIMO_MS)),
      ),
      setTimeout(() => void sair(), Math.min(encerrarEmMs, ATRASO_MAXIMO_MS)),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [isSigned, expiraEm, sair]);
};
