import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

/**
 * Várias programações no mesmo período aquisitivo (issue 14, docs/decisoes/ferias-saldo-parcial.md):
 * com saldo, o período aceita outra programação, e as ativas (pendentes ou aprovadas) contam no
 * fracionamento (art. 134 §1º) e no terço vendido (art. 143); sem saldo, 409. Hoje = 16/11/2026;
 * as colaboradoras (admissão 01/03/2024) têm o período 2025/2026 sem faltas (30 dias). O RH tira
 * 10 dias do direito, a primeira programação cobre os 20, e o RH devolve os 10: sobram 10.
 */

const m = SERVICOS.main;
const PERIODO = '2025-03-01';
type Periodo = { inicio: string; dias: number };
type Pessoa = { token: string; usuarioId: number };
let t: AppDeTeste;
let rh: string;

const pessoa = async (email: string): Promise<Pessoa> => {
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, email],
  );
  return { token: await t.token(email), usuarioId: u!.id };
};

const salvar = (p: Pessoa, periodos: Periodo[], abonoPecuniario = 0) =>
  t.app.inject({
    method: 'POST',
    url: `${m}/salvarFeriaslancamento`,
    headers: bearer(p.token),
    payload: { periodoAquisitivo: PERIODO, periodos, abonoPecuniario },
  });

const aprovar = async (lancamentoId: number) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${m}/AlterarStatusLancamento`,
    headers: bearer(rh),
    payload: { lancamentoId, status: 'Aprovado' },
  });
  expect(r.statusCode).toBe(200);
};

const ajustar = async (p: Pessoa, diasAjuste: number) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${m}/AjustarPeriodoAquisitivo`,
    headers: bearer(rh),
    payload: {
      usuarioId: p.usuarioId,
      periodoAquisitivo: PERIODO,
      faltasInjustificadas: 0,
      diasAjuste,
      motivo: diasAjuste === 0 ? 'Direito integral conferido.' : 'Direito em conferência.',
    },
  });
  expect(r.statusCode).toBe(200);
};

