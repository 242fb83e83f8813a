import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Content-Security-Policy do app web (dist/ do Vite) e da documentação (/docs). O token de acesso
 * fica no navegador: a CSP é a barreira contra script injetado. Scripts só do próprio site, sem
 * inline nem eval (o build do Vite só gera <script src>); o service worker (sw.js) e o worker do
 * captcha vêm do próprio site; a API é a mesma origem. Estilos aceitam inline porque o Mantine
 * injeta <style> com as variáveis do tema e atributos style nos componentes. Sem
 * upgrade-insecure-requests: a instalação em rede local roda em http.
 */
export const DIRETIVAS_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const opcoesHelmet: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: DIRETIVAS_CSP },
};

/**
 * Os cabeçalhos que o helmet põe numa resposta, anotados uma vez na subida: com as opções acima
 * (CSP sem diretiva calculada por requisição) eles não dependem da requisição. O middleware é
 * chamado contra uma resposta que só anota `setHeader`/`removeHeader`; se um dia ele precisar de
 * outra coisa, ou não terminar na hora, a subida falha aqui em vez de servir sem os cabeçalhos.
 */
const anotarCabecalhosDoHelmet = () => {
  const definir: [string, string][] = [];
  const remover: string[] = [];
  let terminou = false;
  const resposta = {
    setHeader: (nome: string, valor: unknown) => {
      definir.push([nome, String(valor)]);
      return resposta;
    },
    removeHeader: (nome: string) => {
      remover.push(nome);
    },
  };
  helmet(opcoesHelmet)({} as IncomingMessage, resposta as unknown as ServerResponse, (erro) => {
    if (erro) throw erro;
    terminou = true;
  });
  if (!terminou) throw new Error('helmet não terminou de forma síncrona ao anotar os cabeçalhos');
  return { definir, remover };
};

/**
 * Cabeçalhos de segurança do helmet (CSP acima, HSTS, nosniff, frame, referrer...) em toda
 * resposta, inclusive 404 e erros. Anotados uma vez e copiados a cada requisição: o plugin
 * @fastify/helmet montava o middleware de novo (e reinterpretava as diretivas da CSP) a cada
 * requisição, ~8 % da CPU ocupada da API no benchmark da marcação, e mesmo montado uma vez a
 * cadeia de onze middlewares custava ~2 % (docs/desempenho-ponto.md).
 */
export const registrarCabecalhosSeguranca = (app: FastifyInstance) => {
  const { definir, remover } = anotarCabecalhosDoHelmet();
  app.addHook('onRequest', (_req, reply, feito) => {
    const resposta = reply.raw;
    for (const [nome, valor] of definir) resposta.setHeader(nome, valor);
    for (const nome of remover) resposta.removeHeader(nome);
    feito();
  });
};

/**
 * Respostas da API (/api/...) não ficam em cache do navegador nem de proxy: trazem dados pessoais
 * (ou, no login, tokens). Quem já definiu o seu Cache-Control (PDFs privados) fica com ele.
 */
export const registrarSemCache = (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
};
