import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AGORA_TESTE,
  type AppDeTeste,
  bearer,
  createAppDeTeste,
} from '../../../test/app-de-teste.ts';
import { iniciarReceptor } from '../../../test/receptor-webhook.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { conferirDestino } from './rede.ts';

let t: AppDeTeste;
let receptor: Awaited<ReturnType<typeof iniciarReceptor>>;
let rh: string;
let paula: string;

const i = '/api/integracao';
const MINUTO = 60_000;

beforeAll(async () => {
  receptor = await iniciarReceptor();
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  paula = await t.token('colaborador@demo.jornada.dev');
}, 300_000);
afterAll(async () => {
  await t?.close();
  await receptor?.fechar();
});
/** Cada caso começa 2 dias depois do anterior: marcações no mesmo minuto seriam duplicadas. */
let caso = 0;
beforeEach(async () => {
  t.relogio.agora = new Date(AGORA_TESTE.getTime() + caso++ * 2 * 24 * 60 * MINUTO);
  receptor.recebidos.length = 0;
  receptor.estado.respostas = [];
  receptor.estado.padrao = 200;
  // Cada caso começa sem destinos: os eventos de um não vão ao destino do outro.
  await t.db.query('delete from webhook_endpoint where empresa_id = $1', [EMPRESA_DEMO]);
});

