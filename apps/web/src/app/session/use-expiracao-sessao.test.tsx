import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import { useExpiracaoSessao } from './use-expiracao-sessao.ts';

const Vigiada = () => {
  useExpiracaoSessao();
  return <p>Tela privada</p>;
};

const renderVigiada = () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Vigiada /> },
      { path: '/login', element: <p>Tela de login</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderComProviders(<RouterProvider router={router} />);
  return router;
};

const avancar = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('expiração da sessão', () => {
  it('avisa a 10, 5 e 1 minuto e encerra a sessão ao expirar', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    entrarComo(
      loginRespostaFixture({ Token: { AccessToken: 'a', ExpiresIn: 11 * 60, RefreshToken: 'r' } }),
    );
    const router = renderVigiada();
    expect(screen.getByText('Tela privada')).toBeInTheDocument();

    await avancar(60_000);
    expect(screen.getByText('Faltam 10 minutos para expirar a sua sessão')).toBeInTheDocument();
    await avancar(5 * 60_000);
    expect(screen.getByText('Faltam 5 minutos para expirar a sua sessão')).toBeInTheDocument();
    await avancar(4 * 60_000);
    expect(screen.getByText('Falta 1 minuto para expirar a sua sessão')).toBeInTheDocument();
    await avancar(60_000);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Tela de login')).toBeInTheDocument();
  });

  it('sessão aberta sem lastSignIn é encerrada na hora', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    entrarComo();
    localStorage.removeItem('lastSignIn');
    const router = renderVigiada();
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
