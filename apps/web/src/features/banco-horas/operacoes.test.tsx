import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import {
  abrirBanco,
  B,
  cicloFixture,
  fechamentoFixture,
  LIMITE,
  ok,
  rotasDoBanco,
  vigenciaFixture,
} from './banco-horas.fixtures.ts';

const corpos = (chamadas: RequisicaoFake[], metodo: string, caminho: string) =>
  chamadas
    .filter((c) => c.method === metodo && c.url.pathname === `${B}${caminho}`)
    .map((c) => c.body);

describe('operações do banco de horas (RH)', () => {
  it('reabre um ciclo fechado só com motivo e depois de confirmar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'GET /api/banco-horas/api/v1/ciclo/100/fechamento': () =>
        ok(fechamentoFixture({ status: 'fechado', rodada: 1 })),
      'POST /api/banco-horas/api/v1/ciclo/100/reabertura': () =>
        ok(fechamentoFixture({ status: 'aberto', rodada: 1 })),
    });
    await abrirBanco('Ciclos');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Fechamento do ciclo de 01/01/2026 a 30/06/2026' }),
    );
    expect(await screen.findByText('Fechado (rodada 1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir ciclo' }));
    expect(
      screen.getByText('Motivo da reabertura: informe ao menos 3 caracteres.'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Motivo da reabertura'),
      'Atestado entregue depois do fechamento',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir ciclo' }));
    expect(
      await screen.findByText(/Os pagamentos gravados serão estornados\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    expect(
      await screen.findByText(
        'Ciclo de 01/01/2026 a 30/06/2026 reaberto; os pagamentos foram estornados.',
      ),
    ).toBeInTheDocument();
    expect(corpos(chamadas, 'POST', '/ciclo/100/reabertura')).toEqual([
      { motivo: 'Atestado entregue depois do fechamento' },
    ]);
  });

  it('cria os próximos ciclos em lote pela quantidade', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'POST /api/banco-horas/api/v1/ciclo/batch': () =>
        ok(
          [
            cicloFixture({ id: 102, inicio: '2027-01-01', fim: '2027-06-30' }),
            cicloFixture({ id: 103, inicio: '2027-07-01', fim: '2027-12-31' }),
          ],
          201,
        ),
    });
    await abrirBanco('Ciclos');
    await userEvent.click(await screen.findByRole('button', { name: 'Criar próximos ciclos' }));
    const form = await screen.findByRole('form', { name: 'Criar próximos ciclos' });
    const quantidade = within(form).getByLabelText('Quantidade de ciclos');
    await userEvent.clear(quantidade);
    await userEvent.type(quantidade, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar ciclos' }));
    expect(within(form).getByText('Quantidade de ciclos: de 1 a 24.')).toBeInTheDocument();
    await userEvent.clear(quantidade);
    await userEvent.type(quantidade, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar ciclos' }));
    expect(await screen.findByText('2 ciclos criados.')).toBeInTheDocument();
    expect(corpos(chamadas, 'POST', '/ciclo/batch')).toEqual([{ bancoHoraId: 1, quantidade: 2 }]);
  });

  it('grava o saldo anterior negativo com motivo', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'PUT /api/banco-horas/api/v1/bancoHora/saldoAnterior': () =>
        ok(vigenciaFixture({ saldoAnteriorMinutos: -150 })),
    });
    await abrirBanco('Colaboradores');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Saldo anterior de Maria da Silva' }),
    );
    const form = await screen.findByRole('form', { name: 'Saldo anterior' });
    await userEvent.click(within(form).getByText('Devendo (negativo)'));
    await userEvent.type(within(form).getByLabelText(/^Saldo anterior \(HH:MM\)/), '02:30');
    await userEvent.type(within(form).getByLabelText(/^Motivo/), 'Saldo do sistema anterior');
    await userEvent.click(within(form).getByRole('button', { name: 'Gravar saldo anterior' }));
    expect(
      await screen.findByText('Saldo anterior de Maria da Silva gravado.'),
    ).toBeInTheDocument();
    expect(corpos(chamadas, 'PUT', '/bancoHora/saldoAnterior')).toEqual([
      { usuarioId: 7, minutos: -150, motivo: 'Saldo do sistema anterior' },
    ]);
  });

  it('altera os estágios (limites crescentes) e a verba do excedente', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'PUT /api/banco-horas/api/v1/bancoHora/estagio/1': (req) =>
        ok({ bancoHoraId: 1, ...(req.body as object) }),
      'PUT /api/banco-horas/api/v1/bancoHora/configuracao/estagio/verba': (req) =>
        ok({ descricao: null, ...(req.body as object) }),
    });
    await abrirBanco();
    expect(await screen.findByText('Estágio 1: saldo acima de 40:00')).toBeInTheDocument();
    expect(screen.getByText('Verba do excedente: 0160')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar estágios' }));
    const form = await screen.findByRole('form', { name: 'Estágios do banco' });
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar estágio' }));
    const limite2 = within(form).getByLabelText('Estágio 2: limite (HH:MM)');
    await userEvent.type(limite2, '30:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Gravar estágios' }));
    expect(
      within(form).getByText('Estágio 2, limite: precisa ser maior que o do estágio anterior.'),
    ).toBeInTheDocument();
    await userEvent.clear(limite2);
    await userEvent.type(limite2, '60:00');
    const verba = within(form).getByLabelText(/^Verba do excedente/);
    await userEvent.clear(verba);
    await userEvent.type(verba, '0170');
    await userEvent.click(within(form).getByRole('button', { name: 'Gravar estágios' }));
    expect(await screen.findByText('Estágios gravados.')).toBeInTheDocument();
    expect(corpos(chamadas, 'PUT', '/bancoHora/estagio/1')).toEqual([
      {
        estagios: [
          { ordem: 1, limiteMinutos: 2400 },
          { ordem: 2, limiteMinutos: 3600 },
        ],
      },
    ]);
    expect(corpos(chamadas, 'PUT', '/bancoHora/configuracao/estagio/verba')).toEqual([
      { verba: '0170' },
    ]);
  });
});
