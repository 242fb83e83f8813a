import { lazy, Suspense, useEffect, useState } from 'react';
import { useCaptchaAberto } from './captcha-store.ts';

const CaptchaDialog = lazy(async () => ({
  default: (await import('./captcha-dialog.tsx')).CaptchaDialog,
}));

/**
 * A janela do captcha (Modal do Mantine e o schema do desafio) só desce quando o servidor pede a
 * verificação: a tela de login abre sem ela. Aberta uma vez, fica montada para a animação de
 * fechar e para a próxima vez.
 */
export const CaptchaSobDemanda = () => {
  const isAberto = useCaptchaAberto();
  const [isUsada, setUsada] = useState(isAberto);
  useEffect(() => {
    if (isAberto) setUsada(true);
  }, [isAberto]);
  if (!isAberto && !isUsada) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaDialog />
    </Suspense>
  );
};
