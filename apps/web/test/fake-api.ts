import { vi } from 'vitest';

/**
 * Substitui o `fetch` global por um servidor falso que responde nas formas dos contratos: testa o
 * nosso cliente e as páginas contra o contrato, sem servidor (o e2e contra a API real é à parte).
 */
export type RequisicaoFake = { url: URL; method: string; headers: Headers; body: unknown };
export type RespostaFake = { status?: number; body?: unknown };
type Manipulador = (req: RequisicaoFake) => RespostaFake | Promise<RespostaFake>;

export const instalarFakeFetch = (rotas: Record<string, Manipulador>) => {
  const chamadas: RequisicaoFake[] = [];
  const fake = vi.fn(async (entrada: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(entrada), 'http://localhost');
    const method = init.method ?? 'GET';
    const texto = typeof init.body === 'string' ? init.body : undefined;
    const req = {
      url,
      method,
      headers: new Headers(init.headers),
      body: texto === undefined ? undefined : JSON.parse(texto),
    };
    chamadas.push(req);
    const manipulador = rotas[`${method} ${url.pathname}`];
    const { status = 200, body } = manipulador
      ? await manipulador(req)
      : { status: 404, body: { Mensagem: `Rota não encontrada: ${method} ${url.pathname}` } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fake);
  return { chamadas, fake };
};

/** Corpo de erro 400 do contrato (erroRespostaSchema). */
export const corpoErro400 = (mensagem: string, codigo = 'CAMPO_INVALIDO', campo?: string) => ({
  success: false,
  Success: false,
  data: null,
  Data: null,
  error: mensagem,
  Error: mensagem,
  message: mensagem,
  Mensagem: mensagem,
  codigo,
  ...(campo ? { campo } : {}),
});
