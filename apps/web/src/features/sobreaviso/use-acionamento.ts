import { useCallback, useState } from 'react';

/** Uma escala gerada pela alocação: início e fim locais (AAAA-MM-DDTHH:MM). */
export type Escala = { inicio: string; fim: string };

/** O início está dentro de alguma escala planejada (então a API acha a regra sozinha). */
export const isNaEscala = (escalas: readonly Escala[], inicio: string) =>
  escalas.some((e) => e.inicio <= inicio && inicio < e.fim);

const chave = (usuarioId: number) => `jornada.sobreaviso.acionamento-em-andamento.${usuarioId}`;
const FORMATO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const ler = (usuarioId: number): string | null => {
  try {
    const valor = localStorage.getItem(chave(usuarioId));
    return valor && FORMATO.test(valor) ? valor : null;
  } catch {
    return null;
  }
};

/**
 * O início de um acionamento em andamento fica neste aparelho (o celular de quem foi acionado):
 * sobrevive a fechar o navegador e só vai ao servidor junto com o fim, no "Encerrar e enviar".
 */
export const useInicioEmAndamento = (usuarioId: number) => {
  const [inicio, setInicio] = useState<string | null>(() => ler(usuarioId));
  const definir = useCallback(
    (valor: string | null) => {
      setInicio(valor);
      try {
        if (valor) localStorage.setItem(chave(usuarioId), valor);
        else localStorage.removeItem(chave(usuarioId));
      } catch {
        // Sem armazenamento local (modo privado): o início vale só enquanto a tela está aberta.
      }
    },
    [usuarioId],
  );
  return [inicio, definir] as const;
};
