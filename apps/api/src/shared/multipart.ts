import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Arquivo recebido num campo multipart (depois de lido para a memória). */
export type ArquivoRecebido = { nome: string; tipo: string; bytes: Buffer };

export const arquivoRecebidoSchema = z.object({
  nome: z.string(),
  tipo: z.string(),
  bytes: z.instanceof(Buffer),
});

/**
 * Aceita multipart/form-data no escopo do plugin (spec §7: "multipart form"): os campos de texto
 * viram propriedades do corpo — validadas pelo mesmo schema zod do JSON — e cada arquivo vira
 * `{ nome, tipo, bytes }`. Um arquivo por campo; limite de tamanho por arquivo.
 */
export const aceitarMultipart = async (app: FastifyInstance, limiteBytes = 20 * 1024 * 1024) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: limiteBytes, files: 1, fields: 30 },
    onFile: async (part) => {
      const bytes = await part.toBuffer();
      (part as unknown as { value: ArquivoRecebido }).value = {
        nome: part.filename,
        tipo: part.mimetype,
        bytes,
      };
    },
  });
};
