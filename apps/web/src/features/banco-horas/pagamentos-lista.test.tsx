import type { PagamentoRegistrado } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { abrirBanco, B, LIMITE, ok, rotasDoBanco } from './banco-horas.fixtures.ts';

const pagamento = (p: Partial<PagamentoRegistrado> = {}): PagamentoRegistrado => ({
  id: 500,
  usuarioId: 7,
  origem: 'extraordinario',
  data: '2026-11-05',
  minutos: 120,
  tipoRescisao: null,
  motivo: 'Pedido da colaboradora',
  criadoEm: '2026-11-05T12:00:00Z',
  itens: [{ natureza: 'pagamento', percentual: 50, verba: '0150', minutos: 120 }],
  estornado: false,
  motivoEstorno: null,
  estornadoEm: null,
  ...p,
});

const abrirLancamentos = async () => {
  await abrirBanco('Colaboradores');
  const tabela = await screen.findByRole('table', { name: 'Colaboradores no banco' });
  await userEvent.click(
    within(tabela).getByRole('button', { name: 'Lançamentos de Maria da Silva' }),
  );
};

describe('desfazer pagamentos do banco (RH)', () => {
  it('desfaz um pagamento extraordinário só com motivo e depois de confirmar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'GET /api/banco-horas/api/v1/bancoHora/lancamento': () => ok([]),
      'GET /api/banco-horas/api/v1/bancoHora/pagamento': () =>
        ok([
          pagamento(),
          pagamento({ id: 501, origem: 'estagio', data: '2026-10-31', minutos: 300 }),
          pagamento({
            id: 502,
            origem: 'rescisao',
            data: '2026-11-12',
            minutos: null,
            estornado: true,
            motivoEstorno: 'Desligamento cancelado',
          }),
        ]),
      'POST /api/banco-horas/api/v1/bancoHora/pagamento/500/estorno': () =>
        ok(pagamento({ estornado: true, motivoEstorno: 'Lançado por engano' })),
    });
    await abrirLancamentos();
    const tabela = await screen.findByRole('table', { name: 'Pagamentos do banco' });
    expect(within(tabela).getByText(/Pagamento por estágio de/)).toBeInTheDocument();
    expect(within(tabela).getByText('Desfeito')).toBeInTheDocument();
    // Só o extraordinário ainda vale e se desfaz aqui (o estágio, pela competência).
    expect(within(tabela).getAllByRole('button', { name: /^Desfazer/ })).toHaveLength(1);
    await userEvent.click(
      within(tabela).getByRole('button', {
        name: 'Desfazer pagamento extraordinário de 05/11/2026',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Desfazer pagamento' }));
    expect(
      screen.getByText('Motivo do estorno do pagamento: informe ao menos 3 caracteres.'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText(/Motivo do estorno do pagamento/),
      'Lançado por engano',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer pagamento' }));
    expect(
      await screen.findByText('Pagamento extraordinário de 05/11/2026 desfeito.'),
    ).toBeInTheDocument();
    const corpos = chamadas
      .filter(
        (c) => c.method === 'POST' && c.url.pathname === `${B}/bancoHora/pagamento/500/estorno`,
      )
      .map((c) => c.body);
    expect(corpos).toEqual([{ motivo: 'Lançado por engano' }]);
  });

  it('mostra a recusa do servidor (competência fechada) em pt-BR', LIMITE, async () => {
    const mensagem =
      'Não dá para desfazer: o pagamento extraordinário de 05/11/2026 está numa competência já fechada (a folha já o levou). Reabra o fechamento da competência antes.';
    instalarFakeFetch({
      ...rotasDoBanco(),
      'GET /api/banco-horas/api/v1/bancoHora/lancamento': () => ok([]),
      'GET /api/banco-horas/api/v1/bancoHora/pagamento': () => ok([pagamento()]),
      'POST /api/banco-horas/api/v1/bancoHora/pagamento/500/estorno': () => ({
        status: 409,
        body: corpoErro400(mensagem, 'COMPETENCIA_FECHADA'),
      }),
    });
    await abrirLancamentos();
    const tabela = await screen.findByRole('table', { name: 'Pagamentos do banco' });
    await userEvent.click(
      within(tabela).getByRole('button', {
        name: 'Desfazer pagamento extraordinário de 05/11/2026',
      }),
    );
    await userEvent.type(
      await screen.findByLabelText(/Motivo do estorno do pagamento/),
      'Lançado por engano',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer pagamento' }));
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
  });

  it('sem pagamentos: o estado vazio explica o que aparece ali', LIMITE, async () => {
    instalarFakeFetch({
      ...rotasDoBanco(),
      'GET /api/banco-horas/api/v1/bancoHora/lancamento': () => ok([]),
      'GET /api/banco-horas/api/v1/bancoHora/pagamento': () => ok([]),
    });
    await abrirLancamentos();
    expect(await screen.findByText('Nenhum pagamento do banco')).toBeInTheDocument();
  });
});
