import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import { sessaoStore } from './session-store.ts';
import { useRenovacaoSessao } from './use-renovacao-sessao.ts';

const Vigiada = () => {
  useRenovacaoSessao();
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

const decodificar = (data: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0))));

const entrarPor15Minutos = () =>
  entrarComo(
    loginRespostaFixture({ Token: { AccessToken: 'a1', ExpiresIn: 15 * 60, RefreshToken: 'r1' } }),
  );

describe('renovação da sessão pelo refresh token', () => {
  it('com uso, renova antes de expirar: POST /sign-in com o refresh token e adota o novo', async () => {
    vi.useFakeTimers();
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/sign-in': () => ({
        body: { Token: { AccessToken: 'a2', ExpiresIn: 3600, RefreshToken: 'r2' } },
      }),
    });
    entrarPor15Minutos();
    renderVigiada();
    fireEvent.pointerDown(window);
    await avancar(4 * 60_000 + 10);

    // A sessão gravada é decifrada com WebCrypto (assíncrono de verdade, fora dos timers falsos).
    const renovacao = await vi.waitFor(() => {
      const chamada = chamadas.find((c) => c.url.pathname === '/api/auth/sign-in');
      if (!chamada) throw new Error('a renovação não foi chamada');
      return chamada;
    });
    expect(renovacao.headers.has('authorization')).toBe(false);
    expect(decodificar((renovacao.body as { data: string }).data)).toEqual({
      email: 'maria@empresa.com.br',
      grantType: 'refreshToken',
      refreshToken: 'r1',
    });
    // A resposta é lida pelos schemas carregados sob demanda (auth.schemas.ts): a primeira carga
    // do módulo no Vitest passa de 1 s (o prazo padrão do waitFor) numa máquina ocupada.
    await vi.waitFor(
      () =>
        expect(sessaoStore.obter()).toMatchObject({
          isSigned: true,
          token: { AccessToken: 'a2', RefreshToken: 'r2' },
        }),
      { timeout: 15_000 },
    );
  });

  it('ociosa não renova; a primeira atividade antes de expirar renova', async () => {
    vi.useFakeTimers();
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/sign-in': () => ({
        body: { Token: { AccessToken: 'a2', ExpiresIn: 3600, RefreshToken: 'r2' } },
      }),
    });
    entrarPor15Minutos();
    renderVigiada();
    await avancar(6 * 60_000);
    expect(chamadas.some((c) => c.url.pathname === '/api/auth/sign-in')).toBe(false);
    fireEvent.keyDown(window, { key: 'a' });
    await avancar(10);
    await vi.waitFor(
      () => {
        expect(chamadas.filter((c) => c.url.pathname === '/api/auth/sign-in')).toHaveLength(1);
        expect(sessaoStore.obter().token?.AccessToken).toBe('a2');
      },
      { timeout: 15_000 },
    );
  });

  it('renovação recusada encerra a sessão e vai para /', async () => {
    vi.useFakeTimers();
    instalarFakeFetch({
      'POST /api/auth/sign-in': () => ({
        status: 401,
        body: { Mensagem: 'Sessão expirada. Entre novamente.' },
      }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    entrarPor15Minutos();
    const router = renderVigiada();
    fireEvent.pointerDown(window);
    await avancar(4 * 60_000 + 10);
    await vi.waitFor(() => {
      expect(sessaoStore.obter()).toMatchObject({ isSigned: false, token: null });
      expect(router.state.location.pathname).toBe('/');
    });
    expect(screen.getByText('Tela privada')).toBeInTheDocument();
  });
});
