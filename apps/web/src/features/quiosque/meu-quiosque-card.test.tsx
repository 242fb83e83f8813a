import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { MeuQuiosqueCard } from './meu-quiosque-card.tsx';

const env = <T,>(data: T) => ({ body: { success: true, data, error: null, message: null } });

afterEach(() => vi.unstubAllGlobals());

describe('PIN e QR do quiosque no painel', () => {
  it('confere a confirmação e salva o PIN', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/quiosque/meu': () => env({ temPin: false, pinDefinidoEm: null, temCartao: false }),
      'PUT /api/quiosque/meu/pin': () => env(null),
    });
    renderComProviders(<MeuQuiosqueCard />);
    await userEvent.type(screen.getByLabelText('Novo PIN'), '2468');
    await userEvent.type(screen.getByLabelText('Confirme o PIN'), '2469');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A confirmação não confere');
    await userEvent.clear(screen.getByLabelText('Confirme o PIN'));
    await userEvent.type(screen.getByLabelText('Confirme o PIN'), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar PIN' }));
    await vi.waitFor(() =>
      expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({ pin: '2468' }),
    );
  });

  it('mostra o QR dinâmico do colaborador', async () => {
    instalarFakeFetch({
      'GET /api/quiosque/meu': () =>
        env({ temPin: true, pinDefinidoEm: '2026-11-10T12:00:00Z', temCartao: false }),
      'GET /api/quiosque/meu/qr': () =>
        env({
          conteudo: 'JQD.2.5.59000000.0123456789abcdef0123',
          expiraEm: '2099-01-01T00:00:00Z',
          validadeSegundos: 30,
        }),
    });
    renderComProviders(<MeuQuiosqueCard />);
    expect(await screen.findByText(/PIN definido em 10\/11\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar QR do quiosque' }));
    expect(await screen.findByRole('img', { name: 'QR do quiosque' })).toBeInTheDocument();
  });
});
