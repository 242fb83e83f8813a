import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from './app-de-teste.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
  // Rota só de teste que explode, para provar que o 500 não vaza detalhes.
  t.app.get('/api/main/teste-explode', { config: { publico: true } }, async () => {
    throw new Error('segredo interno: senha do banco');
  });
});
afterAll(() => t.close());

describe('infraestrutura da API', () => {
  it('GET /health responde ok quando o banco responde', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', banco: t.db.kind });
  });

  it('rota desconhecida responde 404 em português', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/main/nao-existe' });
    expect(r.statusCode).toBe(404);
    expect(r.json().Mensagem).toBe('Rota não encontrada: GET /api/main/nao-existe');
  });

  it('erro inesperado: 500 genérico com id da requisição e sem stack trace', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/main/teste-explode' });
    expect(r.statusCode).toBe(500);
    const corpo = r.json();
    expect(corpo.Mensagem).toBe('Erro do servidor');
    expect(corpo.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body).not.toContain('segredo');
    expect(r.body).not.toContain('.ts:');
  });

  it('corpo JSON malformado: 400 em português, dizendo que o corpo não é JSON', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"data":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toMatch(/não é um JSON válido/);
  });

  it('cabeçalhos de segurança e CORS desligado por padrão', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['strict-transport-security']).toBeDefined();
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('o documento OpenAPI é gerado dos contratos e lista as rotas', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/main/MarcarPonto3',
        '/api/main/monolito/dia-resumido',
      ]),
    );
  });
});
