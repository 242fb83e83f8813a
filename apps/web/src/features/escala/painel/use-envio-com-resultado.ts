import { useCallback, useEffect, useRef, useState } from 'react';
import { type LinhasProblema, linhasDoProblema, mensagemDoServidor } from '../acao.ts';

/** Depois de cada resposta, os botões voltam a funcionar só após 1 s (spec §2, §9). */
export const ATRASO_REABILITAR_MS = 1000;

export type EnvioComResultado = {
  /** Pedido em andamento (botão com carregamento). */
  isEnviando: boolean;
  /** Do clique até 1 s depois da resposta: botões desabilitados, nada é reenviado. */
  isBloqueado: boolean;
  problema: LinhasProblema | null;
  fecharProblema: () => void;
  executar: (
    pedido: () => Promise<{ mensagem: string | null }>,
    textos: { falha: string; sucesso: string },
  ) => Promise<void>;
};

/**
 * Resultado das ações do painel: sucesso chama `onSucesso` com a mensagem do servidor (ou a
 * padrão); falha abre 'ESCALAS COM PROBLEMAS' com a mensagem do servidor ou o texto do spec §8.
 */
export const useEnvioComResultado = (onSucesso: (mensagem: string) => void): EnvioComResultado => {
  const [isEnviando, setEnviando] = useState(false);
  const [isBloqueado, setBloqueado] = useState(false);
  const [problema, setProblema] = useState<LinhasProblema | null>(null);
  const bloqueadoRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSucessoRef = useRef(onSucesso);
  onSucessoRef.current = onSucesso;

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  const executar = useCallback<EnvioComResultado['executar']>(async (pedido, textos) => {
    if (bloqueadoRef.current) return;
    bloqueadoRef.current = true;
    setBloqueado(true);
    setEnviando(true);
    try {
      const { mensagem } = await pedido();
      onSucessoRef.current(mensagem ?? textos.sucesso);
    } catch (erro) {
      setProblema(linhasDoProblema(mensagemDoServidor(erro) ?? textos.falha));
    } finally {
      setEnviando(false);
      timerRef.current = setTimeout(() => {
        bloqueadoRef.current = false;
        setBloqueado(false);
      }, ATRASO_REABILITAR_MS);
    }
  }, []);

  const fecharProblema = useCallback(() => setProblema(null), []);
  return { isEnviando, isBloqueado, problema, fecharProblema, executar };
};
