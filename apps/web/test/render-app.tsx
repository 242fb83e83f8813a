import type { LoginResposta } from '@jornada/contracts';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/app-providers.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { createRouterEmMemoria } from '../src/app/router.tsx';
import { type LoginAceito, sessaoStore } from '../src/app/session/session-store.ts';
import { loginRespostaFixture } from './fixtures.ts';

/** O app inteiro (rotas, guarda, layout) num roteador em memória, começando em `entrada`. */
export const renderApp = (entrada: string) => {
  const router = createRouterEmMemoria(entrada);
  const queryClient = createQueryClient();
  const resultado = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...resultado };
};

/** Sessão iniciada como se o login tivesse acabado de responder 200. */
export const entrarComo = (resposta: LoginResposta = loginRespostaFixture()) =>
  sessaoStore.concluirLogin(resposta as LoginAceito);

/** Caminho + hash atuais do roteador, como o usuário veria na barra de endereço. */
export const enderecoAtual = (router: ReturnType<typeof createRouterEmMemoria>) =>
  `${router.state.location.pathname}${router.state.location.hash}`;
