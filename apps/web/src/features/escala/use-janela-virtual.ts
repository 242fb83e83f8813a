import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Altura assumida enquanto o contêiner não foi medido (e em ambientes sem layout). */
const ALTURA_PADRAO = 600;

export type JanelaVirtual = {
  refRolagem: (elemento: HTMLDivElement | null) => void;
  onScroll: (evento: UIEvent<HTMLDivElement>) => void;
  /** Primeira linha renderizada (inclusive). */
  inicio: number;
  /** Última linha renderizada (exclusive). */
  fim: number;
  /** Leva a rolagem de volta ao topo (troca de mês ou de filtro). */
  voltarAoTopo: () => void;
};

/**
 * Virtualização por altura fixa de linha: só as linhas visíveis mais uma margem (`folga`) vão
 * para o DOM. Com 500 colaboradores × 31 dias, isso mantém umas poucas centenas de células
 * em vez de 15 mil. A altura visível acompanha o contêiner (ResizeObserver).
 */
export const useJanelaVirtual = (
  totalLinhas: number,
  alturaLinha: number,
  alturaCabecalho: number,
  folga = 6,
): JanelaVirtual => {
  const [topo, setTopo] = useState(0);
  const [altura, setAltura] = useState(ALTURA_PADRAO);
  const elementoRef = useRef<HTMLDivElement | null>(null);
  const observadorRef = useRef<ResizeObserver | null>(null);

  const refRolagem = useCallback((elemento: HTMLDivElement | null) => {
    observadorRef.current?.disconnect();
    elementoRef.current = elemento;
    if (!elemento) return;
    const medir = () => {
      if (elemento.clientHeight > 0) setAltura(elemento.clientHeight);
    };
    medir();
    if (typeof ResizeObserver !== 'undefined') {
      observadorRef.current = new ResizeObserver(medir);
      observadorRef.current.observe(elemento);
    }
  }, []);

  useEffect(() => () => observadorRef.current?.disconnect(), []);

  const onScroll = useCallback((evento: UIEvent<HTMLDivElement>) => {
    setTopo(evento.currentTarget.scrollTop);
  }, []);

  const voltarAoTopo = useCallback(() => {
    if (elementoRef.current) elementoRef.current.scrollTop = 0;
    setTopo(0);
  }, []);

  // O cabeçalho é fixo (sticky) e cobre o topo da área visível: o corpo visível vai de
  // `topo` a `topo + altura - alturaCabecalho`.
  const primeiraVisivel = Math.floor(topo / alturaLinha);
  const visiveis = Math.ceil(Math.max(0, altura - alturaCabecalho) / alturaLinha) + 1;
  const inicio = Math.max(0, primeiraVisivel - folga);
  const fim = Math.min(totalLinhas, primeiraVisivel + visiveis + folga);
  return { refRolagem, onScroll, inicio, fim, voltarAoTopo };
};
