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
 * Cabeçalhos de segurança do helmet (CSP acima, HSTS, nosniff, frame, referrer...) em toda
 * resposta, inclusive 404 e erros. O middleware é montado uma vez: o plugin @fastify/helmet o
 * montava de novo (e reinterpretava as diretivas da CSP) a cada requisição, ~8 % da CPU ocupada
 * da API no benchmark da marcação (docs/desempenho-ponto.md, sétima sessão).
 */
export const registrarCabecalhosSeguranca = (app: FastifyInstance) => {
  const aplicar = helmet(opcoesHelmet);
  app.addHook('onRequest', (req, reply, feito) =>
    aplicar(req.raw, reply.raw, (erro?: unknown) =>
      feito(erro instanceof Error ? erro : undefined),
    ),
  );
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
