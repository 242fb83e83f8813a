import { type ReactNode, useEffect, useRef, useState } from 'react';

export type TabelaRolavelProps = {
  /** Nome da região rolável, lido por leitores de tela (ex.: 'Comprovantes'). */
  rotulo: string;
  children: ReactNode;
};

/**
 * Contêiner de tabela que rola na horizontal quando a tela é estreita (celular, 360 px): a página
 * não ganha rolagem lateral, só a tabela. Enquanto transborda, a região entra na ordem do Tab
 * para rolar pelo teclado (WCAG 2.1.1); sem transbordo, não cria parada de foco à toa.
 */
export const TabelaRolavel = ({ rotulo, children }: TabelaRolavelProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [isTransbordando, setTransbordando] = useState(false);

  useEffect(() => {
    const elemento = ref.current;
    if (!elemento || typeof ResizeObserver === 'undefined') return;
    const medir = () => setTransbordando(elemento.scrollWidth > elemento.clientWidth + 1);
    const observador = new ResizeObserver(medir);
    observador.observe(elemento);
    if (elemento.firstElementChild) observador.observe(elemento.firstElementChild);
    medir();
    return () => observador.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      data-testid="tabela-rolavel"
      {...(isTransbordando ? { role: 'region', 'aria-label': rotulo, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
};
