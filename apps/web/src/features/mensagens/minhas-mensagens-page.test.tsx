import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { abertaFixture, B, LIMITE, ok, recebidaFixture } from './mensagens.fixtures.ts';
import { MinhasMensagensPage } from './minhas-mensagens-page.tsx';

const caixa = (itens = [recebidaFixture()], naoLidas = 1) =>
  ok({ itens, total: itens.length, naoLidas, pageNumber: 1, pageSize: 25 });

describe('minhas mensagens', LIMITE, () => {
  it('mostra as não lidas, abre a mensagem e confirma a leitura', async () => {
    let lida = false;
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/caixa`]: () =>
        lida ? caixa([recebidaFixture({ lidaEm: '2026-11-16T13:31:00.000Z' })], 0) : caixa(),
      [`GET ${B}/caixa/7`]: () => {
        lida = true;
        return ok(abertaFixture());
      },
      [`POST ${B}/caixa/7/confirmar`]: () =>
        ok(abertaFixture({ confirmadaEm: '2026-11-16T13:32:00.000Z' })),
    });
    renderComProviders(<MinhasMensagensPage />);
    expect(await screen.findByText('1 não lida')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir mensagem Novo regulamento' }));
    expect(await screen.findByText('Leia o regulamento e confirme.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('1 não lida')).not.toBeInTheDocument());
    const dialogo = screen.getByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar leitura' }));
    expect(await within(dialogo).findByText('Lida e confirmada')).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(true);
  });

  it('caixa vazia e falha ao carregar', async () => {
    instalarFakeFetch({ [`GET ${B}/caixa`]: () => caixa([], 0) });
    const { unmount } = renderComProviders(<MinhasMensagensPage />);
    expect(await screen.findByText('Nenhuma mensagem')).toBeInTheDocument();
    unmount();
    instalarFakeFetch({
      [`GET ${B}/caixa`]: () => ({ status: 400, body: corpoErro400('Sessão sem permissão.') }),
    });
    renderComProviders(<MinhasMensagensPage />);
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Erro');
    expect(alerta).toHaveTextContent('Sessão sem permissão.');
  });
});
