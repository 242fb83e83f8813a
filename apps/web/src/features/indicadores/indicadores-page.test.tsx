import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { montarCsv } from './exportar.ts';

const LIMITE = { timeout: 60_000 };

// A página desce sob demanda (lazy) com o recharts: a primeira transformação do chunk no Vitest
// leva segundos; carregada antes, os testes não dependem de quanto ela demora.
beforeAll(async () => {
  await import('./indicadores-page.tsx');
}, 180_000);
const I = '/api/indicadores';

const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

const horasExtras = {
  items: [
    {
      competencia: '2026-10',
      departamentoId: 1,
      departamento: 'Loja Centro',
      pessoas: 4,
      extrasMinutos: 150,
      custoMinutos: 225,
    },
    {
      competencia: '2026-10',
      departamentoId: 2,
      departamento: 'Centro de distribuição',
      pessoas: 3,
      extrasMinutos: 60,
      custoMinutos: 120,
    },
  ],
};
const absenteismo = {
  items: [
    {
      competencia: '2026-10',
      pessoas: 7,
      previstoMinutos: 73_920,
      faltasMinutos: 1056,
      atrasosMinutos: 240,
      diasFalta: 2,
      taxaAbsenteismo: 1.43,
      taxaAtrasos: 0.32,
    },
  ],
};
const bancoHoras = {
  hoje: '2026-11-16',
  pessoas: 3,
  faixas: [
    { faixa: 'Abaixo de −8 h', deMinutos: null, pessoas: 0 },
    { faixa: '−8 h a 0 h', deMinutos: -480, pessoas: 1 },
    { faixa: '0 h a 8 h', deMinutos: 0, pessoas: 2 },
    { faixa: '8 h a 20 h', deMinutos: 480, pessoas: 0 },
    { faixa: '20 h a 40 h', deMinutos: 1200, pessoas: 0 },
    { faixa: '40 h ou mais', deMinutos: 2400, pessoas: 0 },
  ],
  vencimentos: [
    { dias: 30, minutos: 0, pessoas: 0 },
    { dias: 60, minutos: 90, pessoas: 1 },
    { dias: 90, minutos: 90, pessoas: 1 },
  ],
};
const marcacoes = {
  items: Array.from({ length: 24 }, (_, hora) => ({ hora, marcacoes: hora === 8 ? 40 : 0 })),
};
const pendencia = (n: number) => ({
  origem: 'tratamento' as const,
  tipo: 'Inclusao',
  usuarioId: n,
  nome: `Pessoa ${String(n).padStart(2, '0')}`,
  departamento: 'Loja Centro',
  dataInicio: '2026-10-05',
  dataFim: '2026-10-05',
});
const pendencias = (pagina: number) => ({
  tratamentos: 30,
  pedidos: 0,
  porTipo: [{ origem: 'tratamento', tipo: 'Inclusao', quantidade: 30 }],
  total: 30,
  pageNumber: pagina,
  pageSize: 25,
  items:
    pagina === 1
      ? Array.from({ length: 25 }, (_, i) => pendencia(i + 1))
      : Array.from({ length: 5 }, (_, i) => pendencia(i + 26)),
});

const rotas = (extra: Record<string, () => RespostaFake> = {}) =>
  instalarFakeFetch({
    'GET /api/base/filter/filiais': () => ok([{ id: 10, nome: 'Matriz', detalhe: null }]),
    'GET /api/base/filter/departamentos': () =>
      ok([
        { id: 1, nome: 'Loja Centro', detalhe: null },
        { id: 2, nome: 'Centro de distribuição', detalhe: null },
      ]),
    [`GET ${I}/horas-extras`]: () => ok(horasExtras),
    [`GET ${I}/absenteismo`]: () => ok(absenteismo),
    [`GET ${I}/banco-horas`]: () => ok(bancoHoras),
    [`GET ${I}/marcacoes-por-hora`]: () => ok(marcacoes),
    [`GET ${I}/pendencias`]: ({ url }: { url: URL }) =>
      ok(pendencias(Number(url.searchParams.get('pageNumber')))),
    ...extra,
  } as Parameters<typeof instalarFakeFetch>[0]);

/** Abre como RH e espera o título: o painel e a página descem sob demanda (lazy). */
const abrirComoRh = async () => {
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [item('/dashboard/admin/indicadores', 'Indicadores')],
    }),
  );
  renderApp('/#/dashboard/admin/indicadores');
  await screen.findByRole('heading', { level: 1, name: 'Indicadores' }, { timeout: 20_000 });
};

