import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { CercasVirtuaisPage } from './cercas-virtuais-page.tsx';
import { urlOpenStreetMap } from './mapa-geometria.ts';

const envelope = (data: unknown) => ({ body: { success: true, data, error: null, message: null } });
const circulo = {
  id: 9,
  filialId: 1,
  nome: 'Loja Centro',
  forma: { tipo: 'circulo', latitude: -23.5503, longitude: -46.6339, raioMetros: 300 },
};
const fora = {
  marcacaoId: 41,
  usuarioId: 12,
  nome: 'Paula Andrade',
  matricula: '1003',
  filialNome: 'Loja Centro',
  dataHora: '2026-11-16T11:02:00.000Z',
  origem: 'navegador',
  latitude: -23.5395,
  longitude: -46.6339,
  precisaoMetros: 25,
  distanciaCercaMetros: 901,
  cercas: [circulo],
};

afterEach(() => vi.unstubAllGlobals());

describe('fila de revisão das marcações fora da cerca', () => {
  it('desenha a cerca, o ponto e a precisão de cada marcação, com o link para o mapa', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/cerca-virtual/filiais': () => envelope([]),
      'GET /api/cerca-virtual/excecoes': () => envelope([]),
      'GET /api/cerca-virtual/marcacoes/fora-da-cerca': (req) =>
        envelope(req.url.searchParams.get('inicio') === '2026-10-01' ? [] : [fora]),
    });
    renderComProviders(<CercasVirtuaisPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Fora da cerca (revisão)' }));
    const cartao = await screen.findByRole('article', { name: /Marcação de Paula Andrade em/ });
    expect(within(cartao).getByText('Matrícula 1003 · Loja Centro')).toBeInTheDocument();
    expect(within(cartao).getByText('A 901 m da cerca')).toBeInTheDocument();
    const mapa = within(cartao).getByRole('img', { name: /Mapa da marcação de Paula Andrade/ });
    expect(within(mapa).getAllByTestId('cerca-circulo')).toHaveLength(1);
    expect(within(mapa).getByTestId('precisao')).toBeInTheDocument();
    expect(within(cartao).getByText(/precisão de 25 m/)).toBeInTheDocument();
    expect(within(cartao).getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      urlOpenStreetMap({ latitude: -23.5395, longitude: -46.6339 }),
    );
    const pedido = chamadas.find((c) => c.url.pathname.endsWith('/fora-da-cerca'));
    expect(pedido?.url.searchParams.get('inicio')).toMatch(/^\d{4}-\d{2}-01$/);

    const de = screen.getByLabelText('De');
    await userEvent.clear(de);
    await userEvent.type(de, '01/10/2026');
    const ate = screen.getByLabelText('Até');
    await userEvent.clear(ate);
    await userEvent.type(ate, '31/10/2026');
    expect(await screen.findByText('Nenhuma marcação fora da cerca')).toBeInTheDocument();
  });
});
