import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from './app-de-teste.ts';

type Resposta = { description: string; content?: Record<string, unknown> };
type Operacao = { responses: Record<string, Resposta> };
type Documento = {
  paths: Record<string, Record<string, Operacao>>;
  components: { schemas: Record<string, unknown> };
};

const REGRAS = '/api/regras-calculo/api/v1';

/** O documento OpenAPI (issue 12, item 6): válido, com os schemas que cita e as respostas reais. */
describe('documento OpenAPI em /docs/json', () => {
  let t: AppDeTeste;
  let doc: Documento;
  beforeAll(async () => {
    t = await createAppDeTeste();
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<Documento>();
  });
  afterAll(() => t.close());

  const operacoes = () =>
    Object.entries(doc.paths).flatMap(([caminho, ops]) =>
      Object.entries(ops).map(([metodo, op]) => ({ id: `${metodo.toUpperCase()} ${caminho}`, op })),
    );

  it('é válido para um validador OpenAPI (@readme/openapi-parser), $ref incluídos', async () => {
    const resultado = await validate(
      structuredClone(doc) as unknown as Parameters<typeof validate>[0],
    );
    expect(resultado.valid ? '' : compileErrors(resultado)).toBe('');
    expect(Object.keys(doc.components.schemas)).toContain('MenuItem');
  });

  it('toda operação documenta o sucesso, a entrada inválida e o erro do servidor', () => {
    const faltando = operacoes().flatMap(({ id, op }) => {
      const codigos = Object.keys(op.responses);
      const falta = [
        codigos.some((c) => /^[23]/.test(c)) ? null : 'sucesso',
        codigos.some((c) => /^4/.test(c)) ? null : '4xx',
        codigos.includes('500') ? null : '500',
      ].filter(Boolean);
      return falta.length ? [`${id}: ${falta.join(', ')}`] : [];
    });
    expect(faltando).toEqual([]);
  });

  it('PUT /api/v1/regra/{id} documenta o text/plain que responde', async () => {
    const rh = await t.token('rh@demo.jornada.dev');
    const chamar = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(rh), payload });
    const forma = (
      await chamar('POST', `${REGRAS}/formaApuracao`, { nome: 'F', periodo: 'mensal' })
    ).json().data.id;
    const regra = (
      await chamar('POST', `${REGRAS}/regra`, { nome: 'A', formaApuracaoId: forma })
    ).json().data.id_regra;
    const r = await chamar('PUT', `${REGRAS}/regra/${regra}`, { nome: 'B' });
    expect(r.statusCode).toBe(200);
    const tipo = String(r.headers['content-type']).split(';')[0];
    const documentado = doc.paths['/api/regras-calculo/api/v1/regra/{id}']?.put?.responses['200'];
    expect(Object.keys(documentado?.content ?? {})).toEqual([tipo]);
  });
});