describe('indicadores (RH)', () => {
  it('mostra cada indicador com a tabela dos números', LIMITE, async () => {
    rotas();
    await abrirComoRh();
    const extras = await screen.findByRole('table', { name: 'Horas extras por departamento' });
    const linhas = within(extras).getAllByRole('row');
    expect(linhas[1]).toHaveTextContent('10/2026Loja Centro402:3003:45');
    expect(linhas[2]).toHaveTextContent('10/2026Centro de distribuição301:0002:00');
    const abs = await screen.findByRole('table', { name: 'Absenteísmo e atrasos' });
    expect(within(abs).getAllByRole('row')[1]).toHaveTextContent(
      '10/20267' + '1232:00' + '17:36' + '04:00' + '2' + '1,43%' + '0,32%',
    );
    const banco = await screen.findByRole('table', { name: 'Saldos do banco de horas' });
    expect(within(banco).getAllByRole('row')[3]).toHaveTextContent('0 h a 8 h2');
    expect(screen.getByText(/Vence em até 60 dias/)).toHaveTextContent(
      'Vence em até 60 dias: 01:30 (1 pessoa)',
    );
    const porHora = await screen.findByRole('table', { name: 'Marcações por hora do dia' });
    expect(within(porHora).getAllByRole('row')).toHaveLength(25);
    expect(within(porHora).getAllByRole('row')[9]).toHaveTextContent('08h40');
  });

  it('pendências paginam no servidor', LIMITE, async () => {
    const { chamadas } = rotas();
    await abrirComoRh();
    const tabela = await screen.findByRole('table', { name: 'Pendências de tratamento e pedidos' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText(/30 tratamentos e 0 pedidos/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('table', { name: 'Pendências de tratamento e pedidos' }),
        ).getAllByRole('row'),
      ).toHaveLength(6),
    );
    expect(
      chamadas.some(
        (c) => c.url.pathname === `${I}/pendencias` && c.url.searchParams.get('pageNumber') === '2',
      ),
    ).toBe(true);
  });

  it('filtra pelo departamento e converte o custo com o valor da hora', LIMITE, async () => {
    const { chamadas } = rotas();
    await abrirComoRh();
    await screen.findByRole('table', { name: 'Horas extras por departamento' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Loja Centro' }));
    await waitFor(() =>
      expect(
        chamadas.some(
          (c) =>
            c.url.pathname === `${I}/horas-extras` &&
            c.url.searchParams.get('departamentoId') === '1',
        ),
      ).toBe(true),
    );
    await userEvent.type(screen.getByLabelText('Valor da hora (R$)'), '20');
    const tabela = await screen.findByRole('table', { name: 'Horas extras por departamento' });
    await waitFor(() => expect(tabela).toHaveTextContent('Custo (R$)'));
    // 225 min de custo = 3,75 h × R$ 20 = R$ 75,00.
    expect(within(tabela).getAllByRole('row')[1]).toHaveTextContent('R$ 75,00');
  });

  it('período invertido avisa nomeando o campo e não consulta', LIMITE, async () => {
    const { chamadas } = rotas();
    await abrirComoRh();
    await screen.findByRole('table', { name: 'Horas extras por departamento' });
    const final = screen.getByLabelText('Mês final');
    await userEvent.clear(final);
    await userEvent.type(final, '2020-01');
    expect(
      await screen.findAllByText('Mês final: não pode ser anterior ao mês inicial.'),
    ).not.toHaveLength(0);
    expect(chamadas.some((c) => c.url.searchParams.get('ate') === '2020-01')).toBe(false);
  });

  it('vazio e falha: cada gráfico com o seu estado', LIMITE, async () => {
    rotas({
      [`GET ${I}/horas-extras`]: () => ok({ items: [] }),
      [`GET ${I}/absenteismo`]: () => ({
        status: 400,
        body: corpoErro400('Departamento não encontrado.'),
      }),
    });
    await abrirComoRh();
    expect(await screen.findByText('Nada apurado no período')).toBeInTheDocument();
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Erro ao para realizar reprocessamento');
    expect(alerta).toHaveTextContent('Departamento não encontrado.');
    expect(
      screen.getByRole('button', { name: 'Exportar CSV: Horas extras por departamento' }),
    ).toBeDisabled();
  });
});

describe('CSV dos indicadores', () => {
  it('separador ponto e vírgula, vírgula decimal, aspas quando preciso e BOM', () => {
    expect(montarCsv(['Mês', 'Departamento', 'Horas'], [['10/2026', 'Loja; "Centro"', 1.5]])).toBe(
      '\uFEFFMês;Departamento;Horas\r\n10/2026;"Loja; ""Centro""";1,5\r\n',
    );
  });
});
