import { useEffect, useState } from 'react';

/**
 * O instante atual, renovado a cada `intervaloMs`. O relógio da tela é só informativo: a hora que
 * vale é a que o servidor grava na marcação.
 */
export const useAgora = (intervaloMs = 1000): Date => {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAgora(new Date()), intervaloMs);
    return () => clearInterval(timer);
  }, [intervaloMs]);
  return agora;
};