const criarWebhook = async (eventos: string[]) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${i}/webhooks`,
    headers: bearer(rh),
    payload: { url: receptor.url, eventos },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; segredo: string };
};

const entregas = async (id: number) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `${i}/webhooks/${id}/entregas`,
    headers: bearer(rh),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    total: number;
    items: {
      id: number;
      tipo: string;
      situacao: string;
      tentativas: number;
      proximaTentativaEm: string | null;
      historico: {
        numero: number;
        statusHttp: number | null;
        erro: string | null;
        proximaTentativaEm: string | null;
      }[];
    }[];
  };
};

const marcar = async () => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: bearer(paula),
    payload: {},
  });
  expect(r.statusCode, r.body).toBe(200);
  await t.app.aguardarEventos();
};

const avancar = async (ms: number) => {
  t.relogio.agora = new Date(t.relogio.agora.getTime() + ms);
  await t.app.processarWebhooks();
};

describe('Webhooks', () => {
  it('a marcação entrega um POST assinado (HMAC-SHA256 do corpo) com id, tipo, instante e dados', async () => {
    const w = await criarWebhook(['marcacao.registrada']);
    expect(w.segredo).toMatch(/^whsec_/);
    await marcar();
    expect(receptor.recebidos).toHaveLength(1);
    const [r] = receptor.recebidos;
    const esperado = `sha256=${createHmac('sha256', w.segredo).update(r!.corpo).digest('hex')}`;
    expect(r!.headers['x-jornada-assinatura']).toBe(esperado);
    expect(r!.headers['x-jornada-timestamp']).toBe(String(AGORA_TESTE.getTime() / 1000));
    expect(r!.headers['x-jornada-evento']).toBe('marcacao.registrada');
    const corpo = JSON.parse(r!.corpo);
    expect(corpo).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tipo: 'marcacao.registrada',
      em: AGORA_TESTE.toISOString(),
      dados: { usuarioId: expect.any(Number), nsr: expect.any(Number), data: '2026-11-16' },
    });
    expect(corpo.dados.empresaId).toBeUndefined();
    const log = await entregas(w.id);
    expect(log.items[0]).toMatchObject({
      situacao: 'entregue',
      tentativas: 1,
      proximaTentativaEm: null,
    });
    expect(log.items[0]!.historico[0]).toMatchObject({ numero: 1, statusHttp: 200, erro: null });
    // A lista não mostra o segredo de novo.
    const lista = await t.app.inject({ method: 'GET', url: `${i}/webhooks`, headers: bearer(rh) });
    expect(lista.body).not.toContain(w.segredo);
  });

  it('HTTP 500 fica pendente com a próxima tentativa em 1 min; na hora, tenta de novo e entrega', async () => {
    const w = await criarWebhook(['marcacao.registrada']);
    receptor.estado.respostas = [500];
    await marcar();
    let log = await entregas(w.id);
    expect(log.items[0]).toMatchObject({
      situacao: 'pendente',
      tentativas: 1,
      proximaTentativaEm: new Date(t.relogio.agora.getTime() + MINUTO).toISOString(),
    });
    expect(log.items[0]!.historico[0]).toMatchObject({ statusHttp: 500, erro: 'HTTP 500' });
    await avancar(30_000);
    expect(receptor.recebidos).toHaveLength(1);
    await avancar(30_000);
    expect(receptor.recebidos).toHaveLength(2);
    expect(receptor.recebidos[1]!.corpo).toBe(receptor.recebidos[0]!.corpo);
    log = await entregas(w.id);
    expect(log.items[0]).toMatchObject({ situacao: 'entregue', tentativas: 2 });
    expect(log.items[0]!.historico.map((h) => h.statusHttp)).toEqual([500, 200]);
  });

  it('desiste depois de 6 tentativas (1, 5, 30 min, 2 h, 12 h); reenviar tenta de novo na hora', async () => {
    const w = await criarWebhook(['marcacao.registrada']);
    receptor.estado.padrao = 503;
    await marcar();
    for (const minutos of [1, 5, 30, 120, 720]) await avancar(minutos * MINUTO);
    let log = await entregas(w.id);
    expect(log.items[0]).toMatchObject({
      situacao: 'desistiu',
      tentativas: 6,
      proximaTentativaEm: null,
    });
    expect(log.items[0]!.historico).toHaveLength(6);
    await avancar(24 * 60 * MINUTO);
    expect(receptor.recebidos).toHaveLength(6);
    receptor.estado.padrao = 200;
    const r = await t.app.inject({
      method: 'POST',
      url: `${i}/webhooks/${w.id}/entregas/${log.items[0]!.id}/reenviar`,
      headers: bearer(rh),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ situacao: 'entregue', tentativas: 7 });
    log = await entregas(w.id);
    expect(log.items[0]!.historico.at(-1)).toMatchObject({ numero: 7, statusHttp: 200 });
  });

  it('destino fora do ar: o erro de rede fica no registro da tentativa', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${i}/webhooks`,
      headers: bearer(rh),
      payload: { url: 'http://127.0.0.1:9/fechado', eventos: ['colaborador.alterado'] },
    });
    const id = r.json().data.id;
    const teste = await t.app.inject({
      method: 'POST',
      url: `${i}/webhooks/${id}/teste`,
      headers: bearer(rh),
    });
    expect(teste.statusCode, teste.body).toBe(200);
    expect(teste.json().data).toMatchObject({
      tipo: 'webhook.teste',
      situacao: 'pendente',
      tentativas: 1,
    });
    expect(teste.json().data.historico[0].statusHttp).toBeNull();
    expect(teste.json().data.historico[0].erro).toBeTruthy();
  });

  it('só os eventos assinados e só destinos ativos recebem', async () => {
    const w = await criarWebhook(['colaborador.alterado']);
    await marcar();
    expect(receptor.recebidos).toHaveLength(0);
    const r = await t.app.inject({
      method: 'PUT',
      url: `${i}/webhooks/${w.id}`,
      headers: bearer(rh),
      payload: { url: receptor.url, eventos: ['marcacao.registrada'], ativo: false },
    });
    expect(r.statusCode, r.body).toBe(200);
    await marcar();
    expect(receptor.recebidos).toHaveLength(0);
  });

  it('marcações que chegam juntas: cada evento vira uma entrega só nos destinos que o assinam', async () => {
    const marcacoes = await criarWebhook(['marcacao.registrada']);
    const outro = await criarWebhook(['colaborador.alterado']);
    const tokens = await Promise.all(
      [4, 5, 6].map((n) => t.token(`colaborador0${n}@demo.jornada.dev`)),
    );
    // Três marcações ao mesmo tempo: um lote do REP, três eventos publicados juntos, um lote de
    // entregas (uma consulta dos destinos para os três).
    const rs = await Promise.all(
      tokens.map((token) =>
        t.app.inject({
          method: 'POST',
          url: '/api/main/MarcarPonto3',
          headers: bearer(token),
          payload: {},
        }),
      ),
    );
    for (const r of rs) expect(r.statusCode, r.body).toBe(200);
    await t.app.aguardarEventos();
    await t.app.processarWebhooks();
    const nsrs = rs.map((r) => r.json().Data.marcacao.nsr as number);
    const corpos = receptor.recebidos.map((r) => JSON.parse(r.corpo));
    expect(corpos.map((c) => c.tipo)).toEqual(Array(3).fill('marcacao.registrada'));
    expect(corpos.map((c) => c.dados.nsr).sort()).toEqual([...nsrs].sort());
    expect(new Set(corpos.map((c) => c.id)).size).toBe(3);
    expect((await entregas(marcacoes.id)).total).toBe(3);
    expect((await entregas(outro.id)).total).toBe(0);
  });

  it('publica solicitacao.decidida (cancelamento de day off) e colaborador.alterado (desligamento)', async () => {
    await criarWebhook(['solicitacao.decidida', 'colaborador.alterado']);
    const limite = '----w';
    const form = (campos: Record<string, string | number>) =>
      `${Object.entries(campos)
        .map(
          ([k, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join('')}--${limite}--\r\n`;
    const headers = { ...bearer(paula), 'content-type': `multipart/form-data; boundary=${limite}` };
    const pedido = await t.app.inject({
      method: 'POST',
      url: '/api/main/salvardayofflancamento',
      headers,
      payload: form({ data: '2026-12-14', motivo: 'FolgaConcedida' }),
    });
    expect(pedido.statusCode, pedido.body).toBe(200);
    const id = pedido.json().Data.id;
    const c = await t.app.inject({
      method: 'PUT',
      url: '/api/main/AlterarStatusLancamento',
      headers,
      payload: form({ lancamentoId: id, status: 'Cancelado' }),
    });
    expect(c.statusCode, c.body).toBe(200);
    await t.app.aguardarEventos();
    expect(JSON.parse(receptor.recebidos[0]!.corpo)).toMatchObject({
      tipo: 'solicitacao.decidida',
      dados: { solicitacaoId: id, status: 'Cancelado', especie: expect.any(String) },
    });
    const [alvo] = await t.db.query<{ id: number }>(
      `select id from usuario where empresa_id = $1 and ativo and email not in
        ('rh@demo.jornada.dev', 'gestor@demo.jornada.dev', 'colaborador@demo.jornada.dev')
        order by id desc limit 1`,
      [EMPRESA_DEMO],
    );
    const d = await t.app.inject({
      method: 'POST',
      url: `/api/main/colaboradores/${alvo!.id}/desligamento`,
      headers: bearer(rh),
      payload: { demissao: '2026-11-16' },
    });
    expect(d.statusCode, d.body).toBe(200);
    await t.app.aguardarEventos();
    expect(JSON.parse(receptor.recebidos[1]!.corpo)).toMatchObject({
      tipo: 'colaborador.alterado',
      dados: { usuarioId: alvo!.id, acao: 'desligado' },
    });
  });

  it('criação e exclusão ficam na auditoria; URL inválida é 400 no campo url', async () => {
    const w = await criarWebhook(['marcacao.registrada']);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${i}/webhooks/${w.id}`,
      headers: bearer(rh),
    });
    expect(del.statusCode, del.body).toBe(200);
    const a = await t.db.query<{ acao: string }>(
      "select acao from auditoria where entidade = 'webhook' and entidade_id = $1 order by id",
      [String(w.id)],
    );
    expect(a.map((x) => x.acao)).toEqual(['criar', 'excluir']);
    const r = await t.app.inject({
      method: 'POST',
      url: `${i}/webhooks`,
      headers: bearer(rh),
      payload: { url: 'ftp://erp', eventos: ['marcacao.registrada'] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('url');
  });
});

describe('Proteção contra SSRF (conferirDestino)', () => {
  it.each([
    'http://127.0.0.1/x',
    'http://localhost:8080/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://192.168.0.10/',
    'http://usuario:senha@exemplo.com/',
  ])('recusa %s fora do modo de rede local', async (url) => {
    await expect(conferirDestino(url, false)).rejects.toMatchObject({ status: 400, campo: 'url' });
  });

  it('aceita IP público e, no modo de rede local, o loopback', async () => {
    await expect(conferirDestino('https://8.8.8.8/hook', false)).resolves.toBeUndefined();
    await expect(conferirDestino('http://127.0.0.1:3000/hook', true)).resolves.toBeUndefined();
  });
});
