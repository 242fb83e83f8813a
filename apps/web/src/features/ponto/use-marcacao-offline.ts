import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import type { Localizacao } from './localizacao.ts';
import { armazenamentoPendentes, type MarcacaoPendente } from './pendentes-store.ts';
import { type PontoRegistrado, registrarPonto } from './ponto.api.ts';
import { pontoKeys } from './ponto.queries.ts';

/** Intervalo das novas tentativas de envio das marcações pendentes. */
export const INTERVALO_REENVIO_MS = 30_000;

export type ResultadoMarcacao =
  | { tipo: 'registrada'; registro: PontoRegistrado }
  | { tipo: 'pendente'; pendente: MarcacaoPendente };

/** Falha de rede (o fetch rejeita com TypeError) — diferente de uma resposta de erro do servidor. */
const isFalhaDeRede = (erro: unknown) => !isErroApi(erro);

const isSemRede = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const novoEventoId = () => crypto.randomUUID();

/**
 * Marcação com fila off-line: cada clique ganha um `eventoId`; sem rede, a marcação fica no
 * IndexedDB com a hora do dispositivo e é enviada (mesmo `eventoId`, `offline: true`) quando a
 * conexão volta: no evento `online`, ao abrir a tela e a cada INTERVALO_REENVIO_MS.
 */
export const useMarcacaoOffline = () => {
  const queryClient = useQueryClient();
  const [pendentes, setPendentes] = useState<MarcacaoPendente[]>([]);
  const [enviadas, setEnviadas] = useState<PontoRegistrado[]>([]);
  const [isOnline, setIsOnline] = useState(() => !isSemRede());
  const isSincronizandoRef = useRef(false);

  const recarregarPendentes = useCallback(async () => {
    setPendentes(await armazenamentoPendentes().listar());
  }, []);

  const invalidar = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: pontoKeys.diasResumidos });
    await queryClient.invalidateQueries({ queryKey: ['comprovantes'] });
  }, [queryClient]);

  const sincronizar = useCallback(async () => {
    if (isSincronizandoRef.current || isSemRede()) return;
    isSincronizandoRef.current = true;
    const enviadasAgora: PontoRegistrado[] = [];
    try {
      const fila = await armazenamentoPendentes().listar();
      for (const pendente of fila) {
        try {
          const registro = await registrarPonto({
            eventoId: pendente.eventoId,
            offline: true,
            dataHoraDispositivo: pendente.dataHoraDispositivo,
            ...pendente.localizacao,
          });
          await armazenamentoPendentes().remover(pendente.eventoId);
          enviadasAgora.push(registro);
        } catch (erro) {
          if (isFalhaDeRede(erro) || (isErroApi(erro) && erro.isErroServidor)) break;
          // O servidor recusou a marcação (4xx): reenviar não mudaria a resposta.
          await armazenamentoPendentes().remover(pendente.eventoId);
          const hora = dayjs(pendente.dataHoraDispositivo).format('DD/MM/YYYY HH:mm');
          toast.erro(isErroApi(erro) ? erro.mensagem : 'Marcação recusada pelo servidor.', {
            title: `Marcação off-line de ${hora} não foi aceita`,
          });
        }
      }
    } finally {
      isSincronizandoRef.current = false;
      await recarregarPendentes();
    }
    if (enviadasAgora.length > 0) {
      setEnviadas((anteriores) => [...anteriores, ...enviadasAgora]);
      toast.sucesso(
        enviadasAgora.length === 1
          ? '1 marcação off-line enviada.'
          : `${enviadasAgora.length} marcações off-line enviadas.`,
      );
      await invalidar();
    }
  }, [invalidar, recarregarPendentes]);

  useEffect(() => {
    void recarregarPendentes().then(sincronizar);
    const aoFicarOnline = () => {
      setIsOnline(true);
      void sincronizar();
    };
    const aoFicarOffline = () => setIsOnline(false);
    window.addEventListener('online', aoFicarOnline);
    window.addEventListener('offline', aoFicarOffline);
    const timer = setInterval(() => void sincronizar(), INTERVALO_REENVIO_MS);
    return () => {
      window.removeEventListener('online', aoFicarOnline);
      window.removeEventListener('offline', aoFicarOffline);
      clearInterval(timer);
    };
  }, [recarregarPendentes, sincronizar]);

  const guardarPendente = useCallback(
    async (eventoId: string, localizacao: Localizacao | null): Promise<ResultadoMarcacao> => {
      const pendente: MarcacaoPendente = {
        eventoId,
        dataHoraDispositivo: dayjs().format('YYYY-MM-DDTHH:mm:ssZ'),
        ...(localizacao ? { localizacao } : {}),
      };
      await armazenamentoPendentes().guardar(pendente);
      await recarregarPendentes();
      return { tipo: 'pendente', pendente };
    },
    [recarregarPendentes],
  );

  /**
   * Marca on-line; sem rede, guarda a marcação (com o local, se houver) para enviar depois. Erros
   * do servidor sobem (ex.: fora da cerca virtual no modo recusar).
   */
  const marcar = useCallback(
    async (localizacao: Localizacao | null = null): Promise<ResultadoMarcacao> => {
      const eventoId = novoEventoId();
      if (isSemRede()) return guardarPendente(eventoId, localizacao);
      try {
        const registro = await registrarPonto({ eventoId, ...localizacao });
        await invalidar();
        return { tipo: 'registrada', registro };
      } catch (erro) {
        if (isFalhaDeRede(erro)) {
          setIsOnline(false);
          return guardarPendente(eventoId, localizacao);
        }
        throw erro;
      }
    },
    [guardarPendente, invalidar],
  );

  return { marcar, pendentes, enviadas, isOnline, sincronizar };
};
