import { z } from 'zod';
import { envelopeMaiusculoSchema } from './comum.ts';

/**
 * Código do comprovante: os 20 primeiros hexadecimais do hash SHA-256 da marcação (AFD tipo 7
 * campo 8), em maiúsculas. Quem tem o comprovante confere a autenticidade por ele ou pelo hash.
 */
export const codigoComprovanteSchema = z
  .string()
  .trim()
  .regex(/^([0-9a-fA-F]{20}|[0-9a-fA-F]{64})$/, 'use o código de 20 ou o hash de 64 hexadecimais');

export const comprovanteItemSchema = z.object({
  comprovanteId: z.string(),
  marcacaoId: z.number(),
  nsr: z.number(),
  dataHora: z.string(),
  data: z.string(),
  hora: z.string(),
  offline: z.boolean(),
  hash: z.string(),
  /** GET do PDF assinado (PAdES), relativo à origem da API. */
  url: z.string(),
});
export type ComprovanteItem = z.infer<typeof comprovanteItemSchema>;

/** GET /comprovantes — padrão: as últimas 48 horas (Portaria 671 art. 80). */
export const listarComprovantesQuerySchema = z.object({
  desde: z.iso.datetime({ offset: true }).optional(),
  ate: z.iso.datetime({ offset: true }).optional(),
});
export const listarComprovantesRespostaSchema = envelopeMaiusculoSchema(
  z.object({ desde: z.string(), ate: z.string(), items: z.array(comprovanteItemSchema) }),
);

export const comprovanteParamSchema = z.object({ codigo: codigoComprovanteSchema });

/** GET /comprovantes/verificar?codigo= (público, sem login). */
export const verificarComprovanteQuerySchema = z.object({ codigo: codigoComprovanteSchema });

/** O que qualquer pessoa vê ao conferir um comprovante (CPF mascarado, LGPD). */
export const verificacaoComprovanteSchema = z.object({
  autentico: z.boolean(),
  comprovanteId: z.string(),
  nsr: z.number(),
  /** Data-hora da marcação como no AFD (`AAAA-MM-ddThh:mm:00±hhmm`). */
  marcadoEm: z.string(),
  gravadoEm: z.string(),
  offline: z.boolean(),
  empregador: z.object({ nome: z.string(), cnpj: z.string() }),
  trabalhador: z.object({ nome: z.string(), cpf: z.string() }),
  numeroInpi: z.string(),
  hash: z.string(),
  /** Hash do tipo 7 anterior da cadeia (`null` na primeira marcação do REP). */
  hashAnterior: z.string().nullable(),
  /** Recalculado pelo servidor a partir dos campos 1–7 e do hash anterior. */
  hashConfere: z.boolean(),
});
export const verificacaoComprovanteRespostaSchema = envelopeMaiusculoSchema(
  verificacaoComprovanteSchema,
);
