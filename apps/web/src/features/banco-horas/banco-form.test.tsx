import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { BancoForm } from './banco-form.tsx';
import { B, bancoFixture, LIMITE, ok } from './banco-horas.fixtures.ts';
import type { ConfiguracaoCompleta } from './banco-horas-config.api.ts';

const atual: ConfiguracaoCompleta = {
  banco: bancoFixture(),
  configuracao: {
    id: 10,
    nome: 'Banco de horas — acordo individual',
    fatorDomingoFeriado: 1,
    percentualPagamento: 50,
    percentualPagamentoDomingoFeriado: 100,
    saldoNegativoNoFechamento: 'perdoar',
    vencimentoMeses: null,
  },
  ciclo: { id: 3, configuracaoId: 10, regime: 'individual-6m', inicioCiclo: '2026-01-01' },
  faixas: [
    {
      faixa: { id: 4, configuracaoId: 10, ordem: 1, ateMinutos: 120, fator: 1 },
      verba: { id: 5, faixaId: 4, verba: '0150', descricao: null },
    },
  ],
  verbas: [
    {
      id: 6,
      configuracaoId: 10,
      tipo: 'pagamento',
      percentual: 50,
      verba: '0150',
      descricao: null,
    },
  ],
};

const eco = (req: RequisicaoFake) => ok({ id: 1, descricao: null, ...(req.body as object) });

describe('formulário do banco de horas (alteração)', () => {
  it('altera o que existe (PUT) e cria só o que é novo (POST)', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      'PUT /api/banco-horas/api/v1/bancoHora/configuracao/10': (req) =>
        ok({ ...atual.configuracao, ...(req.body as object) }),
      'PUT /api/banco-horas/api/v1/bancoHora/configuracao/ciclo/3': eco,
      'PUT /api/banco-horas/api/v1/bancoHora/configuracao/faixa/4': (req) =>
        ok({ ...(req.body as object), id: 4 }),
      'POST /api/banco-horas/api/v1/bancoHora/configuracao/faixa': (req) =>
        ok({ ...(req.body as object), id: 7 }, 201),
      'PUT /api/banco-horas/api/v1/bancoHora/configuracao/faixa/verba/5': eco,
      'PUT /api/banco-horas/api/v1/bancoHora/configuracao/ciclo/verba/6': eco,
      'POST /api/banco-horas/api/v1/bancoHora/configuracao/ciclo/verba': (req) => ({
        ...eco(req),
        status: 201,
      }),
      'PUT /api/banco-horas/api/v1/bancoHora/1': (req) => ok({ id: 1, ...(req.body as object) }),
    });
    const onConcluir = vi.fn();
    renderComProviders(<BancoForm atual={atual} onConcluir={onConcluir} />);
    const form = screen.getByRole('form', { name: 'Alterar banco de horas' });
    expect(within(form).getByLabelText('Faixa 1: até (HH:MM)')).toHaveValue('02:00');
    // Faixa gravada não se remove (a API não apaga faixas); a nova, sim.
    expect(within(form).queryByRole('button', { name: 'Remover faixa 1' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar faixa' }));
    const fator = within(form).getByLabelText('Faixa 2: fator');
    await userEvent.clear(fator);
    await userEvent.type(fator, '1,5');
    await userEvent.type(within(form).getByLabelText('Vencimento dos créditos (meses)'), '13');
    await userEvent.type(
      within(form).getByLabelText('Verba do desconto de saldo negativo'),
      '0300',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(
      within(form).getByText('Vencimento dos créditos: de 1 a 12 meses, ou vazio.'),
    ).toBeInTheDocument();
    const vencimento = within(form).getByLabelText('Vencimento dos créditos (meses)');
    await userEvent.clear(vencimento);
    await userEvent.type(vencimento, '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onConcluir).toHaveBeenCalled());
    const feitas = chamadas.map((c) => `${c.method} ${c.url.pathname.replace(B, '')}`);
    expect(feitas).toEqual([
      'PUT /bancoHora/configuracao/10',
      'PUT /bancoHora/configuracao/ciclo/3',
      'PUT /bancoHora/configuracao/faixa/4',
      'PUT /bancoHora/configuracao/faixa/verba/5',
      'POST /bancoHora/configuracao/faixa',
      'PUT /bancoHora/configuracao/ciclo/verba/6',
      'POST /bancoHora/configuracao/ciclo/verba',
      'PUT /bancoHora/1',
    ]);
    expect(chamadas[0]!.body).toMatchObject({ vencimentoMeses: 6 });
    expect(chamadas[4]!.body).toEqual({
      configuracaoId: 10,
      ordem: 2,
      ateMinutos: null,
      fator: 1.5,
    });
    expect(chamadas[6]!.body).toEqual({
      configuracaoId: 10,
      tipo: 'desconto',
      percentual: 0,
      verba: '0300',
    });
  });

  it(
    'depois de uma falha no meio, a nova tentativa continua sem duplicar a configuração',
    LIMITE,
    async () => {
      let falhar = true;
      const { chamadas } = instalarFakeFetch({
        'POST /api/banco-horas/api/v1/bancoHora/configuracao': (req) =>
          ok({ ...atual.configuracao, ...(req.body as object), id: 30 }, 201),
        'PUT /api/banco-horas/api/v1/bancoHora/configuracao/30': (req) =>
          ok({ ...atual.configuracao, ...(req.body as object), id: 30 }),
        'POST /api/banco-horas/api/v1/bancoHora/configuracao/ciclo': (req) =>
          ok({ ...(req.body as object), id: 31 }, 201),
        'PUT /api/banco-horas/api/v1/bancoHora/configuracao/ciclo/31': (req) =>
          ok({ ...(req.body as object), id: 31 }),
        'POST /api/banco-horas/api/v1/bancoHora': (req) => {
          if (!falhar) return ok({ ...(req.body as object), id: 40 }, 201);
          falhar = false;
          return { status: 400, body: corpoErro400('informe o nome', 'CAMPO_INVALIDO', 'nome') };
        },
      });
      const onConcluir = vi.fn();
      renderComProviders(<BancoForm atual={null} onConcluir={onConcluir} />);
      const form = screen.getByRole('form', { name: 'Novo banco de horas' });
      await userEvent.type(within(form).getByLabelText(/^Nome/), 'Banco das lojas');
      await userEvent.click(within(form).getByRole('button', { name: 'Criar banco de horas' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('informe o nome');
      await userEvent.click(within(form).getByRole('button', { name: 'Criar banco de horas' }));
      await waitFor(() => expect(onConcluir).toHaveBeenCalled());
      expect(chamadas.map((c) => `${c.method} ${c.url.pathname.replace(B, '')}`)).toEqual([
        'POST /bancoHora/configuracao',
        'POST /bancoHora/configuracao/ciclo',
        'POST /bancoHora',
        'PUT /bancoHora/configuracao/30',
        'PUT /bancoHora/configuracao/ciclo/31',
        'POST /bancoHora',
      ]);
    },
  );
});
