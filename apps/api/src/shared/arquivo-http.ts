import type { FastifyReply } from 'fastify';

/** Um arquivo guardado (anexo, comprovante) a devolver ao navegador. */
export type ArquivoParaEnviar = { nome: string; tipo: string; bytes: Buffer; sha256?: string };

/**
 * Responde com o arquivo: nome em ASCII (os outros caracteres viram `_`) e em UTF-8 (RFC 6266),
 * sem cache compartilhado, sem "adivinhar" o tipo; com `sha256`, o cabeçalho `x-anexo-sha256`
 * deixa conferir a integridade do que foi guardado.
 */
export const enviarArquivo = (
  reply: FastifyReply,
  a: ArquivoParaEnviar,
  disposicao: 'attachment' | 'inline' = 'attachment',
) => {
  reply
    .type(a.tipo)
    .header(
      'content-disposition',
      `${disposicao}; filename="${a.nome.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(a.nome)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (a.sha256) reply.header('x-anexo-sha256', a.sha256);
  return reply.send(a.bytes);
};
