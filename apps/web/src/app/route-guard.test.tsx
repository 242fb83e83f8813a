import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderComProviders } from '../../test/render.tsx';
import { enderecoAtual, entrarComo } from '../../test/render-app.tsx';
import { useRotaHash } from './hash-location.ts';
import { RouteGuard } from './route-guard.tsx';

const WEB_PONTO = '/#/dashboard/minhas-rotinas/web-ponto';

const Painel = () => <p>Painel {useRotaHash()}</p>;

/** Tela do painel carregada sob demanda (lazy) que o teste libera quando quiser. */
const painelAdiado = () => {
  let liberar = () => {};
  const carregado = new Promise<{ Component: typeof Painel }>((resolve) => {
    liberar = () => resolve({ Component: Painel });
  });
  return { lazy: () => carregado, liberar };
};

describe('guarda de rotas: redirecionamento a cada endereço novo', () => {
  it('hash trocado na barra de endereço enquanto a ida à landing espera a tela: ainda redireciona', async () => {
    entrarComo();
    const painel = painelAdiado();
    // '/home' não é do colaborador: o guarda o manda à landing, cuja tela (lazy) ainda carrega.
    const router = createMemoryRouter(
      [
        {
          element: <RouteGuard />,
          children: [
            { path: 'home', element: <p>Início</p> },
            { path: '*', lazy: painel.lazy },
          ],
        },
      ],
      { initialEntries: ['/#/dashboard/admin/billing', '/home'], initialIndex: 1 },
    );
    renderComProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('Abrindo a página…')).toBeInTheDocument();

    // Como a barra de endereço: um POP para um hash que o colaborador não tem, antes da tela vir.
    await act(async () => {
      void router.navigate(-1);
    });
    await act(async () => painel.liberar());

    expect(await screen.findByText('Painel /dashboard/minhas-rotinas/web-ponto')).toBeVisible();
    expect(enderecoAtual(router)).toBe(WEB_PONTO);
  });

  it('hash permitido trocado logo depois do login abre a tela pedida', async () => {
    entrarComo();
    const painel = painelAdiado();
    const router = createMemoryRouter(
      [
        {
          element: <RouteGuard />,
          children: [
            { path: 'home', element: <p>Início</p> },
            { path: '*', lazy: painel.lazy },
          ],
        },
      ],
      {
        initialEntries: ['/#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova', '/home'],
        initialIndex: 1,
      },
    );
    renderComProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('Abrindo a página…')).toBeInTheDocument();
    await act(async () => {
      void router.navigate(-1);
    });
    await act(async () => painel.liberar());

    expect(
      await screen.findByText('Painel /dashboard/minhas-rotinas/minhas-ferias/programacao/nova'),
    ).toBeVisible();
  });
});
