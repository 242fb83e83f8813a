import { useEffect, useRef } from 'react';

/**
 * Fecha um diálogo sozinho depois de `atrasoMs` enquanto ele estiver aberto. O callback fica num
 * ref para que um `onClose` recriado a cada render do pai não reinicie a contagem.
 */
export const useFechamentoAutomatico = (isOpen: boolean, onClose: () => void, atrasoMs: number) => {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => onCloseRef.current(), atrasoMs);
    return () => clearTimeout(timer);
  }, [isOpen, atrasoMs]);
};
