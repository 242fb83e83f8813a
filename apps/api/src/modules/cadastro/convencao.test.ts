import type { Convencao, Espelho } from '@jornada/contracts';
import { MODELOS_CONVENCAO } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let paulaId: number;
let sindicatoId: number;

const chamar = async (
  quem: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const r = await t.app.inject({
    method,
    url,
    headers: como(quem),
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json() };
};

const C = '/api/cadastros';

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
  const s = await chamar('rh', 'POST', `${C}/sindicatos`, { nome: 'Sindicato dos Comerciários' });
  expect(s.status).toBe(200);
  sindicatoId = s.corpo.data.id;
}, 600_000);
// Máquina de CI compartilhada: o espelho de um mês inteiro pode passar dos 30 s padrão.
vi.setConfig({ testTimeout: 300_000 });
afterAll(() => t.close());

describe('modelos de convenção coletiva', () => {
  it('lista os quatro modelos, todos marcados como exemplo a revisar', async () => {
    const r = await chamar('rh', 'GET', `${C}/convencoes/modelos`);
    expect(r.status).toBe(200);
    expect(r.corpo.data.map((m: { codigo: string }) => m.codigo)).toEqual(
      MODELOS_CONVENCAO.map((m) => m.codigo),
    );
    for (const m of r.corpo.data)
      expect(m.aviso).toBe('Exemplo — revise com o seu sindicato antes de usar');
  });

  it('colaborador não vê os modelos (403)', async () => {
    expect((await chamar('colaborador', 'GET', `${C}/convencoes/modelos`)).status).toBe(403);
  });

  it('modelo inexistente: 400 nomeando o campo', async () => {
    const r = await chamar('rh', 'POST', `${C}/sindicatos/${sindicatoId}/convencoes/modelo`, {
      modelo: 'padeiros',
      vigenciaInicio: '2026-01-01',
    });
    expect(r.status).toBe(400);
    expect(r.corpo.campo).toBe('modelo');
  });
});

describe('convenção muda o espelho a partir da vigência', () => {
  let antes: Espelho;
  let convencao: Convencao;

  it('aplica o modelo dos metalúrgicos a partir de 15/10 e liga a Paula ao sindicato', async () => {
    antes = (await chamar('colaborador', 'GET', '/api/espelho?ano=2026&mes=10')).corpo.data;
    const r = await chamar('rh', 'POST', `${C}/sindicatos/${sindicatoId}/convencoes/modelo`, {
      modelo: 'metalurgicos',
      vigenciaInicio: '2026-10-15',
    });
    expect(r.status).toBe(200);
    convencao = r.corpo.data.convencao;
    expect(convencao).toMatchObject({
      sindicatoId,
      versao: 1,
      modelo: 'metalurgicos',
      vigenciaInicio: '2026-10-15',
      vigenciaFim: null,
    });
    expect(convencao.observacoes).toContain('Exemplo — revise com o seu sindicato');
    // Sem fila no teste: o espelho é calculado na hora e nada fica pedido.
    expect(r.corpo.data.reprocessamentoId).toBeNull();
    const v = await chamar('rh', 'PUT', `${C}/colaboradores/${paulaId}/sindicato`, { sindicatoId });
    expect(v.status).toBe(200);
    const membros = await chamar('rh', 'GET', `${C}/sindicatos/${sindicatoId}/colaboradores`);
    expect(membros.corpo.data.map((m: { usuarioId: number }) => m.usuarioId)).toEqual([paulaId]);
  });

  it('dias antes de 15/10 ficam iguais; a tolerância da CCT vale daí em diante', async () => {
    const depois: Espelho = (await chamar('colaborador', 'GET', '/api/espelho?ano=2026&mes=10'))
      .corpo.data;
    const mudaram = depois.dias.filter(
      (d, i) => JSON.stringify(d.apuracao) !== JSON.stringify(antes.dias[i]!.apuracao),
    );
    expect(mudaram.length).toBeGreaterThan(0);
    for (const d of mudaram) expect(d.data >= '2026-10-15').toBe(true);
  });

  it('regra explícita vence a CCT: alterar a convenção gera nova versão e histórico', async () => {
    const corpo = {
      nome: convencao.nome,
      vigenciaInicio: convencao.vigenciaInicio,
      vigenciaFim: '2027-10-14',
      dataBaseMes: 11,
      observacoes: 'Revisada com o sindicato',
      parametros: {
        ...convencao.parametros,
        regras: {
          ...convencao.parametros.regras,
          tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas' as const },
        },
      },
    };
    const r = await chamar('rh', 'PUT', `${C}/convencoes/${convencao.id}`, corpo);
    expect(r.status).toBe(200);
    expect(r.corpo.data.convencao).toMatchObject({ versao: 2, vigenciaFim: '2027-10-14' });
    const h = await chamar('rh', 'GET', `${C}/convencoes/${convencao.id}/historico`);
    expect(h.corpo.data.map((x: Convencao) => x.versao)).toEqual([2, 1]);
    const lista = await chamar('rh', 'GET', `${C}/sindicatos/${sindicatoId}/convencoes`);
    expect(lista.corpo.data).toHaveLength(1);
    const [aud] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'convencao_coletiva'",
      [EMPRESA_DEMO],
    );
    expect(aud!.n).toBe(2);
  });

  it('fim antes do início e adicional noturno abaixo de 20 %: 400 com o campo', async () => {
    const base = {
      nome: 'X',
      vigenciaInicio: '2026-10-15',
      parametros: {
        regras: {},
        adicionalNoturnoPercentual: 20,
        fracaoSobreaviso: { numerador: 1, denominador: 3 },
        bancoHorasPrazoMeses: null,
      },
    };
    const fim = await chamar('rh', 'POST', `${C}/sindicatos/${sindicatoId}/convencoes`, {
      ...base,
      vigenciaFim: '2026-01-01',
    });
    expect(fim.status).toBe(400);
    expect(fim.corpo.campo).toBe('vigenciaFim');
    const noturno = await chamar('rh', 'POST', `${C}/sindicatos/${sindicatoId}/convencoes`, {
      ...base,
      parametros: { ...base.parametros, adicionalNoturnoPercentual: 10 },
    });
    expect(noturno.status).toBe(400);
    expect(noturno.corpo.message).toContain('20 %');
  });

  it('convenção e sindicato inexistentes: 404', async () => {
    expect((await chamar('rh', 'GET', `${C}/convencoes/2147483647`)).status).toBe(404);
    expect((await chamar('rh', 'GET', `${C}/sindicatos/2147483647/convencoes`)).status).toBe(404);
    const r = await chamar('rh', 'PUT', `${C}/colaboradores/${paulaId}/sindicato`, {
      sindicatoId: 2147483647,
    });
    expect(r.status).toBe(404);
  });
});
