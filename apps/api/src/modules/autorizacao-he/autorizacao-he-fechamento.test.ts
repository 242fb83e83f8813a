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
const divergencias = async () => {
  const itens: VerificacaoFechamento['items'] = [];
  for (let pagina = 1; ; pagina++) {
    const v = await chamar<VerificacaoFechamento>(
      'GET',
      `/api/verbas/fechamento/divergencias?ano=2026&mes=10&pageSize=100&pageNumber=${pagina}&departamentoId=${departamentoId}`,
    );
    itens.push(...v.data.items);
    if (v.data.items.length < 100) return itens;
  }
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
    const itens = await divergencias();
    const avisos = itens.filter((d) => d.tipo === 'horaExtraRetida' && d.usuarioId === paulaId);
    expect(avisos.map((a) => a.data).sort()).toEqual(retidos.map((d) => d.data).sort());
    expect(avisos.every((a) => !a.bloqueia && a.descricao.includes('serão pagas'))).toBe(true);
  });

  it('fechando com os avisos aceitos, as retidas sem decisão viram pagas, auditadas', async () => {
    const retidos = (await outubro()).filter((d) => (d.apuracao?.horasExtras?.retida ?? 0) > 0);
    // A demo tem dias com marcações ímpares no departamento (bloqueiam o fechamento, sem relação
    // com as extras): o RH os justifica antes, como faria na tela de divergências.
    const bloqueantes = (await divergencias()).filter((d) => d.bloqueia);
    expect(bloqueantes.every((d) => d.tipo === 'marcacoesImpares')).toBe(true);
    if (bloqueantes.length > 0) {
      const j = await chamar('POST', '/api/divergencias/acoes', {
        acao: 'justificar',
        motivo: 'Conferido com o gestor.',
        itens: bloqueantes.map((d) => ({ usuarioId: d.usuarioId, data: d.data })),
      });
      expect(j.status).toBe(200);
    }
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/verbas/fechamento',
      headers: { authorization: `Bearer ${rh}` },
      payload: { ano: 2026, mes: 10, departamentoId, aceitarAvisos: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    const depois = new Map((await outubro()).map((d) => [d.data, d.apuracao?.horasExtras]));
    for (const d of retidos) {
      const h = depois.get(d.data)!;
      expect(h.decisao).toBe('pagar');
      expect(h.retida).toBe(0);
    }
    const aud = await t.db.query<{ entidade_id: string }>(
      "select entidade_id from auditoria where empresa_id = $1 and entidade = 'decisao_hora_extra' and acao = 'pagar-no-fechamento'",
      [EMPRESA_DEMO],
    );
    const dePaula = aud.filter((a) => a.entidade_id.startsWith(`${paulaId}:`));
    expect(dePaula.map((a) => a.entidade_id).sort()).toEqual(
      retidos.map((d) => `${paulaId}:${d.data}`).sort(),
    );
  });
});
