import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../test/app-de-teste.ts';
import { caminhoComNul } from './validacao.ts';

let t: AppDeTeste;
let rh: string;
let colaborador: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT';
const chamar = (token: string, method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const condicao = { nome: 'Comércio', comercio: true, minutosSemanaisContrato: 2640, id: 1 };
const horaNegativa = { descricao: 'x', vigenciaInicio: '2026-11-16', compensarNoDia: true };

/** Entradas que chegavam ao PostgreSQL e quebravam a consulta (500): agora 400 com o campo. */
const HOSTIS: {
  descricao: string;
  metodo: Metodo;
  url: string;
  corpo?: unknown;
  campo: string;
  mensagem: RegExp;
}[] = [
  {
    descricao: 'id no caminho acima do integer do PostgreSQL',
    metodo: 'GET',
    url: '/api/main/colaboradores/2147483648',
    campo: 'id',
    mensagem: /^parâmetro id: id inexistente: o maior id é 2147483647$/,
  },
  {
    descricao: 'id no caminho no maior inteiro seguro do JavaScript',
    metodo: 'GET',
    url: '/api/main/colaboradores/9007199254740991',
    campo: 'id',
    mensagem: /^parâmetro id: id inexistente/,
  },
  {
    descricao: 'id no corpo no maior inteiro seguro do JavaScript',
    metodo: 'PUT',
    url: '/api/escala/escala/status',
    corpo: { id: 9007199254740991, ativo: false },
    campo: 'id',
    mensagem: /^id: id inexistente: o maior id é 2147483647$/,
  },
  {
    descricao: 'id no corpo logo acima do integer',
    metodo: 'PUT',
    url: '/api/escala/escala/status',
    corpo: { id: 2147483648, ativo: true },
    campo: 'id',
    mensagem: /^id: id inexistente/,
  },
  {
    descricao: 'NUL sozinho na busca (query)',
    metodo: 'GET',
    url: '/api/escala/turno?search=%00',
    campo: 'search',
    mensagem: /^query search: não pode conter o caractere nulo \(U\+0000\)$/,
  },
  {
    descricao: 'NUL no meio da busca de colaboradores',
    metodo: 'GET',
    url: '/api/main/colaboradores?search=a%00b',
    campo: 'search',
    mensagem: /^query search: não pode conter o caractere nulo/,
  },
  {
    descricao: 'NUL na descricao de uma condição de trabalho (corpo)',
    metodo: 'PUT',
    url: '/api/escala/condicaotrabalho',
    corpo: { ...condicao, descricao: 'a\u0000b' },
    campo: 'descricao',
    mensagem: /^descricao: não pode conter o caractere nulo \(U\+0000\)$/,
  },
  {
    descricao: 'NUL no nome de uma regra de hora negativa (corpo)',
    metodo: 'POST',
    url: '/api/regras-calculo/api/v1/horaNegativa',
    corpo: { ...horaNegativa, nome: '\u0000' },
    campo: 'nome',
    mensagem: /^nome: não pode conter o caractere nulo/,
  },
];

describe('ids fora do integer e NUL respondem 400 nomeando o campo (issue 12, item 1)', () => {
  it.each(HOSTIS)('$descricao', async ({ metodo, url, corpo, campo, mensagem }) => {
    const r = await chamar(rh, metodo, url, corpo);
    expect(r.statusCode).toBe(400);
    const erro = r.json();
    expect(erro.codigo).toBe('CAMPO_INVALIDO');
    expect(erro.campo).toBe(campo);
    expect(erro.Mensagem).toMatch(mensagem);
  });

  it('o maior id aceito chega à busca: 404, não 400 nem 500', async () => {
    const r = await chamar(rh, 'GET', '/api/main/colaboradores/2147483647');
    expect(r.statusCode).toBe(404);
  });

  it('acha NUL em chaves e em listas aninhadas, e ignora bytes de arquivo', () => {
    expect(caminhoComNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(caminhoComNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(caminhoComNul({ arquivo: { bytes: Buffer.from([0, 1, 0]) } })).toBeUndefined();
    expect(caminhoComNul({ n: 1, s: 'texto', l: [true, null] })).toBeUndefined();
  });
});

/** Rotas do RH com entrada inválida: o colaborador deve ouvir 403, não o 400 da validação. */
const DO_RH: { descricao: string; metodo: Metodo; url: string; corpo?: unknown }[] = [
  {
    descricao: 'cadastro de colaborador com corpo vazio',
    metodo: 'POST',
    url: '/api/main/colaboradores',
    corpo: {},
  },
  {
    descricao: 'id de colaborador que não é número',
    metodo: 'GET',
    url: '/api/main/colaboradores/abc',
  },
  {
    descricao: 'status de escala com id de tipo errado',
    metodo: 'PUT',
    url: '/api/escala/escala/status',
    corpo: { id: 'x' },
  },
  {
    descricao: 'condição de trabalho com NUL',
    metodo: 'PUT',
    url: '/api/escala/condicaotrabalho',
    corpo: { ...condicao, descricao: '\u0000' },
  },
  {
    descricao: 'regra de cálculo com corpo de tipo errado',
    metodo: 'POST',
    url: '/api/regras-calculo/api/v1/horaNegativa',
    corpo: [1, 2],
  },
];

describe('a permissão vem antes da validação da entrada (issue 12, item 8)', () => {
  it.each(DO_RH)('colaborador: $descricao → 403', async ({ metodo, url, corpo }) => {
    const r = await chamar(colaborador, metodo, url, corpo);
    expect(r.statusCode).toBe(403);
    expect(r.json().codigo).toBe('SEM_PERMISSAO');
  });

  it.each(DO_RH)('RH: $descricao → 400 (a validação continua valendo)', async (c) => {
    const r = await chamar(rh, c.metodo, c.url, c.corpo);
    expect(r.statusCode).toBe(400);
    expect(r.json().codigo).toBe('CAMPO_INVALIDO');
  });

  it('JSON ilegível numa rota do RH: colaborador 403, RH 400 nomeando o corpo', async () => {
    const ilegivel = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/main/colaboradores',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"nome": "Ana",',
      });
    const doColaborador = await ilegivel(colaborador);
    expect(doColaborador.statusCode).toBe(403);
    const doRh = await ilegivel(rh);
    expect(doRh.statusCode).toBe(400);
    expect(doRh.json().codigo).toBe('CAMPO_INVALIDO');
    expect(doRh.json().Mensagem ?? doRh.json().message).toContain('não é um JSON válido');
  });

  it('colaborador numa rota que pode chamar, com entrada inválida → 400', async () => {
    const r = await chamar(colaborador, 'GET', '/api/espelho/?ano=abc&mes=13');
    expect(r.statusCode).toBe(400);
    expect(r.json().codigo).toBe('CAMPO_INVALIDO');
  });

  it('sem sessão, entrada inválida → 401', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/main/colaboradores', payload: {} });
    expect(r.statusCode).toBe(401);
  });
});

describe('o corpo de erro não passa pelo schema de resposta da rota', () => {
  it('token inválido no /login (que documenta 401 no formato do login) → 401, não 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer('token-que-nao-vale'),
      payload: { data: 'abc' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json().codigo).toBe('NAO_AUTENTICADO');
  });
});
