import type { AtivacaoQuiosque, IdentificacaoQuiosque, MarcacaoQuiosque } from '@jornada/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { filaQuiosque, type MarcacaoGuardada } from './aparelho-store.ts';
import { assinarEvento } from './assinatura.ts';
import { marcarNoAparelho } from './quiosque.api.ts';

/** Intervalo das novas tentativas de envio da fila off-line. */
export const INTERVALO_REENVIO_MS = 20_000;

export type ResultadoQuiosque =
  | { tipo: 'registrada'; marcacao: MarcacaoQuiosque }
  | { tipo: 'guardada' };

const isSemRede = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isFalhaDeRede = (erro: unknown) => !isErroApi(erro);

/**
 * Marcação do quiosque com fila off-line: cada marcação leva `eventoId` e a hora do aparelho
 * assinadas (HMAC); sem rede, vai para o IndexedDB e é enviada em ordem (`offline: true`) quando
 * a conexão volta. O servidor devolve a mesma marcação para um `eventoId` repetido.
 */
export const useFilaQuiosque = (ativacao: AtivacaoQuiosque | null, aoRevogar: () => void) => {
  const [pendentes, setPendentes] = useState(0);
  const [recusadas, setRecusadas] = useState(0);
  const [isOnline, setIsOnline] = useState(() => !isSemRede());
  const enviando = useRef(false);

  const recarregar = useCallback(async () => {
    setPendentes((await filaQuiosque().listar()).length);
  }, []);

  const sincronizar = useCallback(async () => {
    if (!ativacao || enviando.current || isSemRede()) return;
    enviando.current = true;
    try {
      for (const m of await filaQuiosque().listar()) {
        try {
          await marcarNoAparelho(ativacao.token, m);
          await filaQuiosque().remover(m.eventoId);
        } catch (erro) {
          if (isFalhaDeRede(erro) || (isErroApi(erro) && erro.isErroServidor)) break;
          if (isErroApi(erro) && erro.status === 401) {
            aoRevogar();
            break;
          }
          // Recusada pelo servidor (PIN errado, QR vencido…): reenviar não mudaria a resposta.
          await filaQuiosque().remover(m.eventoId);
          setRecusadas((n) => n + 1);
        }
      }
    } finally {
      enviando.current = false;
      await recarregar();
    }
  }, [ativacao, aoRevogar, recarregar]);

  useEffect(() => {
    void recarregar().then(sincronizar);
    const online = () => {
      setIsOnline(true);
      void sincronizar();
    };
    const offline = () => setIsOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const timer = setInterval(() => void sincronizar(), INTERVALO_REENVIO_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearInterval(timer);
    };
  }, [recarregar, sincronizar]);

  const marcar = useCallback(
    async (identificacao: IdentificacaoQuiosque): Promise<ResultadoQuiosque> => {
      if (!ativacao) throw new Error('Quiosque não ativado.');
      const eventoId = crypto.randomUUID();
      const dataHoraDispositivo = dayjs().format('YYYY-MM-DDTHH:mm:ssZ');
      const assinatura = await assinarEvento(ativacao.chaveHmac, eventoId, dataHoraDispositivo);
      const evento = { ...identificacao, eventoId, dataHoraDispositivo, assinatura };
      const guardar = async (): Promise<ResultadoQuiosque> => {
        const m: MarcacaoGuardada = { ...evento, offline: true };
        await filaQuiosque().guardar(m);
        await recarregar();
        return { tipo: 'guardada' };
      };
      if (isSemRede()) return guardar();
      try {
        return { tipo: 'registrada', marcacao: await marcarNoAparelho(ativacao.token, evento) };
      } catch (erro) {
        if (!isFalhaDeRede(erro)) throw erro;
        setIsOnline(false);
        return guardar();
      }
    },
    [ativacao, recarregar],
  );

  return { marcar, pendentes, recusadas, isOnline, sincronizar };
};
