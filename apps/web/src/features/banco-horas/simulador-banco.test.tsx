import type { SimulacaoBancoHoras } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A página carrega antes do teste (o painel a importa sob demanda; sob carga passa de 5 s).
import './meu-banco-horas-page.tsx';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { B, entrarComoColaborador, extratoFixture, LIMITE, ok } from './banco-horas.fixtures.ts';

const atual = {
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
      bancoHorasConfigurado: true,
      bancoHoras: {
        bancoHoraId: 1,
        nome: 'Banco de horas — acordo individual',
        saldoMinutos: 120,
        cicloInicio: '2026-07-01',
        cicloFim: '2026-12-31',
      },
      observacao: '',
    },
  },
};

const simulacao = (p: Partial<SimulacaoBancoHoras> = {}): SimulacaoBancoHoras => ({
  data: '2026-11-27',
  bancoHoraId: 1,
  bancoHoraNome: 'Banco de horas — acordo individual',
  jornada: [
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ],
  marcacoes: ['08:00', '12:00', '13:00', '16:00'],
  folgaCompensada: false,
  saldoDiaMinutos: -60,
  creditoMinutos: 0,
  debitoMinutos: 60,
  saldoAtualMinutos: 120,
  saldoProjetadoMinutos: 60,
  cicloInicio: '2026-07-01',
  cicloFim: '2026-12-31',
  ...p,
});

const corpos = (chamadas: RequisicaoFake[]) =>
  chamadas
    .filter((c) => c.method === 'POST' && c.url.pathname === `${B}/bancoHora/simulacao`)
    .map((c) => c.body);

const escolherDia = async (nome: string) => {
  await userEvent.click(screen.getByRole('button', { name: /^Dia/ }));
  await userEvent.click(await screen.findByRole('button', { name: nome }));
  await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
};

describe('simulador do meu banco de horas', () => {
  it('valida os campos, simula a saída e mostra o saldo projetado', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/CarregarBancoHorasAtual': () => atual,
      'GET /api/banco-horas/api/v1/bancoHora/extrato': () => ok(extratoFixture()),
      'POST /api/banco-horas/api/v1/bancoHora/simulacao': (req) =>
        (req.body as { folgaCompensada?: boolean }).folgaCompensada
          ? ok(
              simulacao({
                folgaCompensada: true,
                marcacoes: [],
                saldoDiaMinutos: -480,
                debitoMinutos: 480,
                saldoProjetadoMinutos: -360,
              }),
            )
          : ok(simulacao()),
    });
    entrarComoColaborador();
    renderApp('/#/dashboard/minhas-rotinas/banco-horas');
    await userEvent.click(await screen.findByRole('button', { name: 'Simular' }));
    expect(screen.getByText('Dia: informe a data.')).toBeInTheDocument();
    expect(screen.getByText('Horário de saída: informe no formato HH:MM.')).toBeInTheDocument();
    expect(corpos(chamadas)).toEqual([]);

    await escolherDia('27 novembro 2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Horário de saída' }), '1600');
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const resultado = await screen.findByLabelText('Resultado da simulação');
    expect(
      within(resultado).getByText('Saindo às 16:00 em 27/11/2026', { exact: false }),
    ).toBeInTheDocument();
    expect(within(resultado).getByText('-01:00')).toBeInTheDocument();
    expect(within(resultado).getByText('+02:00')).toBeInTheDocument();
    expect(within(resultado).getByText('+01:00')).toBeInTheDocument();
    expect(corpos(chamadas)).toEqual([{ data: '2026-11-27', saida: '16:00' }]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Folga compensada/ }));
    expect(screen.getByRole('textbox', { name: 'Horário de saída' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const folga = await screen.findByLabelText('Resultado da simulação');
    expect(within(folga).getByText('-06:00')).toBeInTheDocument();
    expect(corpos(chamadas).at(-1)).toEqual({ data: '2026-11-27', folgaCompensada: true });
  });

  it('mostra o erro do servidor no campo que ele aponta', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/main/CarregarBancoHorasAtual': () => atual,
      'GET /api/banco-horas/api/v1/bancoHora/extrato': () => ok(extratoFixture()),
      'POST /api/banco-horas/api/v1/bancoHora/simulacao': () => ({
        status: 400,
        body: corpoErro400(
          'A saída deve ser depois da entrada prevista (08:00).',
          'SIMULACAO_INVALIDA',
          'saida',
        ),
      }),
    });
    entrarComoColaborador();
    renderApp('/#/dashboard/minhas-rotinas/banco-horas');
    await screen.findByRole('button', { name: 'Simular' });
    await escolherDia('27 novembro 2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Horário de saída' }), '0700');
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    await waitFor(() =>
      expect(
        screen.getByText('Horário de saída: A saída deve ser depois da entrada prevista (08:00).'),
      ).toBeInTheDocument(),
    );
  });
});
