import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGORA_TESTE,
  type AppDeTeste,
  bearer,
  createAppDeTeste,
} from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let rh: string;

beforeAll(async () => {
  process.env.API_TOKEN_LIMITE_MINUTO = '3';
  t = await createAppDeTeste();
  delete process.env.API_TOKEN_LIMITE_MINUTO;
  rh = await t.token('rh@demo.jornada.dev');
}, 300_000);
afterAll(() => t.close());

const i = '/api/integracao';

const criarToken = async (corpo: object) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${i}/tokens`,
    headers: bearer(rh),
    payload: corpo,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { token: { id: number; prefixo: string }; segredo: string };
};

const comToken = (segredo: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(segredo), ...(payload ? { payload } : {}) });

describe('Tokens de API', () => {
  it('o segredo aparece só na criação; a lista mostra o prefixo, os escopos e o uso', async () => {
    const { token, segredo } = await criarToken({
      nome: 'ERP da folha',
      escopos: ['colaboradores:leitura'],
    });
    expect(segredo).toMatch(/^jnd_[A-Za-z0-9_-]{40}$/);
    expect(segredo.startsWith(token.prefixo)).toBe(true);
    const ok = await comToken(segredo, 'GET', '/api/main/colaboradores');
    expect(ok.statusCode, ok.body).toBe(200);
    const lista = await t.app.inject({ method: 'GET', url: `${i}/tokens`, headers: bearer(rh) });
    expect(lista.body).not.toContain(segredo);
    const meu = lista.json().data.find((x: { id: number }) => x.id === token.id);
    expect(meu).toMatchObject({
      nome: 'ERP da folha',
      escopos: ['colaboradores:leitura'],
      situacao: 'ativo',
      usos: 1,
      ultimoUsoEm: AGORA_TESTE.toISOString(),
      criadoPor: expect.any(String),
    });
    const [guardado] = await t.db.query<{ hash: string }>(
      'select hash from api_token where id = $1',
      [token.id],
    );
    expect(guardado!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(guardado!.hash).not.toContain(segredo);
  });

  it('fora dos escopos: 403 (escrita sem o escopo, outra área, telas de integração)', async () => {
    const { segredo } = await criarToken({
      nome: 'Só leitura',
      escopos: ['colaboradores:leitura'],
    });
    const escrita = await comToken(segredo, 'PUT', '/api/main/colaboradores/1', { nome: 'X' });
    expect(escrita.statusCode).toBe(403);
    expect(escrita.json().message).toBe('O token de API não tem escopo para esta operação.');
    expect((await comToken(segredo, 'GET', '/api/espelho/totais?usuarioId=1')).statusCode).toBe(
      403,
    );
    expect((await comToken(segredo, 'GET', `${i}/tokens`)).statusCode).toBe(403);
    expect((await comToken(segredo, 'GET', '/api/mensagens/caixa')).statusCode).toBe(403);
  });

  it('revogado: 401; criação e revogação ficam na auditoria com os escopos e o uso', async () => {
    const { token, segredo } = await criarToken({
      nome: 'Integração antiga',
      escopos: ['cadastros:escrita'],
    });
    expect((await comToken(segredo, 'GET', '/api/cadastros/departamentos')).statusCode).toBe(200);
    const r = await t.app.inject({
      method: 'POST',
      url: `${i}/tokens/${token.id}/revogacao`,
      headers: bearer(rh),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.situacao).toBe('revogado');
    const depois = await comToken(segredo, 'GET', '/api/cadastros/departamentos');
    expect(depois.statusCode).toBe(401);
    expect(depois.json().message).toBe('Token de API inválido, expirado ou revogado.');
    const de_novo = await t.app.inject({
      method: 'POST',
      url: `${i}/tokens/${token.id}/revogacao`,
      headers: bearer(rh),
    });
    expect(de_novo.statusCode).toBe(409);
    const auditoria = await t.db.query<{ acao: string; antes: { usos: number } | null }>(
      "select acao, antes from auditoria where entidade = 'api_token' and entidade_id = $1 order by id",
      [String(token.id)],
    );
    expect(auditoria.map((a) => a.acao)).toEqual(['criar', 'revogar']);
    expect(auditoria[1]!.antes).toMatchObject({ usos: 1 });
  });

  it('expirado: 401 depois do fim do dia escolhido', async () => {
    const { segredo } = await criarToken({
      nome: 'Temporário',
      escopos: ['colaboradores:leitura'],
      expiraEm: '2026-11-20',
    });
    expect((await comToken(segredo, 'GET', '/api/main/colaboradores')).statusCode).toBe(200);
    t.relogio.agora = new Date('2026-11-21T03:00:00Z');
    try {
      expect((await comToken(segredo, 'GET', '/api/main/colaboradores')).statusCode).toBe(401);
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });

  it('limite por minuto: 429 com Retry-After e mensagem; no minuto seguinte volta a responder', async () => {
    const { segredo } = await criarToken({ nome: 'Apressado', escopos: ['colaboradores:leitura'] });
    for (let n = 0; n < 3; n++)
      expect((await comToken(segredo, 'GET', '/api/main/colaboradores')).statusCode).toBe(200);
    const r = await comToken(segredo, 'GET', '/api/main/colaboradores');
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.json().message).toMatch(/^Limite de 3 requisições por minuto deste token atingido/);
    t.relogio.agora = new Date(AGORA_TESTE.getTime() + 60_000);
    try {
      expect((await comToken(segredo, 'GET', '/api/main/colaboradores')).statusCode).toBe(200);
    } finally {
      t.relogio.agora = AGORA_TESTE;
    }
  });

  it('token inexistente ou malformado: 401; entrada inválida: 400 nomeando o campo', async () => {
    expect((await comToken('jnd_naoexiste', 'GET', '/api/main/colaboradores')).statusCode).toBe(
      401,
    );
    expect(
      (await comToken(`jnd_${'a'.repeat(5000)}`, 'GET', '/api/main/colaboradores')).statusCode,
    ).toBe(401);
    const r = await t.app.inject({
      method: 'POST',
      url: `${i}/tokens`,
      headers: bearer(rh),
      payload: { nome: 'X', escopos: ['tudo:escrita'] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('escopos');
    const passado = await t.app.inject({
      method: 'POST',
      url: `${i}/tokens`,
      headers: bearer(rh),
      payload: { nome: 'X', escopos: ['colaboradores:leitura'], expiraEm: '2020-01-01' },
    });
    expect(passado.statusCode).toBe(400);
    expect(passado.json().campo ?? passado.body).toContain('expiraEm');
  });

  it('quem não tem a tela de tokens recebe 403', async () => {
    const gestor = await t.token('gestor@demo.jornada.dev');
    const r = await t.app.inject({ method: 'GET', url: `${i}/tokens`, headers: bearer(gestor) });
    expect(r.statusCode).toBe(403);
  });
});
