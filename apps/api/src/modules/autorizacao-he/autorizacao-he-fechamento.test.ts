import type { Espelho, VerificacaoFechamento } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

// Retidas sem decisão no fechamento: aviso (não bloqueia) e, fechando, pagas — nunca perdidas
// (CLT art. 4º). A regra padrão da demo exige autorização desde 01/10/2026; "hoje" = 16/11/2026.

let t: AppDeTeste;
let rh: string;
let paulaId: number;
let departamentoId: number;

const chamar = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${rh}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, data: r.json().data as T };
};
const outubro = async () =>
  (await chamar<Espelho>('GET', `/api/espelho?ano=2026&mes=10&usuarioId=${paulaId}`)).data.dias;

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number; departamento_id: number }>(
    "select id, departamento_id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
  departamentoId = u!.departamento_id;
  const regras = await chamar<{ id: number; nome: string }[]>(
    'GET',
    '/api/regras-calculo/api/v1/horaPositiva',
  );
  const padrao = regras.data.find((r) => r.nome.endsWith('padrão CLT'))!;
  const r = await chamar('PUT', `/api/regras-calculo/api/v1/horaPositiva/${padrao.id}`, {
    exigeAutorizacaoHoraExtra: true,
    destinoNaoAutorizada: 'reter',
    vigenciaInicio: '2026-10-01',
  });
  expect(r.status).toBe(200);
}, 300_000);
afterAll(() => t.close());

describe('horas extras retidas no fechamento da competência', () => {
  it('aparecem como aviso que não bloqueia e diz que, fechando, serão pagas', async () => {
    const retidos = (await outubro()).filter((d) => (d.apuracao?.horasExtras?.retida ?? 0) > 0);
    expect(retidos.length).toBeGreaterThan(0);
    const itens: VerificacaoFechamento['items'] = [];
    for (let pagina = 1; pagina === 1 || itens.length === (pagina - 1) * 100; pagina++) {
      const v = await chamar<VerificacaoFechamento>(
        'GET',
        `/api/verbas/fechamento/divergencias?ano=2026&mes=10&pageSize=100&pageNumber=${pagina}&departamentoId=${departamentoId}`,
      );
      itens.push(...v.data.items);
      if (v.data.items.length < 100) break;
    }
    const avisos = itens.filter((d) => d.tipo === 'horaExtraRetida' && d.usuarioId === paulaId);
    expect(avisos.map((a) => a.data).sort()).toEqual(retidos.map((d) => d.data).sort());
    expect(avisos.every((a) => !a.bloqueia && a.descricao.includes('serão pagas'))).toBe(true);
  });
});
