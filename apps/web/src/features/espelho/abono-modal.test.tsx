import type { MotivoAusenciaContrato } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import {
  abrirEspelhoDoJoao,
  ausenciaJustificadaFixture,
  entrarComoGestor,
  envelope,
  espelhoDoJoaoFixture,
  espelhoFixture,
  linhaDoDia,
  maiusculo,
  pessoasDoGestor,
} from './espelho.fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

const MOTIVOS: MotivoAusenciaContrato[] = [
  {
    codigo: 'ATESTADO_MEDICO',
    descricao: 'Atestado médico',
    fundamento: 'Lei 605/49 art. 6º §1º, f',
    abonaPorLei: true,
    limite: null,
  },
  {
    codigo: 'CASAMENTO',
    descricao: 'Casamento',
    fundamento: 'CLT art. 473, II',
    abonaPorLei: true,
    limite: 'até 3 dias consecutivos',
  },
  {
    codigo: 'OUTRO',
    descricao: 'Outro motivo aceito pelo empregador',
    fundamento: 'Lei 605/49 art. 6º §1º',
    abonaPorLei: false,
    limite: null,
  },
];

/** Muitas interações num modal: a máquina compartilhada pode passar dos 5 s padrão. */
const LIMITE = { timeout: 20_000 };

describe('abono (ausência justificada) no espelho da equipe', () => {
  it('o gestor registra casamento no dia da falta e o dia aparece abonado', LIMITE, async () => {
    let abonado = false;
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/pessoas': pessoasDoGestor,
      'GET /api/espelho': () => envelope(espelhoDoJoaoFixture(abonado)),
      'GET /api/main/CarregarMotivosAusencia': () => maiusculo(MOTIVOS),
      'POST /api/main/SalvarAvisoAusenciaLancamento': (req) => {
        abonado = true;
        return maiusculo(
          ausenciaJustificadaFixture({
            observacao: (req.body as { observacao?: string }).observacao ?? null,
          }),
        );
      },
    });
    entrarComoGestor();
    const tabela = await abrirEspelhoDoJoao();
    expect(linhaDoDia(tabela, /06\/01 TER/).getByText('Falta 08:00')).toBeInTheDocument();
    // Dia em aberto não oferece abono.
    expect(
      within(tabela).queryByRole('button', { name: 'Registrar abono em 07/01' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Registrar abono em 06/01' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar abono em 06/01' });
    // Sem motivo: o formulário aponta o campo e não envia.
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
    expect(within(dialogo).getByText('escolha um motivo da lista')).toBeInTheDocument();

    await userEvent.click(await within(dialogo).findByPlaceholderText('Escolha o motivo'));
    await userEvent.click(
      await within(dialogo).findByRole('option', { name: 'Casamento (CLT art. 473, II)' }),
    );
    expect(within(dialogo).getByText(/Ausência legal, dia pago — até 3 dias/)).toBeInTheDocument();
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: 'Observação' }),
      'Cerimônia civil',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));

    expect(await screen.findByText('Ausência justificada registrada')).toBeInTheDocument();
    const post = chamadas.find((c) => c.url.pathname === '/api/main/SalvarAvisoAusenciaLancamento');
    expect(post?.body).toEqual({
      usuarioId: 31,
      dataInicio: '2026-01-06',
      dataFim: '2026-01-06',
      motivo: 'CASAMENTO',
      observacao: 'Cerimônia civil',
    });
    // O espelho é relido: o dia sai como abonado, sem a falta.
    await vi.waitFor(() =>
      expect(linhaDoDia(tabela, /06\/01 TER/).getByText('Abonado')).toBeInTheDocument(),
    );
    expect(linhaDoDia(tabela, /06\/01 TER/).queryByText('Falta 08:00')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(
    'parte do dia envia horas; "outro" exige observação; erro do servidor aparece no modal',
    LIMITE,
    async () => {
      const { chamadas } = instalarFakeFetch({
        'GET /api/base/filter/pessoas': pessoasDoGestor,
        'GET /api/espelho': () => envelope(espelhoDoJoaoFixture(false)),
        'GET /api/main/CarregarMotivosAusencia': () => maiusculo(MOTIVOS),
        'POST /api/main/SalvarAvisoAusenciaLancamento': () => ({
          status: 409,
          body: {
            Mensagem:
              'Já existe ausência justificada ativa neste período: cancele-a antes de registrar outra.',
          },
        }),
      });
      entrarComoGestor();
      await abrirEspelhoDoJoao();
      await userEvent.click(screen.getByRole('button', { name: 'Registrar abono em 05/01' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Registrar abono em 05/01' });
      await userEvent.click(await within(dialogo).findByPlaceholderText('Escolha o motivo'));
      await userEvent.click(await within(dialogo).findByRole('option', { name: /^Outro motivo/ }));
      await userEvent.click(within(dialogo).getByRole('radio', { name: 'Parte do dia' }));
      await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Das' }), '1400');
      await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Às' }), '1700');
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
      expect(within(dialogo).getByText('descreva o motivo na observação')).toBeInTheDocument();
      expect(
        chamadas.some((c) => c.url.pathname === '/api/main/SalvarAvisoAusenciaLancamento'),
      ).toBe(false);

      await userEvent.type(
        within(dialogo).getByRole('textbox', { name: 'Observação' }),
        'Enchente',
      );
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
      expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
        'Já existe ausência justificada ativa neste período',
      );
      const post = chamadas.find(
        (c) => c.url.pathname === '/api/main/SalvarAvisoAusenciaLancamento',
      );
      expect(post?.body).toEqual({
        usuarioId: 31,
        dataInicio: '2026-01-05',
        motivo: 'OUTRO',
        horaInicio: '14:00',
        horaFim: '17:00',
        observacao: 'Enchente',
      });
    },
  );

  it('no meu espelho (o próprio colaborador) não há botão de abono', async () => {
    instalarFakeFetch({ 'GET /api/espelho': () => envelope(espelhoFixture()) });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    const tabela = await screen.findByRole('table', { name: 'Dias do espelho' });
    expect(within(tabela).queryByRole('button', { name: /Registrar abono/ })).toBeNull();
  });
});
