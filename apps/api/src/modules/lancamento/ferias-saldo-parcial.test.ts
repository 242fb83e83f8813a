import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

/**
 * Saldo parcial do período aquisitivo (docs/decisoes/ferias-saldo-parcial.md): com 10 dias gozados
 * no sistema anterior (ajuste do RH), a programação completa os 20 de saldo, e a fração antiga
 * conta no fracionamento do art. 134 §1º. Hoje = 16/11/2026; a colaboradora (admissão 01/03/2024)
 * tem o período 2025/2026 com 30 dias de direito.
 */

const m = SERVICOS.main;
const PERIODO = '2025-03-01';
let t: AppDeTeste;
let rh: string;
let colaboradora: string;
let usuarioId: number;

const salvar = (periodos: { inicio: string; dias: number }[], abonoPecuniario = 0) =>
  t.app.inject({
    method: 'POST',
    url: `${m}/salvarFeriaslancamento`,
    headers: bearer(colaboradora),
    payload: { periodoAquisitivo: PERIODO, periodos, abonoPecuniario },
  });

const periodo = async () => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${m}/CarregarPeriodosAquisitivos?usuarioId=${usuarioId}`,
    headers: bearer(rh),
  });
  expect(r.statusCode).toBe(200);
  return (r.json().Data as { inicio: string }[]).find((p) => p.inicio === PERIODO);
};

const quantasFerias = async () => {
  const [l] = await t.db.query<{ n: number }>(
    "select count(*)::int as n from lancamento where empresa_id = $1 and usuario_id = $2 and tipo = 'Ferias'",
    [EMPRESA_DEMO, usuarioId],
  );
  return l!.n;
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaboradora = await t.token('colaborador03@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador03@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  usuarioId = u!.id;
  const ajuste = await t.app.inject({
    method: 'POST',
    url: `${m}/AjustarPeriodoAquisitivo`,
    headers: bearer(rh),
    payload: {
      usuarioId,
      periodoAquisitivo: PERIODO,
      faltasInjustificadas: 0,
      diasGozadosAnteriores: 10,
      motivo: 'Gozou 10 dias em janeiro no sistema anterior.',
    },
  });
  expect(ajuste.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('programação do saldo parcial de um período aquisitivo', () => {
  it('30 dias com saldo de 20: 422 que nomeia o campo e explica o saldo, sem gravar', async () => {
    const antes = await quantasFerias();
    const r = await salvar([{ inicio: '2027-01-11', dias: 30 }]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'DIAS_DIFEREM_DO_DIREITO', campo: 'periodos' });
    expect(r.json().Mensagem).toContain(
      '30 dias de gozo + 0 dias de abono = 30 dias, mas o saldo é de 20 dias',
    );
    expect(r.json().Mensagem).toContain('menos 10 dias já gozados ou agendados');
    expect(await quantasFerias()).toBe(antes);
  });

  it('a fração do sistema anterior conta: 10 + 10 + 10 não tem o período de 14 dias', async () => {
    const r = await salvar([
      { inicio: '2027-01-04', dias: 10 },
      { inicio: '2027-01-18', dias: 10 },
    ]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'NENHUM_PERIODO_DE_14_DIAS', campo: 'periodos' });
    expect(r.json().Mensagem).toContain(
      'o maior dos 3 períodos (1 já concedido e 2 nesta programação) tem 10 dias',
    );
  });

  it('três frações novas depois da antiga seriam quatro: 422 MAIS_DE_3_PERIODOS', async () => {
    const r = await salvar([
      { inicio: '2027-01-04', dias: 14 },
      { inicio: '2027-01-25', dias: 3 },
      { inicio: '2027-02-01', dias: 3 },
    ]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'MAIS_DE_3_PERIODOS', campo: 'periodos' });
    expect(r.json().Mensagem).toContain('férias divididas em 4 períodos');
  });

  it('o abono fica no terço do direito: 9 de gozo + 11 vendidos é recusado', async () => {
    const r = await salvar([{ inicio: '2027-01-11', dias: 9 }], 11);
    expect(r.statusCode).toBe(422);
    expect(r.json().Mensagem).toContain(
      'abono pecuniário de 11 dias, mas 1/3 de 30 dias de direito permite no máximo 10 dias',
    );
  });

  it('aceita os 20 dias do saldo; aprovados, o período fica sem saldo e com as 2 frações', async () => {
    const r = await salvar([{ inicio: '2027-01-11', dias: 20 }]);
    expect(r.statusCode).toBe(200);
    expect(r.json().Data).toMatchObject({ status: 'Pendente', dias: 20 });
    expect(await periodo()).toMatchObject({ gozados: 10, pendentes: 20, saldo: 20 });
    const aprovar = await t.app.inject({
      method: 'POST',
      url: `${m}/AlterarStatusLancamento`,
      headers: bearer(rh),
      payload: { lancamentoId: r.json().Data.id, status: 'Aprovado' },
    });
    expect(aprovar.statusCode).toBe(200);
    expect(await periodo()).toMatchObject({
      gozados: 10,
      agendados: 20,
      saldo: 0,
      fracoesConcedidas: [10, 20],
    });
    const mais = await salvar([{ inicio: '2027-02-15', dias: 5 }]);
    expect(mais.statusCode).toBe(409);
    expect(mais.json()).toMatchObject({
      codigo: 'FERIAS_JA_PROGRAMADAS',
      campo: 'periodoAquisitivo',
    });
    expect(mais.json().Mensagem).toContain('já está todo programado');
  });
});
