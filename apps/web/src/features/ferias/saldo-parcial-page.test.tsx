import { addDias } from '@jornada/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { enderecoAtual, renderApp } from '../../../test/render-app.tsx';
import {
  digitavel,
  entrarComoColaborador,
  ok,
  periodoFixture,
  segundaDepoisDe,
  solicitacaoFixture,
} from './ferias.fixtures.ts';

// Saldo parcial (docs/decisoes/ferias-saldo-parcial.md): o período com 10 dias gozados no
// sistema anterior segue programável pelos 20 do saldo; o zerado fica indisponível.

const ROTA = '/#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova';
const A = segundaDepoisDe(35);
/** A página é carregada sob demanda: sob carga, a primeira espera é longa. */
const ESPERA = { timeout: 20_000 };

const rotas = () =>
  instalarFakeFetch({
    'GET /api/main/CarregarPeriodosAquisitivos': () =>
      ok([
        periodoFixture({
          gozados: 10,
          saldo: 20,
          fracoesConcedidas: [10],
          ajusteMotivo: 'Gozou 10 dias no sistema anterior.',
        }),
        periodoFixture({
          inicio: '2024-03-01',
          fim: '2025-02-28',
          gozados: 20,
          vendidos: 10,
          saldo: 0,
          fracoesConcedidas: [20],
          situacao: 'Vencido',
        }),
      ]),
    'GET /api/escala/calendario/individual': () => ({
      body: {
        success: true,
        data: { periodo: '', ano: 2027, dias: [] },
        error: null,
        message: null,
      },
    }),
    'POST /api/main/salvarFeriaslancamento': () =>
      ok(solicitacaoFixture({ dias: 20 }), 'Férias solicitadas.'),
    'GET /api/main/CarregarFeriasLancamentos': () => ok([]),
  });

const digitar = async (rotulo: RegExp, valor: string) => {
  const campo = screen.getByRole('textbox', { name: rotulo });
  await userEvent.clear(campo);
  await userEvent.type(campo, valor);
};

afterEach(() => localStorage.clear());

/** Muitos passos de digitação: sob a carga de uma máquina cheia, 20 s não bastam. */
const LONGO = { timeout: 60_000 };

describe('programação do saldo parcial', () => {
  it(
    'mostra "Saldo: 20 dias", sugere os 20 dias e deixa o período zerado indisponível',
    LONGO,
    async () => {
      rotas();
      entrarComoColaborador();
      renderApp(ROTA);
      const periodo = await screen.findByRole('combobox', { name: /^Período aquisitivo/ }, ESPERA);
      expect(periodo).toHaveValue('01/03/2025 a 28/02/2026 · Saldo: 20 dias');
      expect(screen.getByRole('textbox', { name: /^Dias do 1º período/ })).toHaveValue('20');
      await userEvent.click(periodo);
      expect(
        await screen.findByRole('option', { name: '01/03/2024 a 28/02/2025 · já programado' }),
      ).toHaveAttribute('aria-disabled', 'true');
    },
  );

  it('confere a fração antiga (art. 134 §1º) e envia os 20 dias do saldo', LONGO, async () => {
    const { chamadas } = rotas();
    entrarComoColaborador();
    const { router } = renderApp(ROTA);
    await screen.findByRole('combobox', { name: /^Período aquisitivo/ }, ESPERA);
    // 10 já gozados + 10 + 10: nenhum período de 14 dias, contando o antigo.
    await digitar(/^Início do 1º período/, digitavel(A));
    await digitar(/^Dias do 1º período/, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar período' }));
    await digitar(/^Início do 2º período/, digitavel(addDias(A, 14)));
    await digitar(/^Dias do 2º período/, '10');
    expect(
      await screen.findByText(/o maior dos 3 períodos \(1 já concedido e 2 nesta programação\)/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remover o 2º período' }));
    await digitar(/^Dias do 1º período/, '20');
    expect(await screen.findByText('A lei permite esta programação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() =>
      expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/minhas-ferias'),
    );
    const envio = chamadas.find((c) => c.url.pathname.endsWith('/salvarFeriaslancamento'));
    expect(envio?.body).toMatchObject({ periodos: [{ inicio: A, dias: 20 }] });
  });

  it('30 dias num saldo de 20: o erro explica o saldo', LONGO, async () => {
    rotas();
    entrarComoColaborador();
    renderApp(ROTA);
    await screen.findByRole('combobox', { name: /^Período aquisitivo/ }, ESPERA);
    await digitar(/^Início do 1º período/, digitavel(A));
    await digitar(/^Dias do 1º período/, '30');
    expect(await screen.findByText(/mas o saldo é de 20 dias/)).toBeInTheDocument();
  });
});
