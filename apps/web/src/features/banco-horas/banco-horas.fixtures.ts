import type {
  BancoHora,
  BancoHoraColaborador,
  Ciclo,
  Extrato,
  FechamentoCiclo,
} from '@jornada/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RespostaFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, MENU_COLABORADOR } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

/** Dados de exemplo do banco de horas no formato dos contratos. */
export const B = '/api/banco-horas/api/v1';
export const LIMITE = { timeout: 30_000 };

export const ok = (data: unknown, status = 200): RespostaFake => ({
  status,
  body: { success: true, data, error: null, message: null },
});

export const entrarComoRh = () =>
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [item('/dashboard/admin/banco-horas', 'Banco de horas')],
    }),
  );

export const entrarComoColaborador = () =>
  entrarComo(
    loginRespostaFixture({
      MenuMinhasRotinas: [
        ...MENU_COLABORADOR,
        item('/dashboard/minhas-rotinas/banco-horas', 'Meu banco de horas'),
      ],
    }),
  );

export const bancoFixture = (p: Partial<BancoHora> = {}): BancoHora => ({
  id: 1,
  nome: 'Banco de horas — acordo individual',
  configuracaoId: 10,
  ativo: true,
  ...p,
});

export const cicloFixture = (p: Partial<Ciclo> = {}): Ciclo => ({
  id: 100,
  bancoHoraId: 1,
  inicio: '2026-01-01',
  fim: '2026-06-30',
  status: 'aberto',
  ativo: true,
  ...p,
});

export const vigenciaFixture = (p: Partial<BancoHoraColaborador> = {}): BancoHoraColaborador => ({
  id: 500,
  bancoHoraId: 1,
  usuarioId: 7,
  vigenciaInicio: '2026-01-01',
  vigenciaFim: null,
  saldoAnteriorMinutos: 60,
  ...p,
});

export const pessoas = [
  { id: 7, nome: 'Maria da Silva', detalhe: 'Analista' },
  { id: 8, nome: 'João Souza', detalhe: 'Vendedor' },
];

export const extratoFixture = (p: Partial<Extrato> = {}): Extrato => ({
  usuarioId: 7,
  bancoHoraId: 1,
  bancoHoraNome: 'Banco de horas — acordo individual',
  regime: 'individual-6m',
  inicioCiclo: '2026-01-01',
  vencimentoMeses: null,
  ate: '2026-11-20',
  saldoAnteriorMinutos: 60,
  saldoAtualMinutos: 120,
  ciclos: [
    {
      inicio: '2026-07-01',
      fim: '2026-12-31',
      encerradoPor: null,
      saldoInicial: 0,
      creditos: 150,
      debitos: 30,
      pagos: 0,
      vencidos: 0,
      saldoFinal: 120,
      pagarComoExtra: [],
      descontar: 0,
      perdoado: 0,
      transportado: 0,
    },
  ],
  extrato: [
    { data: '2026-03-10', tipo: 'credito', minutos: 45, saldo: 45 },
    { data: '2026-06-30', tipo: 'fechamento', minutos: 45, saldo: 0 },
    { data: '2026-08-12', tipo: 'credito', minutos: 90, saldo: 90 },
    { data: '2026-09-03', tipo: 'debito', minutos: 30, saldo: 60 },
    { data: '2026-11-10', tipo: 'credito', minutos: 60, saldo: 120 },
  ],
  movimentos: [
    { data: '2026-08-12', credito: 90, debito: 0, origem: 'espelho', motivo: null },
    {
      data: '2026-09-03',
      credito: 0,
      debito: 30,
      origem: 'manual',
      motivo: 'Compensação: saída antecipada combinada',
    },
    {
      data: '2026-11-10',
      credito: 60,
      debito: 0,
      origem: 'manual',
      motivo: 'Abono: treinamento fora do horário',
    },
  ],
  ...p,
});

export const fechamentoFixture = (p: Partial<FechamentoCiclo> = {}): FechamentoCiclo => ({
  cicloId: 100,
  status: 'aberto',
  rodada: null,
  colaboradores: 2,
  itens: [{ usuarioId: 7, natureza: 'pagamento', percentual: 50, verba: '0150', minutos: 90 }],
  verbasFaltando: [],
  ...p,
});

export const configuracaoFixture = {
  id: 10,
  nome: 'Banco de horas — acordo individual',
  fatorDomingoFeriado: 1,
  percentualPagamento: 50,
  percentualPagamentoDomingoFeriado: 100,
  saldoNegativoNoFechamento: 'perdoar' as const,
  vencimentoMeses: null,
};

/** As leituras de um banco aberto (configuração, ciclos, vigências, pessoas). */
export const rotasDoBanco = (bancos = [bancoFixture()]) => ({
  'GET /api/banco-horas/api/v1/bancoHora': () => ok(bancos),
  'GET /api/banco-horas/api/v1/bancoHora/1': () => ok(bancoFixture()),
  'GET /api/banco-horas/api/v1/bancoHora/configuracao/10': () => ok(configuracaoFixture),
  'GET /api/banco-horas/api/v1/bancoHora/configuracao/ciclo': () =>
    ok([{ id: 3, configuracaoId: 10, regime: 'individual-6m', inicioCiclo: '2026-01-01' }]),
  'GET /api/banco-horas/api/v1/bancoHora/configuracao/faixa': () =>
    ok([{ id: 4, configuracaoId: 10, ordem: 1, ateMinutos: null, fator: 1 }]),
  'GET /api/banco-horas/api/v1/bancoHora/configuracao/faixa/verba': () =>
    ok([{ id: 5, faixaId: 4, verba: '0150', descricao: null }]),
  'GET /api/banco-horas/api/v1/bancoHora/configuracao/ciclo/verba': () =>
    ok([
      {
        id: 6,
        configuracaoId: 10,
        tipo: 'pagamento',
        percentual: 50,
        verba: '0150',
        descricao: null,
      },
    ]),
  'GET /api/banco-horas/api/v1/ciclo': () =>
    ok([
      cicloFixture({ id: 101, inicio: '2026-07-01', fim: '2026-12-31' }),
      cicloFixture({ id: 100, status: 'fechado' }),
    ]),
  'GET /api/banco-horas/api/v1/bancoHora/colaborador': () =>
    ok([vigenciaFixture(), vigenciaFixture({ id: 501, usuarioId: 8, saldoAnteriorMinutos: -30 })]),
  'GET /api/base/filter/pessoas': () => ok(pessoas),
  'GET /api/banco-horas/api/v1/bancoHora/estagio/1': () =>
    ok({ bancoHoraId: 1, estagios: [{ ordem: 1, limiteMinutos: 2400 }] }),
  'GET /api/banco-horas/api/v1/bancoHora/configuracao/estagio/verba': () =>
    ok({ verba: '0160', descricao: null }),
});

/** Entra como RH, abre o banco da demo e, se pedido, uma aba. */
export const abrirBanco = async (aba?: string) => {
  entrarComoRh();
  renderApp('/#/dashboard/admin/banco-horas');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Abrir Banco de horas — acordo individual' }),
  );
  if (aba) await userEvent.click(await screen.findByRole('tab', { name: aba }));
};
