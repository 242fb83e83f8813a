import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  camposDoFormulario,
  digitavel,
  EU,
  entrarComoColaborador,
  LIMITE,
  ok,
  segundaDepoisDe,
  solicitacaoFixture,
  totaisFixture,
} from './ferias.fixtures.ts';

const ROTA = '/#/dashboard/minhas-rotinas/solicitacoes';
const recesso = solicitacaoFixture({
  id: 5,
  tipo: 'Recesso',
  dataInicio: '2027-01-04',
  dataFim: '2027-01-13',
  dias: 10,
  periodoAquisitivo: null,
  periodos: [],
});

afterEach(() => localStorage.clear());

describe('minhas solicitações', () => {
  it('mostra os totais, os recessos e pede um day off', LIMITE, async () => {
    const dia = segundaDepoisDe(10);
    const { fake, chamadas } = instalarFakeFetch({
      'POST /api/main/CarregarTotaisLancamentos': () => ok(totaisFixture()),
      'POST /api/main/CarregarRecessoLancamentos': () => ok([recesso]),
      'POST /api/main/CarregarDayOffLancamentos': () => ok([]),
      'POST /api/main/salvardayofflancamento': () =>
        ok(
          solicitacaoFixture({ tipo: 'DayOff' }),
          'Day off solicitado. Aguarde a aprovação do seu gestor.',
        ),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    const totais = await screen.findByRole('list', { name: 'Totais' });
    expect(within(totais).getByRole('listitem', { name: 'Recesso' })).toHaveTextContent(
      '1 pendentes · 0 aprovados · 0 reprovados · 0 cancelados',
    );
    expect(within(totais).getByRole('listitem', { name: 'Saldo de férias' })).toHaveTextContent(
      '30 dias',
    );
    const lista = await screen.findByRole('list', { name: 'Pedidos de recesso' });
    expect(within(lista).getByText('Recesso de 10 dias')).toBeInTheDocument();
    expect(
      chamadas.find((c) => c.url.pathname.endsWith('/CarregarRecessoLancamentos'))?.body,
    ).toEqual({
      usuarioId: EU,
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Day off' }));
    expect(await screen.findByText('Nenhum pedido de day off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir day off' }));
    const form = await screen.findByRole('form', { name: 'Pedido de day off' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar pedido' }));
    expect(within(form).getByText('Informe a data.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha o motivo.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Data/ }), digitavel(dia));
    await userEvent.click(within(form).getByRole('radio', { name: 'Aniversário' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Day off solicitado. Aguarde a aprovação do seu gestor.'),
    ).toBeInTheDocument();
    expect(camposDoFormulario(fake, '/salvardayofflancamento')).toEqual([
      { data: dia, motivo: 'Aniversario' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Pedido de day off' })).toBeNull(),
    );
  });

  it('mostra a recusa do recesso no campo que a API nomeia', LIMITE, async () => {
    instalarFakeFetch({
      'POST /api/main/CarregarTotaisLancamentos': () => ok(totaisFixture()),
      'POST /api/main/CarregarRecessoLancamentos': () => ok([]),
      'POST /api/main/salvarrecessolancamento': () => ({
        status: 400,
        body: corpoErro400('Escolha uma data a partir de hoje.', 'DATA_PASSADA', 'dataInicio'),
      }),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    expect(await screen.findByText('Nenhum pedido de recesso')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir recesso' }));
    const form = await screen.findByRole('form', { name: 'Pedido de recesso' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar pedido' }));
    expect(within(form).getByText('Informe a data de início.')).toBeInTheDocument();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Data de início/ }),
      '02012026',
    );
    const fim = within(form).getByRole('textbox', { name: /^Data de fim/ });
    await userEvent.type(fim, '10012026');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(form).findByText('Escolha uma data a partir de hoje.')).toBeInTheDocument();
  });

  it('avisa quando os totais não carregam', LIMITE, async () => {
    instalarFakeFetch({
      'POST /api/main/CarregarRecessoLancamentos': () => ok([]),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    expect(await screen.findByText('Não foi possível carregar os totais')).toBeInTheDocument();
  });
});
