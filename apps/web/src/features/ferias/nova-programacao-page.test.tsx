import { addDias } from '@jornada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { enderecoAtual, renderApp } from '../../../test/render-app.tsx';
import { formatarData } from '../../lib/format.ts';
import {
  digitavel,
  entrarComoColaborador,
  LIMITE,
  ok,
  periodoFixture,
  segundaDepoisDe,
  solicitacaoFixture,
} from './ferias.fixtures.ts';

const ROTA = '/#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova';
const A = segundaDepoisDe(35);
const B = addDias(A, 28);
const SEXTA = addDias(A, 32);

const rotas = (salvar?: (req: RequisicaoFake) => { status?: number; body?: unknown }) =>
  instalarFakeFetch({
    'GET /api/main/CarregarPeriodosAquisitivos': () =>
      ok([
        periodoFixture({ inicio: '2026-03-01', fim: '2027-02-28', situacao: 'EmAquisicao' }),
        periodoFixture(),
        periodoFixture({
          inicio: '2024-03-01',
          fim: '2025-02-28',
          gozados: 30,
          saldo: 0,
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
    'POST /api/main/salvarFeriaslancamento': (req) =>
      salvar ? salvar(req) : ok(solicitacaoFixture(), 'Férias solicitadas.'),
    'GET /api/main/CarregarFeriasLancamentos': () => ok([]),
  });

const digitar = async (rotulo: RegExp, valor: string) => {
  const campo = screen.getByRole('textbox', { name: rotulo });
  await userEvent.clear(campo);
  await userEvent.type(campo, valor);
};

/** 20 dias a partir de A e um segundo período de 10 dias começando em `inicio2`. */
const planejarDividido = async (inicio2: string) => {
  await digitar(/^Início do 1º período/, digitavel(A));
  await digitar(/^Dias do 1º período/, '20');
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar período' }));
  await digitar(/^Início do 2º período/, digitavel(inicio2));
  await digitar(/^Dias do 2º período/, '10');
};

afterEach(() => localStorage.clear());

describe('nova programação de férias', () => {
  it('confere ao vivo, envia as férias divididas e volta para Minhas férias', LIMITE, async () => {
    const { chamadas } = rotas();
    entrarComoColaborador();
    const { router } = renderApp(ROTA);
    const periodo = await screen.findByRole('combobox', { name: /^Período aquisitivo/ });
    // O sugerido é o mais antigo que ainda aceita programação.
    expect(periodo).toHaveValue('01/03/2025 a 28/02/2026 · Saldo: 30 dias');
    await planejarDividido(B);
    expect(await screen.findByText('A lei permite esta programação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() =>
      expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/minhas-ferias'),
    );
    const envio = chamadas.find((c) => c.url.pathname.endsWith('/salvarFeriaslancamento'));
    expect(envio?.body).toEqual({
      periodoAquisitivo: '2025-03-01',
      periodos: [
        { inicio: A, dias: 20 },
        { inicio: B, dias: 10 },
      ],
      abonoPecuniario: 0,
    });
  });

  it('mostra o erro da lei junto do período e não envia', LIMITE, async () => {
    const { chamadas } = rotas();
    entrarComoColaborador();
    renderApp(ROTA);
    await screen.findByRole('combobox', { name: /^Período aquisitivo/ });
    await planejarDividido(SEXTA);
    const inicio2 = screen.getByRole('textbox', { name: /^Início do 2º período/ });
    await waitFor(() =>
      expect(inicio2).toHaveAccessibleDescription(
        new RegExp(`2º período \\(${formatarData(SEXTA)}\\).*vedado o início das férias`),
      ),
    );
    expect(
      screen.getByRole('textbox', { name: /^Início do 1º período/ }),
    ).not.toHaveAccessibleDescription(/vedado/);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Corrija o que está indicado antes de enviar.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.url.pathname.endsWith('/salvarFeriaslancamento'))).toBe(false);
  });

  it('mostra a recusa da API no período que ela nomeia', LIMITE, async () => {
    const recusa = `2º período (${formatarData(B)}): já existe um day off neste dia.`;
    rotas(() => ({
      status: 409,
      body: corpoErro400(recusa, 'LANCAMENTO_SOBREPOSTO', 'periodos[1].inicio'),
    }));
    entrarComoColaborador();
    renderApp(ROTA);
    await screen.findByRole('combobox', { name: /^Período aquisitivo/ });
    await planejarDividido(B);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    const inicio2 = screen.getByRole('textbox', { name: /^Início do 2º período/ });
    await waitFor(() => expect(inicio2).toHaveAccessibleDescription(recusa));
    expect(
      within(screen.getByRole('group', { name: '1º período' })).queryByText(recusa),
    ).toBeNull();
  });

  it('mostra a recusa que não é de um período no alerta do envio', LIMITE, async () => {
    // Outro pedido (simultâneo, noutra aba) tomou o saldo do período antes deste chegar.
    const recusa =
      'O período aquisitivo que começa em 01/03/2025 já está todo programado: os 30 dias de direito já foram gozados, agendados, vendidos ou pedidos em outra programação, e não resta saldo.';
    rotas(() => ({
      status: 409,
      body: corpoErro400(recusa, 'FERIAS_JA_PROGRAMADAS', 'periodoAquisitivo'),
    }));
    entrarComoColaborador();
    renderApp(ROTA);
    await screen.findByRole('combobox', { name: /^Período aquisitivo/ });
    await planejarDividido(B);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    const alerta = await screen.findByRole('alert', { name: 'O pedido não foi enviado' });
    expect(alerta).toHaveTextContent(recusa);
    // Mudar a programação tira o alerta: a recusa era da versão enviada.
    await digitar(/^Dias do 2º período/, '9');
    await waitFor(() => expect(screen.queryByText(recusa)).toBeNull());
  });

  it('com uma programação aprovada e saldo, envia o restante do período', LIMITE, async () => {
    // 20 dias já aprovados (14 + 6) e 10 devolvidos pelo RH: o período segue programável.
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/CarregarPeriodosAquisitivos': () =>
        ok([periodoFixture({ agendados: 20, saldo: 10, fracoesConcedidas: [14, 6] })]),
      'GET /api/escala/calendario/individual': () => ({
        body: {
          success: true,
          data: { periodo: '', ano: 2027, dias: [] },
          error: null,
          message: null,
        },
      }),
      'POST /api/main/salvarFeriaslancamento': () =>
        ok(solicitacaoFixture({ dias: 10 }), 'Férias solicitadas.'),
      'GET /api/main/CarregarFeriasLancamentos': () => ok([]),
    });
    entrarComoColaborador();
    const { router } = renderApp(ROTA);
    const periodo = await screen.findByRole('combobox', { name: /^Período aquisitivo/ });
    expect(periodo).toHaveValue('01/03/2025 a 28/02/2026 · Saldo: 10 dias');
    await digitar(/^Início do 1º período/, digitavel(A));
    await digitar(/^Dias do 1º período/, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar período' }));
    await digitar(/^Início do 2º período/, digitavel(B));
    await digitar(/^Dias do 2º período/, '5');
    // As 2 frações aprovadas contam no limite de 3 (CLT art. 134 §1º).
    expect(
      await screen.findByText(/divididas em 4 períodos \(2 já concedidos e 2 nesta programação\)/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover o 2º período' }));
    await digitar(/^Dias do 1º período/, '10');
    expect(await screen.findByText('A lei permite esta programação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() =>
      expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/minhas-ferias'),
    );
    const envio = chamadas.find((c) => c.url.pathname.endsWith('/salvarFeriaslancamento'));
    expect(envio?.body).toEqual({
      periodoAquisitivo: '2025-03-01',
      periodos: [{ inicio: A, dias: 10 }],
      abonoPecuniario: 0,
    });
  });

  it('avisa quando os períodos não puderem ser carregados', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/main/CarregarPeriodosAquisitivos': () => ({
        status: 403,
        body: corpoErro400('Você não tem permissão para esta operação.'),
      }),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    expect(
      await screen.findByText('Não foi possível carregar os períodos aquisitivos'),
    ).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para esta operação.')).toBeInTheDocument();
  });
});
