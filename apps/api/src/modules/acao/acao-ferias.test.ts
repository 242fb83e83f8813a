import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Férias aprovadas bloqueiam as ações de escala nos seus dias (issue 14 §1).
let t: AppDeTeste;
let token: string;
let paulaId: number;

const acao = (corpo: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/escala/acao',
    headers: { authorization: `Bearer ${token}` },
    payload: { usuarioId: paulaId, ...corpo },
  });

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  token = await t.token('gestor@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
  // Férias aprovadas de 30/11 a 04/12/2026 (um período) e um day off aprovado em 07/12.
  await t.db.query(
    `insert into lancamento (empresa_id, usuario_id, tipo, status, data_inicio, data_fim, dias,
       periodo_aquisitivo, solicitante_id, criado_em, decidido_por, decidido_em)
     values ($1, $2, 'Ferias', 'Aprovado', '2026-11-30', '2026-12-04', 5, '2025-03-01', $2, now(), $2, now())`,
    [EMPRESA_DEMO, paulaId],
  );
  await t.db.query(
    `insert into lancamento_ferias_periodo (empresa_id, lancamento_id, ordem, inicio, fim, dias)
     select empresa_id, id, 1, '2026-11-30', '2026-12-04', 5 from lancamento
      where empresa_id = $1 and usuario_id = $2 and data_inicio = '2026-11-30'`,
    [EMPRESA_DEMO, paulaId],
  );
  await t.db.query(
    `insert into lancamento (empresa_id, usuario_id, tipo, status, data_inicio, data_fim, dias,
       motivo, solicitante_id, criado_em, decidido_por, decidido_em)
     values ($1, $2, 'DayOff', 'Aprovado', '2026-12-07', '2026-12-07', 1, 'FolgaConcedida', $2, now(), $2, now())`,
    [EMPRESA_DEMO, paulaId],
  );
}, 600_000);
afterAll(() => t.close());
vi.setConfig({ testTimeout: 300_000 });

describe('ações de escala em dias de férias', () => {
  it('folga num dia de férias: 409 nomeando a data', async () => {
    const r = await acao({ data: '2026-12-02', tipoAcao: 'MudarParaFolga' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      codigo: 'DIA_EM_FERIAS',
      message: 'O colaborador está de férias em 02/12/2026: não há escala a alterar nesse dia.',
    });
  });

  it('folga de vários dias que entra nas férias: recusa no primeiro dia de férias', async () => {
    const r = await acao({
      data: '2026-11-26',
      tipoAcao: 'MudarParaFolga',
      AlterarDiaDataFim: '2026-11-30',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('30/11/2026');
  });

  it('mover a folga semanal para um dia de férias também é recusado', async () => {
    const r = await acao({
      data: '2026-11-22',
      tipoAcao: 'MoverFolgaSemanal',
      novaFolgaSemanal: '2026-12-01',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('01/12/2026');
  });

  it('fora das férias (e num day off, que não é férias) a regra não se aplica', async () => {
    const antes = await acao({
      data: '2026-11-27',
      tipoAcao: 'AlterarEntrada',
      novoHorario: '09:00',
    });
    expect(antes.json().codigo).not.toBe('DIA_EM_FERIAS');
    const depois = await acao({ data: '2026-12-08', tipoAcao: 'MudarParaFolga' });
    expect(depois.statusCode).toBe(201);
  });
});

describe('folga do banco de folgas em dia de férias', () => {
  it('com saldo, a folga num dia de férias é recusada nomeando a data, e o saldo não muda', async () => {
    const rh = { authorization: `Bearer ${await t.token('rh@demo.jornada.dev')}` };
    const credito = await t.app.inject({
      method: 'POST',
      url: '/api/banco-folgas/creditos',
      headers: rh,
      payload: {
        usuarioId: paulaId,
        data: '2026-11-16',
        validade: '2027-05-16',
        dias: 1,
        motivo: 'Trabalhou no inventário de domingo',
      },
    });
    expect(credito.statusCode).toBe(200);
    const folga = await t.app.inject({
      method: 'POST',
      url: '/api/banco-folgas/folgas',
      headers: { authorization: `Bearer ${token}` },
      payload: { usuarioId: paulaId, data: '2026-12-01' },
    });
    expect(folga.statusCode).toBe(409);
    expect(folga.json()).toMatchObject({ codigo: 'DIA_EM_FERIAS', campo: 'data' });
    expect(folga.json().message).toContain('01/12/2026');
    const extrato = await t.app.inject({
      method: 'GET',
      url: `/api/banco-folgas/colaboradores/${paulaId}`,
      headers: rh,
    });
    expect(extrato.json().data.saldo).toBe(1);
  });
});
