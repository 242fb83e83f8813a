import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  abrirBanco as abrir,
  B,
  bancoFixture,
  cicloFixture,
  configuracaoFixture as configuracao,
  entrarComoRh,
  extratoFixture,
  fechamentoFixture,
  LIMITE,
  ok,
  rotasDoBanco,
} from './banco-horas.fixtures.ts';

const corpos = (chamadas: RequisicaoFake[], metodo: string, caminho: string) =>
  chamadas
    .filter((c) => c.method === metodo && c.url.pathname === `${B}${caminho}`)
    .map((c) => c.body);

describe('banco de horas (RH)', () => {
  it('lista os bancos com busca e estado vazio', LIMITE, async () => {
    instalarFakeFetch(
      rotasDoBanco([
        bancoFixture(),
        bancoFixture({ id: 2, nome: 'Acordo coletivo', ativo: false }),
      ]),
    );
    entrarComoRh();
    renderApp('/#/dashboard/admin/banco-horas');
    const tabela = await screen.findByRole('table', { name: 'Bancos de horas' });
    expect(within(tabela).getByText('Inativo')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar banco'), 'COLETIVO');
    expect(
      within(tabela).queryByText('Banco de horas — acordo individual'),
    ).not.toBeInTheDocument();
    expect(within(tabela).getByText('Acordo coletivo')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar banco'), ' inexistente');
    expect(await screen.findByText('Nenhum banco encontrado')).toBeInTheDocument();
  });

  it(
    'cria um banco: valida nomeando o campo e grava acordo, ciclo, faixa, verbas e banco',
    LIMITE,
    async () => {
      let id = 20;
      const criar = (req: RequisicaoFake) => ok({ id: ++id, ...(req.body as object) }, 201);
      const { chamadas } = instalarFakeFetch({
        ...rotasDoBanco([]),
        'POST /api/banco-horas/api/v1/bancoHora/configuracao': (req) =>
          ok({ ...configuracao, ...(req.body as object), id: 30 }, 201),
        'POST /api/banco-horas/api/v1/bancoHora/configuracao/ciclo': criar,
        'POST /api/banco-horas/api/v1/bancoHora/configuracao/faixa': criar,
        'POST /api/banco-horas/api/v1/bancoHora/configuracao/faixa/verba': (req) =>
          ok({ id: ++id, descricao: null, ...(req.body as object) }, 201),
        'POST /api/banco-horas/api/v1/bancoHora/configuracao/ciclo/verba': (req) =>
          ok({ id: ++id, descricao: null, ...(req.body as object) }, 201),
        'POST /api/banco-horas/api/v1/bancoHora': criar,
      });
      entrarComoRh();
      renderApp('/#/dashboard/admin/banco-horas');
      expect(await screen.findByText('Nenhum banco de horas')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Novo banco de horas' }));
      const form = await screen.findByRole('form', { name: 'Novo banco de horas' });
      const percentual = within(form).getByLabelText('Percentual de pagamento (%)');
      await userEvent.clear(percentual);
      await userEvent.type(percentual, '40');
      await userEvent.click(within(form).getByRole('button', { name: 'Criar banco de horas' }));
      expect(within(form).getByText('Nome: informe o nome do banco de horas.')).toBeInTheDocument();
      expect(
        within(form).getByText('Percentual de pagamento: de 50 % a 1000 % (CF art. 7º XVI).'),
      ).toBeInTheDocument();
      await userEvent.type(within(form).getByLabelText(/^Nome/), 'Banco das lojas');
      await userEvent.clear(percentual);
      await userEvent.type(percentual, '60');
      await userEvent.type(within(form).getByLabelText('Verba do pagamento a 60 %'), '0160');
      await userEvent.click(within(form).getByRole('button', { name: 'Adicionar faixa' }));
      await userEvent.type(within(form).getByLabelText('Faixa 1: até (HH:MM)'), '02:00');
      await userEvent.type(within(form).getByLabelText('Faixa 1: verba'), '0170');
      await userEvent.click(within(form).getByRole('button', { name: 'Criar banco de horas' }));
      expect(await screen.findByText('Banco de horas criado.')).toBeInTheDocument();
      expect(corpos(chamadas, 'POST', '/bancoHora/configuracao')[0]).toMatchObject({
        nome: 'Banco das lojas',
        percentualPagamento: 60,
        saldoNegativoNoFechamento: 'perdoar',
        vencimentoMeses: null,
      });
      expect(corpos(chamadas, 'POST', '/bancoHora/configuracao/ciclo')[0]).toMatchObject({
        configuracaoId: 30,
        regime: 'individual-6m',
      });
      expect(corpos(chamadas, 'POST', '/bancoHora/configuracao/faixa')).toEqual([
        { configuracaoId: 30, ordem: 1, ateMinutos: 120, fator: 1 },
      ]);
      expect(corpos(chamadas, 'POST', '/bancoHora/configuracao/faixa/verba')[0]).toMatchObject({
        verba: '0170',
      });
      expect(corpos(chamadas, 'POST', '/bancoHora/configuracao/ciclo/verba')).toEqual([
        { configuracaoId: 30, tipo: 'pagamento', percentual: 60, verba: '0160' },
      ]);
      expect(corpos(chamadas, 'POST', '/bancoHora')).toEqual([
        { nome: 'Banco das lojas', configuracaoId: 30, ativo: true },
      ]);
    },
  );

  it('mostra a configuração gravada do banco', LIMITE, async () => {
    instalarFakeFetch(rotasDoBanco());
    await abrir();
    expect(await screen.findByText(/Acordo individual — 6 meses/)).toBeInTheDocument();
    expect(screen.getByText('Faixa 1: o resto do dia, fator 1, verba 0150')).toBeInTheDocument();
    expect(screen.getByText('Pagamento a 50 %: 0150')).toBeInTheDocument();
  });

  it('inativa ciclos em lote depois de confirmar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'PUT /api/banco-horas/api/v1/ciclo/inactivate': (req) =>
        ok((req.body as { ids: number[] }).ids.map((id) => cicloFixture({ id, ativo: false }))),
    });
    await abrir('Ciclos');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar ciclo de 01/07/2026 a 31/12/2026' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inativar selecionados' }));
    expect(await screen.findByText(/Inativar 1 ciclo\(s\) selecionado\(s\)\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('1 ciclo(s) inativado(s).')).toBeInTheDocument();
    expect(corpos(chamadas, 'PUT', '/ciclo/inactivate')).toEqual([{ ids: [101] }]);
  });

  it(
    'fechamento: mostra a prévia por verba, confirma e mostra a falha do servidor',
    LIMITE,
    async () => {
      let recusar = false;
      instalarFakeFetch({
        ...rotasDoBanco(),
        'GET /api/banco-horas/api/v1/ciclo/101/fechamento': () =>
          ok(fechamentoFixture({ cicloId: 101 })),
        'POST /api/banco-horas/api/v1/ciclo/101/fechamento': () =>
          recusar
            ? {
                status: 409,
                body: corpoErro400('O ciclo ainda está em andamento.', 'CICLO_EM_ANDAMENTO'),
              }
            : ok(fechamentoFixture({ cicloId: 101, status: 'fechado', rodada: 1 })),
      });
      await abrir('Ciclos');
      await userEvent.click(
        await screen.findByRole('button', {
          name: 'Fechamento do ciclo de 01/07/2026 a 31/12/2026',
        }),
      );
      const previa = await screen.findByRole('table', { name: 'Pagamentos do fechamento' });
      const linha = within(previa).getByText('Maria da Silva').closest('tr')!;
      expect(linha).toHaveTextContent('Pagamento 50 %');
      expect(linha).toHaveTextContent('0150');
      expect(linha).toHaveTextContent('01:30');
      recusar = true;
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar fechamento' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Fechar ciclo' }));
      expect(await screen.findByText('O ciclo ainda está em andamento.')).toBeInTheDocument();
      recusar = false;
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar fechamento' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Fechar ciclo' }));
      expect(
        await screen.findByText('Ciclo de 01/07/2026 a 31/12/2026 fechado.'),
      ).toBeInTheDocument();
    },
  );

  it('lança um crédito manual com motivo e abre o extrato do colaborador', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'POST /api/banco-horas/api/v1/bancoHora/lancamento': (req) =>
        ok(
          {
            id: 900,
            autorId: 1,
            criadoEm: '2026-11-20T12:00:00Z',
            estornoDeId: null,
            estornado: false,
            ...(req.body as object),
          },
          201,
        ),
      'GET /api/banco-horas/api/v1/bancoHora/extrato': () => ok(extratoFixture()),
    });
    await abrir('Colaboradores');
    const tabela = await screen.findByRole('table', { name: 'Colaboradores no banco' });
    expect(within(tabela).getByText('João Souza').closest('tr')).toHaveTextContent('-00:30');
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Lançar para Maria da Silva' }),
    );
    const form = await screen.findByRole('form', { name: 'Lançamento manual' });
    await userEvent.type(within(form).getByLabelText(/^Horas/), '130');
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar' }));
    expect(within(form).getByText('Horas: informe em HH:MM (ex.: 01:30).')).toBeInTheDocument();
    expect(within(form).getByText('Motivo: informe ao menos 3 caracteres.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Horas/));
    await userEvent.type(within(form).getByLabelText(/^Horas/), '01:30');
    await userEvent.type(within(form).getByLabelText(/^Motivo/), 'Abono: inventário');
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar' }));
    expect(
      await screen.findByText('Crédito de 01:30 lançado para Maria da Silva.'),
    ).toBeInTheDocument();
    expect(corpos(chamadas, 'POST', '/bancoHora/lancamento')[0]).toMatchObject({
      usuarioId: 7,
      tipo: 'credito',
      minutos: 90,
      motivo: 'Abono: inventário',
    });
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Extrato de Maria da Silva' }),
    );
    const extrato = await screen.findByRole('table', { name: 'Extrato do banco de horas' });
    expect(within(extrato).getByText('Abono: treinamento fora do horário')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Saldo atual').nextSibling).toHaveTextContent('+02:00'),
    );
  });
});