const periodo = async (p: Pessoa) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${m}/CarregarPeriodosAquisitivos?usuarioId=${p.usuarioId}`,
    headers: bearer(rh),
  });
  expect(r.statusCode).toBe(200);
  return (r.json().Data as { inicio: string }[]).find((x) => x.inicio === PERIODO);
};

const ativas = async (p: Pessoa) => {
  const [l] = await t.db.query<{ n: number }>(
    "select count(*)::int as n from lancamento where empresa_id = $1 and usuario_id = $2 and tipo = 'Ferias' and periodo_aquisitivo = $3 and status in ('Pendente', 'Aprovado')",
    [EMPRESA_DEMO, p.usuarioId, PERIODO],
  );
  return l!.n;
};

/** A primeira programação cobre os 20 dias do direito reduzido; depois o RH devolve os 10. */
const primeiraProgramacao = async (p: Pessoa, periodos: Periodo[], abono: number) => {
  await ajustar(p, -10);
  const r = await salvar(p, periodos, abono);
  expect(r.statusCode).toBe(200);
  await aprovar(r.json().Data.id);
  await ajustar(p, 0);
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
});
afterAll(() => t.close());

describe('várias programações no mesmo período aquisitivo', () => {
  it('programa o restante do saldo; as frações de antes contam no limite de 3', async () => {
    const p = await pessoa('colaborador@demo.jornada.dev');
    await primeiraProgramacao(
      p,
      [
        { inicio: '2027-01-04', dias: 14 },
        { inicio: '2027-01-18', dias: 6 },
      ],
      0,
    );
    expect(await periodo(p)).toMatchObject({ saldo: 10, fracoesConcedidas: [14, 6] });

    const quatro = await salvar(p, [
      { inicio: '2027-01-25', dias: 5 },
      { inicio: '2027-02-15', dias: 5 },
    ]);
    expect(quatro.statusCode).toBe(422);
    expect(quatro.json()).toMatchObject({ codigo: 'MAIS_DE_3_PERIODOS', campo: 'periodos' });
    expect(quatro.json().Mensagem).toContain(
      'férias divididas em 4 períodos (2 já concedidos e 2 nesta programação)',
    );

    const sobreposta = await salvar(p, [{ inicio: '2027-01-11', dias: 10 }]);
    expect(sobreposta.statusCode).toBe(409);
    expect(sobreposta.json()).toMatchObject({ codigo: 'LANCAMENTO_SOBREPOSTO' });

    const resto = await salvar(p, [{ inicio: '2027-01-25', dias: 10 }]);
    expect(resto.statusCode).toBe(200);
    expect(resto.json().Data).toMatchObject({ status: 'Pendente', dias: 10 });
    expect(await ativas(p)).toBe(2);
    await aprovar(resto.json().Data.id);
    const depois = (await periodo(p)) as { fracoesConcedidas?: number[] } | undefined;
    expect(depois).toMatchObject({ agendados: 30, saldo: 0 });
    expect([...(depois?.fracoesConcedidas ?? [])].sort((a, b) => a - b)).toEqual([6, 10, 14]);
  });

  it('sem saldo no período: 409 FERIAS_JA_PROGRAMADAS que diz que ele está todo programado', async () => {
    const p = await pessoa('colaborador@demo.jornada.dev');
    const r = await salvar(p, [{ inicio: '2027-02-15', dias: 5 }]);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'FERIAS_JA_PROGRAMADAS', campo: 'periodoAquisitivo' });
    expect(r.json().Mensagem).toBe(
      'O período aquisitivo que começa em 01/03/2025 já está todo programado: os 30 dias de direito já foram gozados, agendados, vendidos ou pedidos em outra programação, e não resta saldo.',
    );
    expect(r.json().Mensagem).not.toContain('cancele');
  });

  it('o abono de antes conta no terço; a pendente toma o saldo que restava', async () => {
    const p = await pessoa('colaborador03@demo.jornada.dev');
    await primeiraProgramacao(p, [{ inicio: '2027-01-04', dias: 14 }], 6);
    expect(await periodo(p)).toMatchObject({ vendidos: 6, saldo: 10 });

    const abono = await salvar(p, [{ inicio: '2027-01-25', dias: 5 }], 5);
    expect(abono.statusCode).toBe(422);
    expect(abono.json()).toMatchObject({
      codigo: 'ABONO_ACIMA_DE_UM_TERCO',
      campo: 'abonoPecuniario',
    });
    expect(abono.json().Mensagem).toContain(
      'abono pecuniário de 5 dias + 6 dias já vendidos = 11 dias, mas 1/3 de 30 dias de direito permite no máximo 10 dias',
    );

    const resto = await salvar(p, [{ inicio: '2027-01-25', dias: 6 }], 4);
    expect(resto.statusCode).toBe(200);
    // Pendente, a programação já conta: não sobra saldo para uma terceira.
    const terceira = await salvar(p, [{ inicio: '2027-02-15', dias: 5 }]);
    expect(terceira.statusCode).toBe(409);
    expect(terceira.json()).toMatchObject({ codigo: 'FERIAS_JA_PROGRAMADAS' });
    await aprovar(resto.json().Data.id);
    expect(await periodo(p)).toMatchObject({ vendidos: 10, saldo: 0 });
  });

  it('dois pedidos simultâneos que juntos passam do saldo: um entra, o outro é recusado', async () => {
    const p = await pessoa('colaborador04@demo.jornada.dev');
    const respostas = await Promise.all([
      salvar(p, [{ inicio: '2027-01-04', dias: 30 }]),
      salvar(p, [{ inicio: '2027-02-15', dias: 20 }], 10),
    ]);
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([200, 409]);
    const recusa = respostas.find((r) => r.statusCode === 409)!;
    expect(recusa.json()).toMatchObject({ codigo: 'FERIAS_JA_PROGRAMADAS' });
    expect(await ativas(p)).toBe(1);
  });
});
