import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  camposDoFormulario,
  entrarComoColaborador,
  LIMITE,
  ok,
  periodoFixture,
  solicitacaoFixture,
} from './ferias.fixtures.ts';

const ROTA = '/#/dashboard/minhas-rotinas/minhas-ferias';

afterEach(() => localStorage.clear());

describe('minhas férias', () => {
  it('mostra o saldo, os pedidos com a situação e cancela um pendente', LIMITE, async () => {
    let status: 'Pendente' | 'Cancelado' = 'Pendente';
    const { fake } = instalarFakeFetch({
      'GET /api/main/CarregarPeriodosAquisitivos': () =>
        ok([periodoFixture({ pendentes: 14, vencendo: 30 })]),
      'GET /api/main/CarregarFeriasLancamentos': () =>
        ok([
          solicitacaoFixture({ status }),
          solicitacaoFixture({
            id: 2,
            status: 'Reprovado',
            dataInicio: '2026-07-06',
            dataFim: '2026-07-19',
            motivoDecisao: 'Fechamento do semestre',
            periodos: [
              { ordem: 1, inicio: '2026-07-06', fim: '2026-07-19', dias: 14, diasEmDobro: 0 },
            ],
          }),
        ]),
      'POST /api/main/AlterarStatusLancamento': () => {
        status = 'Cancelado';
        return ok(solicitacaoFixture({ status }), 'Lançamento cancelado.');
      },
    });
    entrarComoColaborador();
    renderApp(ROTA);
    const periodo = await screen.findByRole('listitem', {
      name: 'Período aquisitivo 01/03/2025 a 28/02/2026',
    });
    expect(within(periodo).getByText('Pode gozar')).toBeInTheDocument();
    expect(
      within(periodo).getByText(/30 dias a vencer: o prazo para gozar termina em 28\/02\/2027/),
    ).toBeInTheDocument();
    const pedidos = await screen.findByRole('list', { name: 'Pedidos de férias' });
    const reprovado = within(pedidos).getByRole('listitem', {
      name: 'Férias de 06/07/2026 a 19/07/2026',
    });
    expect(within(reprovado).getByText('Reprovado')).toBeInTheDocument();
    expect(within(reprovado).getByText('Motivo: Fechamento do semestre')).toBeInTheDocument();
    expect(within(reprovado).queryByRole('button', { name: /^Cancelar pedido/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Programar férias' })).toHaveAttribute(
      'href',
      '/#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Cancelar pedido: Férias de 05/01/2027 a 18/01/2027' }),
    );
    const confirmar = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Lançamento cancelado.')).toBeInTheDocument();
    expect(camposDoFormulario(fake, '/AlterarStatusLancamento')).toEqual([
      { lancamentoId: '1', status: 'Cancelado' },
    ]);
    const cancelado = await screen.findByRole('listitem', {
      name: 'Férias de 05/01/2027 a 18/01/2027',
    });
    await waitFor(() => expect(within(cancelado).getByText('Cancelado')).toBeInTheDocument());
  });

  it('diz quando não há pedidos nem períodos', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/main/CarregarPeriodosAquisitivos': () => ok([]),
      'GET /api/main/CarregarFeriasLancamentos': () => ok([]),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    expect(await screen.findByText('Nenhum período aquisitivo')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum pedido de férias')).toBeInTheDocument();
  });

  it('férias aprovadas: baixa o aviso e o recibo em PDF e leva à assinatura', LIMITE, async () => {
    const { fake } = instalarFakeFetch({
      'GET /api/main/CarregarPeriodosAquisitivos': () => ok([periodoFixture()]),
      'GET /api/main/CarregarFeriasLancamentos': () =>
        ok([solicitacaoFixture({ status: 'Aprovado' })]),
      'GET /api/main/FeriasLancamento/1/aviso': () => ({ body: '%PDF-1.7' }),
      'GET /api/main/FeriasLancamento/1/recibo': () => ({ body: '%PDF-1.7' }),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    const pedido = await screen.findByRole(
      'listitem',
      { name: 'Férias de 05/01/2027 a 18/01/2027' },
      { timeout: 15_000 },
    );
    await userEvent.click(
      within(pedido).getByRole('button', {
        name: 'Baixar o aviso de férias: Férias de 05/01/2027 a 18/01/2027',
      }),
    );
    await userEvent.click(
      within(pedido).getByRole('button', {
        name: 'Baixar o recibo de férias: Férias de 05/01/2027 a 18/01/2027',
      }),
    );
    await waitFor(() =>
      expect(
        fake.mock.calls
          .map(([url]) => String(url))
          .filter((c) => c.includes('/api/main/FeriasLancamento/')),
      ).toEqual([
        expect.stringContaining('/api/main/FeriasLancamento/1/aviso'),
        expect.stringContaining('/api/main/FeriasLancamento/1/recibo'),
      ]),
    );
    expect(within(pedido).getByRole('link', { name: 'Assinar o aviso' })).toHaveAttribute(
      'href',
      '/#/dashboard/admin/documentos-assinatura-eletronica',
    );
  });
});
