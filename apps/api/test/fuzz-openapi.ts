import type { InjectOptions } from 'fastify';

/**
 * Gerador do teste de fuzzing: a partir do documento OpenAPI, monta para cada operação uma
 * requisição "quase válida" (valores que respeitam o schema) e variações com uma só entrada
 * hostil — ids nos limites do inteiro, NUL, textos enormes, tipos errados — em caminho, query e
 * corpo. Determinístico: as escolhas vêm de um gerador pseudoaleatório com semente fixa.
 */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parametro = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
export type Operacao = {
  metodo: string;
  caminho: string;
  parametros: Parametro[];
  /** Códigos de status documentados. */
  respostas: string[];
  corpo?: { tipo: string; schema: Schema };
};
export type Documento = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Valores hostis (spec do issue 12): limites do int4 do PostgreSQL e do inteiro seguro do JS. */
export const INTEIROS_LIMITE = [2147483647, 2147483648, 9007199254740991, -1, 0];
export const TEXTO_ENORME = 'x'.repeat(100_000);
/** Folhas do corpo variadas por operação (as demais ficam com o valor válido). */
const FOLHAS_POR_OPERACAO = 6;
const TEXTOS_HOSTIS = ['\u0000', `a\u0000b`, TEXTO_ENORME];
const TIPOS_ERRADOS: unknown[] = ['abc', 1.5, true, null, [], {}, '9'.repeat(40)];

/** mulberry32: pseudoaleatório pequeno e reprodutível. */
export const aleatorio = (semente: number) => {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { proximo, escolher: <T>(xs: readonly T[]): T => xs[Math.floor(proximo() * xs.length)]! };
};

export const listOperacoes = (doc: Documento): Operacao[] =>
  Object.entries(doc.paths).flatMap(([caminho, ops]) =>
    Object.entries(ops).map(([metodo, op]) => {
      const corpo = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content;
      const [tipo, conteudo] = Object.entries(corpo ?? {})[0] ?? [];
      return {
        metodo: metodo.toUpperCase(),
        caminho,
        parametros: (op.parameters as Parametro[] | undefined) ?? [],
        respostas: Object.keys((op.responses as object | undefined) ?? {}),
        ...(tipo && conteudo ? { corpo: { tipo, schema: conteudo.schema } } : {}),
      };
    }),
  );

const PADROES: [RegExp, string][] = [
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, '2026-11-16'],
  [/^\^\(\[01\]/, '08:00'],
  [/T\\d\{2\}:\\d\{2\}:00/, '2026-11-16T08:00:00-0300'],
  [/^\^\\d\{6\}\$$/, '123456'],
  [/^\^\[0-9A-F\]\{64\}\$$/i, 'A'.repeat(64)],
  [/\{20\}\|/, 'a'.repeat(20)],
  [/ldaps/, 'ldap://localhost:389'],
  [/https/, 'https://exemplo.com.br'],
  [/@/, 'pessoa@exemplo.com'],
  [/\[A-Z\]\\d\{2\}/, 'A01'],
];

const textoValido = (s: Schema): string => {
  if (s.format === 'date-time') return '2026-11-16T11:00:00.000Z';
  if (s.format === 'email') return 'pessoa@exemplo.com';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'uri') return 'https://exemplo.com.br';
  for (const [re, valor] of PADROES) if (s.pattern && re.test(s.pattern)) return valor;
  return 'abc'.padEnd(s.minLength ?? 3, 'x');
};

/** Um valor que respeita o schema (o melhor possível): a base das variações. */
export const gerarValido = (doc: Documento, s: Schema | undefined, prof = 0): unknown => {
  if (!s || prof > 6) return null;
  if (s.$ref) return gerarValido(doc, doc.components?.schemas?.[s.$ref.split('/').pop()!], prof);
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternativa = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (alternativa) return gerarValido(doc, alternativa, prof + 1);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => gerarValido(doc, x, prof + 1)));
  switch (s.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, gerarValido(doc, v, prof + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
        gerarValido(doc, s.items, prof + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return textoValido(s);
    default:
      return s.nullable ? null : 'abc';
  }
};

/** Caminhos (lista de chaves) até cada folha de um valor gerado, com o tipo da folha. */
export const folhas = (
  v: unknown,
  base: (string | number)[] = [],
): [(string | number)[], string][] => {
  if (Array.isArray(v)) return v.flatMap((x, i) => folhas(x, [...base, i]));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => folhas(x, [...base, k]));
  return [[base, typeof v]];
};

export const comValor = (v: unknown, caminho: (string | number)[], novo: unknown): unknown => {
  if (caminho.length === 0) return novo;
  const [k, ...resto] = caminho;
  const copia = Array.isArray(v) ? [...v] : { ...(v as object) };
  (copia as Record<string | number, unknown>)[k!] = comValor(
    (v as Record<string | number, unknown>)?.[k!],
    resto,
    novo,
  );
  return copia;
};

