import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

/**
 * Ajuste do RH no saldo de um período aquisitivo: dias a mais ou a menos no direito e dias gozados
 * e vendidos no sistema anterior, com o motivo, só inserção e auditado. Hoje = 16/11/2026; a
 * colaboradora (admissão 01/03/2024) tem o período 2025/2026 com 30 dias de direito.
 */

const m = SERVICOS.main;
const PERIODO = '2025-03-01';
let t: AppDeTeste;
let rh: string;
let gestor: string;
let colaboradora: string;
let usuarioId: number;

const ajustar = (token: string, corpo: object) =>
  t.app.inject({
    method: 'POST',
    url: `${m}/AjustarPeriodoAquisitivo`,
    headers: bearer(token),
    payload: { usuarioId, periodoAquisitivo: PERIODO, faltasInjustificadas: 0, ...corpo },
  });

const periodo = async (token: string) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${m}/CarregarPeriodosAquisitivos?usuarioId=${usuarioId}`,
    headers: bearer(token),
  });
  expect(r.statusCode).toBe(200);
  return (r.json().Data as { inicio: string }[]).find((p) => p.inicio === PERIODO);
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  gestor = await t.token('gestora.cd@demo.jornada.dev');
  colaboradora = await t.token('colaborador03@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador03@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  usuarioId = u!.id;
});
afterAll(() => t.close());

describe('ajuste do saldo do período aquisitivo pelo RH', () => {
  it('gozados no sistema anterior entram no saldo que a colaboradora vê; a linha antiga fica', async () => {
    const r = await ajustar(rh, {
      diasGozadosAnteriores: 10,
      motivo: 'Gozou 10 dias em janeiro no sistema anterior.',
    });
    expect(r.statusCode).toBe(200);
    expect(await periodo(colaboradora)).toMatchObject({
      origemFaltas: 'AjusteRh',
      ajusteMotivo: 'Gozou 10 dias em janeiro no sistema anterior.',
      diasAjuste: 0,
      direito: 30,
      gozados: 10,
      saldo: 20,
    });
    const linhas = await t.db.query<{ dias_gozados_anteriores: number }>(
      'select dias_gozados_anteriores from lancamento_ferias_ajuste where empresa_id = $1 and usuario_id = $2 and periodo_aquisitivo = $3 order by id',
      [EMPRESA_DEMO, usuarioId, PERIODO],
    );
    expect(linhas.map((l) => l.dias_gozados_anteriores)).toEqual([0, 10]);
    const [auditoria] = await t.db.query<{ antes: unknown; depois: unknown }>(
      "select antes, depois from auditoria where empresa_id = $1 and entidade = 'periodo_aquisitivo' and entidade_id = $2 and acao = 'ajustar' order by id desc limit 1",
      [EMPRESA_DEMO, `${usuarioId}:${PERIODO}`],
    );
    expect(auditoria!.antes).toMatchObject({ diasGozadosAnteriores: 0 });
    expect(auditoria!.depois).toMatchObject({ diasGozadosAnteriores: 10, saldo: 20 });
  });

  it('a conferência das férias usa o saldo ajustado: 30 dias com saldo de 20 são recusados', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/salvarFeriaslancamento`,
      headers: bearer(colaboradora),
      payload: { periodoAquisitivo: PERIODO, periodos: [{ inicio: '2027-01-11', dias: 30 }] },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'DIAS_DIFEREM_DO_DIREITO', campo: 'periodos' });
    expect(r.json().Mensagem).toContain('mas o saldo é de 20 dias');
  });

  it('dias a menos no direito: 30 − 6 = 24', async () => {
    expect(
      (await ajustar(rh, { diasAjuste: -6, motivo: 'Acordo de compensação.' })).statusCode,
    ).toBe(200);
    expect(await periodo(rh)).toMatchObject({ diasAjuste: -6, direito: 24, gozados: 0, saldo: 24 });
  });

  it.each([
    {
      descricao: 'direito acima de 30 dias',
      corpo: { diasAjuste: 5 },
      campo: 'diasAjuste',
      mensagem: 'o direito do período ficaria em 35 dias',
    },
    {
      descricao: 'saldo negativo',
      corpo: { diasGozadosAnteriores: 25, diasVendidosAnteriores: 10 },
      campo: 'diasGozadosAnteriores',
      mensagem: 'o saldo do período ficaria negativo (-5 dias)',
    },
    {
      descricao: 'gozados negativos',
      corpo: { diasGozadosAnteriores: -1 },
      campo: 'diasGozadosAnteriores',
      mensagem: 'não pode ser negativo',
    },
  ])('recusa $descricao (400 com o campo), sem gravar', async ({ corpo, campo, mensagem }) => {
    const [antes] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from lancamento_ferias_ajuste where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    const r = await ajustar(rh, { ...corpo, motivo: 'Teste de limite.' });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe(campo);
    expect(r.json().Mensagem).toContain(mensagem);
    const [depois] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from lancamento_ferias_ajuste where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    expect(depois!.n).toBe(antes!.n);
  });

  it('sem motivo é 400; a gestora da equipe não ajusta (403)', async () => {
    const semMotivo = await ajustar(rh, { diasAjuste: 1 });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().campo).toBe('motivo');
    expect((await ajustar(gestor, { diasAjuste: 1, motivo: 'x' })).statusCode).toBe(403);
  });
});
