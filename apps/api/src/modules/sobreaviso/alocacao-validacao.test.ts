import type { AlocacaoSobreaviso, RegraSobreaviso } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Paula (colaborador@demo) trabalha de segunda a sexta, 08:00–12:00 / 13:00–17:48 (escala
// comercial 5x2). Dezembro/2026: 07/12 é segunda, 12/12 é sábado.
const S = '/api/sobreaviso';
let t: AppDeTeste;
let rh: string;
let paulaId: number;
let sobreavisoId: number;
let prontidaoId: number;

const postar = async (payload: object) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${S}/alocacao`,
    headers: { authorization: `Bearer ${rh}` },
    payload,
  });
  return { status: r.statusCode, corpo: r.json() as Record<string, unknown> };
};

const corpo = (regraId: number, extra: object) => ({
  usuarioId: paulaId,
  regraId,
  dataInicio: '2026-12-07',
  dataFim: '2026-12-13',
  diasSemana: [1],
  horaInicio: '19:00',
  horaFim: '07:00',
  ...extra,
});

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
  const regras = await t.app.inject({
    method: 'GET',
    url: `${S}/regra`,
    headers: { authorization: `Bearer ${rh}` },
  });
  sobreavisoId = (regras.json().data as RegraSobreaviso[])[0]!.id;
  const p = await t.app.inject({
    method: 'POST',
    url: `${S}/regra`,
    headers: { authorization: `Bearer ${rh}` },
    payload: { nome: 'Prontidão na loja', tipo: 'prontidao' },
  });
  prontidaoId = (p.json().data as RegraSobreaviso).id;
});
afterAll(() => t.close());

describe('validação da escala de sobreaviso contra a jornada e a lei', () => {
  it('sobreaviso noturno fora da jornada é aceito', async () => {
    const r = await postar(corpo(sobreavisoId, {}));
    expect(r.status).toBe(200);
    expect((r.corpo.data as AlocacaoSobreaviso).escalas).toEqual([
      { inicio: '2026-12-07T19:00', fim: '2026-12-08T07:00' },
    ]);
  });

  it('escala que coincide com a jornada de trabalho é recusada (400, horaInicio)', async () => {
    const r = await postar(corpo(sobreavisoId, { horaInicio: '16:00', horaFim: '22:00' }));
    expect(r.status).toBe(400);
    expect(r.corpo).toMatchObject({
      success: false,
      campo: 'horaInicio',
      message:
        'horaInicio: em 07/12/2026 a escala de sobreaviso (16:00–22:00) coincide com a jornada de trabalho (13:00–17:48); sobreaviso é fora da jornada.',
    });
  });

  it('prontidão acima de 12 h é recusada (400, horaFim — CLT art. 244 §3º)', async () => {
    const r = await postar(
      corpo(prontidaoId, { diasSemana: [6], horaInicio: '06:00', horaFim: '19:00' }),
    );
    expect(r.status).toBe(400);
    expect(r.corpo).toMatchObject({ campo: 'horaFim' });
    expect(r.corpo.message).toContain('o máximo é 12:00 por escala (CLT art. 244 §3º)');
  });

  it('prontidão que não deixa 11 h entre jornadas é recusada (CLT art. 66)', async () => {
    const r = await postar(corpo(prontidaoId, { horaInicio: '19:00', horaFim: '23:00' }));
    expect(r.status).toBe(400);
    expect(r.corpo).toMatchObject({
      campo: 'horaInicio',
      message:
        'horaInicio: em 07/12/2026 a escala de prontidão deixa só 9:00 de descanso entre jornadas; o mínimo é 11:00 (CLT art. 66).',
    });
  });

  it('prontidão de 12 h no sábado de folga é aceita', async () => {
    const r = await postar(
      corpo(prontidaoId, { diasSemana: [6], horaInicio: '08:00', horaFim: '20:00' }),
    );
    expect(r.status).toBe(200);
  });

  it('dias da semana que não caem no período: 400 em diasSemana', async () => {
    const r = await postar(
      corpo(sobreavisoId, { dataInicio: '2026-12-08', dataFim: '2026-12-09', diasSemana: [0] }),
    );
    expect(r).toMatchObject({ status: 400, corpo: { campo: 'diasSemana' } });
  });

  it('alteração que passa a coincidir com a jornada também é recusada', async () => {
    const criada = await postar(
      corpo(sobreavisoId, { dataInicio: '2026-12-14', dataFim: '2026-12-20' }),
    );
    const id = (criada.corpo.data as AlocacaoSobreaviso).id;
    const r = await t.app.inject({
      method: 'PUT',
      url: `${S}/alocacao/${id}`,
      headers: { authorization: `Bearer ${rh}` },
      payload: {
        ...corpo(sobreavisoId, { dataInicio: '2026-12-14', dataFim: '2026-12-20' }),
        horaInicio: '07:00',
        horaFim: '09:00',
        ativo: true,
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ campo: 'horaInicio' });
  });
});
