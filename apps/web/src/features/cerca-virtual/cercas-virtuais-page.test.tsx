import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { MapaCerca } from './mapa-cerca.tsx';
import { escalaRedonda, urlOpenStreetMap } from './mapa-geometria.ts';

const PAGINA = '/#/dashboard/admin/cercas-virtuais';

const envelope = (data: unknown, message: string | null = null) => ({
  body: { success: true, data, error: null, message },
});

const filial = (cercas: unknown[] = []) => ({
  filialId: 1,
  filialNome: 'Loja Centro',
  configurada: true,
  modo: 'aceitar',
  toleranciaMetros: 50,
  cercas,
});

const circulo = {
  id: 9,
  filialId: 1,
  nome: 'Loja Centro',
  forma: { tipo: 'circulo', latitude: -23.5503, longitude: -46.6339, raioMetros: 300 },
};

const entrarRh = () =>
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [item('/dashboard/admin/cercas-virtuais', 'Cercas virtuais')],
    }),
  );

const rotasBase = (filiais: () => unknown[]) => ({
  'GET /api/cerca-virtual/filiais': () => envelope(filiais()),
  'GET /api/cerca-virtual/excecoes': () => envelope([]),
  'GET /api/cerca-virtual/pessoas': () => envelope([{ id: 5, nome: 'Ana Lima' }]),
});

describe('cercas virtuais (RH)', { timeout: 20_000 }, () => {
  it('lista a filial com a cerca, o modo e o mapa desenhado sem mapas externos', async () => {
    entrarRh();
    instalarFakeFetch(rotasBase(() => [filial([circulo])]));
    renderApp(PAGINA);
    const tabela = await screen.findByRole('table', { name: 'Cercas da filial Loja Centro' });
    expect(tabela).toHaveTextContent('Círculo, raio de 300 m');
    expect(
      screen.getByRole('img', { name: 'Mapa das cercas da filial Loja Centro' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tolerância (metros)')).toHaveValue('50');
    expect(screen.getByText('Nenhuma exceção')).toBeInTheDocument();
  });

  it('cria uma cerca circular e valida os campos em pt-BR', async () => {
    entrarRh();
    let cercas: unknown[] = [];
    const { chamadas } = instalarFakeFetch({
      ...rotasBase(() => [filial(cercas)]),
      'POST /api/cerca-virtual/cercas': (req) => {
        cercas = [{ ...circulo, ...(req.body as object) }];
        return envelope(cercas[0], 'Cerca virtual criada.');
      },
    });
    renderApp(PAGINA);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova cerca em Loja Centro' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar cerca' }));
    expect(await screen.findByText('Nome: informe um nome para a cerca.')).toBeInTheDocument();
    expect(screen.getByText(/Latitude: informe graus decimais/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Depósito');
    await userEvent.type(screen.getByLabelText('Latitude do centro'), '-23,55');
    await userEvent.type(screen.getByLabelText('Longitude do centro'), '-46,63');
    expect(await screen.findByRole('img', { name: 'Prévia da cerca' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar cerca' }));
    await screen.findByRole('table', { name: 'Cercas da filial Loja Centro' });
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      filialId: 1,
      nome: 'Depósito',
      forma: { tipo: 'circulo', latitude: -23.55, longitude: -46.63, raioMetros: 200 },
    });
  });

  it('polígono com menos de 3 vértices é recusado no formulário', async () => {
    entrarRh();
    instalarFakeFetch(rotasBase(() => [filial()]));
    renderApp(PAGINA);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova cerca em Loja Centro' }));
    await userEvent.type(await screen.findByLabelText(/^Nome/), 'Galpão');
    await userEvent.click(screen.getByRole('radio', { name: 'Polígono' }));
    await userEvent.type(screen.getByLabelText('Vértices'), '-23,55; -46,63{enter}-23,56; -46,63');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar cerca' }));
    expect(await screen.findByText('Vértices: informe pelo menos 3 vértices.')).toBeInTheDocument();
  });

  it('salva modo e tolerância da filial', async () => {
    entrarRh();
    const { chamadas } = instalarFakeFetch({
      ...rotasBase(() => [filial([circulo])]),
      'PUT /api/cerca-virtual/filiais/1/configuracao': (req) =>
        envelope({ ...filial([circulo]), ...(req.body as object) }, 'Configuração salva.'),
    });
    renderApp(PAGINA);
    const tolerancia = await screen.findByLabelText('Tolerância (metros)');
    await userEvent.clear(tolerancia);
    await userEvent.type(tolerancia, '80');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configuração' }));
    expect(await screen.findByText('Configuração salva.')).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ modo: 'aceitar', toleranciaMetros: 80 });
  });
});

describe('mapa da cerca', () => {
  it('desenha cerca, ponto, precisão, escala e o link "Abrir no mapa"', () => {
    renderComProviders(
      <MapaCerca
        cercas={[circulo.forma as never]}
        ponto={{ latitude: -23.5403, longitude: -46.6339 }}
        precisaoMetros={25}
        isForaDaCerca
        rotulo="Mapa da marcação"
      />,
    );
    const mapa = screen.getByRole('img', { name: 'Mapa da marcação' });
    expect(within(mapa).getAllByTestId('cerca-circulo')).toHaveLength(1);
    expect(within(mapa).getByTestId('precisao')).toBeInTheDocument();
    expect(screen.getByText(/-23,540300, -46,633900/)).toBeInTheDocument();
    expect(screen.getByText(/precisão de 25 m/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      urlOpenStreetMap({ latitude: -23.5403, longitude: -46.6339 }),
    );
  });

  it.each([
    { maximo: 430, esperado: 200 },
    { maximo: 90, esperado: 50 },
    { maximo: 1800, esperado: 1000 },
  ])('escala redonda até $maximo m → $esperado m', ({ maximo, esperado }) => {
    expect(escalaRedonda(maximo)).toBe(esperado);
  });
});
