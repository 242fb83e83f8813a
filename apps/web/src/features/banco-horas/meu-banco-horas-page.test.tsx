import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { entrarComoColaborador, extratoFixture, LIMITE, ok } from './banco-horas.fixtures.ts';

const atual = (bancoHoras: unknown) => ({
  body: {
    Success: true,
    Mensagem: null,
    Error: null,
    Data: {
      usuarioId: 7,
      inicio: '2026-11-01',
      fim: '2026-11-19',
      trabalhadoMinutos: 0,
      previstoMinutos: 0,
      saldoMinutos: 0,
      creditoMinutos: 0,
      debitoMinutos: 0,
      fonteJornada: 'escala',
      bancoHorasConfigurado: bancoHoras !== null,
      bancoHoras,
      observacao: '',
    },
  },
});

const abrir = () => {
  entrarComoColaborador();
  renderApp('/#/dashboard/minhas-rotinas/banco-horas');
};

describe('meu banco de horas', () => {
  it(
    'mostra o saldo, o que vence e o extrato do ciclo com o motivo de cada lançamento',
    LIMITE,
    async () => {
      instalarFakeFetch({
        'GET /api/main/CarregarBancoHorasAtual': () =>
          atual({
            bancoHoraId: 1,
            nome: 'Banco de horas — acordo individual',
            saldoMinutos: 120,
            cicloInicio: '2026-07-01',
            cicloFim: '2026-12-31',
          }),
        'GET /api/banco-horas/api/v1/bancoHora/extrato': () => ok(extratoFixture()),
      });
      abrir();
      const saldo = await screen.findByLabelText('Saldo do banco de horas');
      expect(within(saldo).getByText('+02:00')).toBeInTheDocument();
      expect(within(saldo).getByText('Ciclo de 01/07/2026 a 31/12/2026')).toBeInTheDocument();
      const aVencer = await screen.findByRole('list', { name: 'Créditos a vencer' });
      // O débito de 30 min consumiu o crédito mais antigo (12/08): sobram 01:00 dele e o de 10/11.
      expect(within(aVencer).getByText('01:00 creditadas em 12/08/2026')).toBeInTheDocument();
      expect(within(aVencer).getByText('01:00 creditadas em 10/11/2026')).toBeInTheDocument();
      expect(within(aVencer).getAllByText('vence em 31/12/2026')).toHaveLength(2);
      const extrato = screen.getByRole('table', { name: 'Extrato do banco de horas' });
      // Só o ciclo atual: a linha de março (ciclo anterior) não aparece.
      expect(within(extrato).queryByText('10/03/2026')).not.toBeInTheDocument();
      const linhaAbono = within(extrato)
        .getByText('Abono: treinamento fora do horário')
        .closest('tr')!;
      expect(linhaAbono).toHaveTextContent('10/11/2026');
      expect(linhaAbono).toHaveTextContent('+01:00');
      expect(linhaAbono).toHaveTextContent('+02:00');
      const linhaDebito = within(extrato)
        .getByText('Compensação: saída antecipada combinada')
        .closest('tr')!;
      expect(linhaDebito).toHaveTextContent('-00:30');
      expect(within(extrato).getByText('Apuração do ponto')).toBeInTheDocument();
    },
  );

  it('sem banco vigente, explica que o RH ainda não incluiu a pessoa', LIMITE, async () => {
    instalarFakeFetch({ 'GET /api/main/CarregarBancoHorasAtual': () => atual(null) });
    abrir();
    expect(await screen.findByText('Você não está em nenhum banco de horas')).toBeInTheDocument();
  });

  it('falha ao carregar mostra a mensagem do servidor', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/main/CarregarBancoHorasAtual': () => ({
        status: 400,
        body: corpoErro400('Colaborador não encontrado(a).'),
      }),
    });
    abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Colaborador não encontrado(a).');
  });
});
