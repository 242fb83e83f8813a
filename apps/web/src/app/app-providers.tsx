import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CaptchaSobDemanda } from '../features/auth/captcha/captcha-sob-demanda.tsx';
import { solicitarCaptcha } from '../features/auth/captcha/captcha-store.ts';
import { LOCALE_DATAS } from '../lib/dayjs.ts';
import { configurarApi } from '../lib/http/api-fetch.ts';
import { usePreferenciasLayout } from './layout/layout-preferences.ts';
import { NotificacoesSobDemanda } from './notificacoes-sob-demanda.tsx';
import { lerUsuarioId } from './session/session-storage.ts';
import { sessaoStore } from './session/session-store.ts';
import { resolverVariaveisCss, tema } from './theme.ts';

// O cliente HTTP (lib/) não conhece a sessão: aqui ele aprende de onde vêm token, usuário e
// captcha, e qual tela resolve o desafio quando o servidor responde 405 (spec §7).
configurarApi({
  findAccessToken: () => sessaoStore.obter().token?.AccessToken ?? null,
  findUsuarioId: lerUsuarioId,
  findCaptchaToken: () => sessaoStore.obter().captchaToken,
  guardarCaptchaToken: sessaoStore.guardarCaptchaToken,
  onCaptchaChallenge: solicitarCaptcha,
});

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** 'test' desliga transições e portais do Mantine (testes de componente). */
  env?: 'default' | 'test';
  children: ReactNode;
};

export const AppProviders = ({ queryClient, env = 'default', children }: AppProvidersProps) => {
  const { esquemaCores } = usePreferenciasLayout();
  return (
    <MantineProvider
      theme={tema}
      cssVariablesResolver={resolverVariaveisCss}
      forceColorScheme={esquemaCores}
      env={env}
    >
      <DatesProvider settings={{ locale: LOCALE_DATAS, firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          <NotificacoesSobDemanda position="top-right" />
          <CaptchaSobDemanda />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
};