/** Valor hostil para uma folha do tipo dado (números: limites; textos: NUL e enormes). */
export const valorHostil = (tipo: string, r: ReturnType<typeof aleatorio>): unknown => {
  const sorte = r.proximo();
  if (sorte < 0.2) return r.escolher(TIPOS_ERRADOS);
  if (tipo === 'number') return r.escolher(INTEIROS_LIMITE);
  if (tipo === 'string') return r.escolher([...TEXTOS_HOSTIS, String(r.escolher(INTEIROS_LIMITE))]);
  return r.escolher([...INTEIROS_LIMITE, ...TEXTOS_HOSTIS]);
};

export type Pedido = { metodo: string; url: string; corpo?: unknown; tipo?: string };

const montarUrl = (
  op: Operacao,
  caminho: Record<string, unknown>,
  query: Record<string, unknown>,
) => {
  const url = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) =>
    encodeURIComponent(String(caminho[nome] ?? 1)),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    for (const x of [v].flat()) if (x !== undefined) qs.append(k, String(x));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
};

/** Monta pedidos de uma operação a partir dos valores válidos, trocando só o que se pede. */
export const montador = (doc: Documento, op: Operacao) => {
  const doTipo = (onde: string) => op.parametros.filter((p) => p.in === onde);
  const caminho: Record<string, unknown> = Object.fromEntries(
    doTipo('path').map((p) => [p.name, 1]),
  );
  const query = Object.fromEntries(
    doTipo('query').map((p) => [p.name, gerarValido(doc, p.schema)]),
  );
  const corpo = op.corpo ? gerarValido(doc, op.corpo.schema) : undefined;
  const pedido = (c = caminho, q = query, b = corpo): Pedido => ({
    metodo: op.metodo,
    url: montarUrl(op, c, q),
    ...(op.corpo ? { corpo: b, tipo: op.corpo.tipo } : {}),
  });
  return { doTipo, caminho, query, corpo, pedido };
};

/** Pedido com toda a entrada inválida: ids não numéricos, NUL na query, corpo de tipo errado. */
export const pedidoInvalido = (doc: Documento, op: Operacao): Pedido => {
  const { doTipo, caminho, query, pedido } = montador(doc, op);
  const nomes = (onde: string, v: unknown) =>
    Object.fromEntries(doTipo(onde).map((p) => [p.name, v]));
  return pedido(
    { ...caminho, ...nomes('path', 'abc') },
    { ...query, ...nomes('query', '\u0000') },
    'abc',
  );
};

/** As requisições de uma operação: a quase válida e uma variação hostil por entrada escolhida. */
export const pedidosDe = (doc: Documento, op: Operacao, r: ReturnType<typeof aleatorio>) => {
  const { doTipo, caminho, query, corpo, pedido } = montador(doc, op);
  const pedidos = [pedido()];
  for (const p of doTipo('path'))
    for (const v of [...INTEIROS_LIMITE, '\u0000', 'abc'])
      pedidos.push(pedido({ ...caminho, [p.name]: v }));
  for (const p of doTipo('query')) {
    const tipo = typeof query[p.name] === 'number' ? 'number' : 'string';
    pedidos.push(pedido(caminho, { ...query, [p.name]: valorHostil(tipo, r) }));
  }
  if (op.corpo) {
    const todas = folhas(corpo);
    for (let i = 0; i < Math.min(FOLHAS_POR_OPERACAO, todas.length); i++) {
      const [onde, tipo] = r.escolher(todas);
      pedidos.push(pedido(caminho, query, comValor(corpo, onde, valorHostil(tipo, r))));
    }
    pedidos.push(pedido(caminho, query, r.escolher([[corpo], 'abc', 7, TEXTO_ENORME])));
  }
  return pedidos;
};

export const injecao = (p: Pedido, token: string): InjectOptions => {
  const base = {
    method: p.metodo as InjectOptions['method'],
    url: p.url,
    headers: { authorization: `Bearer ${token}` },
  };
  if (p.corpo === undefined) return base;
  if (p.tipo === 'multipart/form-data' && p.corpo && typeof p.corpo === 'object') {
    const m = multipart(p.corpo as Record<string, unknown>);
    return { ...base, payload: m.payload, headers: { ...base.headers, ...m.headers } };
  }
  return {
    ...base,
    payload: JSON.stringify(p.corpo),
    headers: { ...base.headers, 'content-type': 'application/json' },
  };
};

/** Corpo multipart/form-data com os campos de texto e um arquivo pequeno nos campos objeto. */
export const multipart = (campos: Record<string, unknown>) => {
  const limite = '----jornada-fuzz';
  const partes = Object.entries(campos).map(([k, v]) =>
    v && typeof v === 'object'
      ? `--${limite}\r\nContent-Disposition: form-data; name="${k}"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nconteudo\u0000\r\n`
      : `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
  );
  return {
    payload: `${partes.join('')}--${limite}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
};
