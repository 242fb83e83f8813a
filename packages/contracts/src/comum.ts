import { z } from 'zod';

/** Data ISO (YYYY-MM-DD), validada como data de calendário real. */
export const dataIsoSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use o formato AAAA-MM-DD')
  .refine((s) => {
    const [a, m, d] = s.split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(a, m - 1, d));
    return dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, 'data inexistente');

/** Hora do dia HH:MM (00:00–23:59). */
export const horaSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use o formato HH:MM (00:00 a 23:59)');

/** Maior valor de um `integer` do PostgreSQL: nenhum id passa dele (e acima dele a consulta quebra). */
export const ID_MAXIMO = 2_147_483_647;
const MENSAGEM_ID_MAXIMO = `id inexistente: o maior id é ${ID_MAXIMO}`;

/** Id de registro no caminho ou na query (texto numérico): inteiro de 1 a 2.147.483.647. */
export const idSchema = z.coerce.number().int().positive().max(ID_MAXIMO, MENSAGEM_ID_MAXIMO);

/** Id de registro num corpo JSON (número, sem conversão de texto): de 1 a 2.147.483.647. */
export const idNumeroSchema = z.number().int().positive().max(ID_MAXIMO, MENSAGEM_ID_MAXIMO);

export const idParamSchema = z.object({ id: idSchema });

/** Corpo de listas paginadas (spec §3: pageNumber, pageSize, search; §9: padrão 1 e 25). */
export const paginaSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(5000).default(25),
  search: z.string().trim().optional(),
});

/** Envelope com iniciais maiúsculas (Success, Data, Mensagem, Error) — serviço principal. */
export const envelopeMaiusculoSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    Success: z.boolean(),
    Data: data.nullable(),
    Mensagem: z.string().nullable(),
    Error: z.string().nullable(),
  });

/** Envelope minúsculo (success, data, error, message) — demais serviços. */
export const envelopeMinusculoSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.nullable(),
    error: z.string().nullable(),
    message: z.string().nullable(),
  });

export const erroRespostaSchema = z.object({
  success: z.literal(false),
  Success: z.literal(false),
  data: z.null(),
  Data: z.null(),
  error: z.string(),
  Error: z.string(),
  message: z.string(),
  Mensagem: z.string(),
  codigo: z.string(),
  requestId: z.string().optional(),
  campo: z.string().optional(),
});
export type ErroResposta = z.infer<typeof erroRespostaSchema>;
