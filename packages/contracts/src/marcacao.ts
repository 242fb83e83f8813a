import { z } from 'zod';
import { dataIsoSchema } from './comum.ts';

/** Coletor (AFD tipo 7 campo 6): aplicativo 01, navegador 02, desktop 03, quiosque 04, dispositivo 05. */
export const origemMarcacaoSchema = z.enum([
  'navegador',
  'aplicativo',
  'desktop',
  'quiosque',
  'dispositivo',
]);
export type OrigemMarcacao = z.infer<typeof origemMarcacaoSchema>;

/**
 * POST /MarcarPonto3: corpo vazio é uma marcação válida pelo navegador; o servidor fornece a
 * hora (nunca a do navegador) e o coletor. Marcação off-line (Portaria 671 Anexo IX: exceção,
 * enviada assim que o coletor volta a ficar on-line): `offline: true` com a hora do dispositivo
 * em `dataHoraDispositivo` (ISO 8601 com fuso) e, de preferência, um `eventoId` para o reenvio
 * ser idempotente.
 */
export const marcarPontoBodySchema = z
  .object({
    origem: origemMarcacaoSchema.optional(),
    /** Id do evento no dispositivo: uma nova tentativa com o mesmo id não cria outra marcação. */
    eventoId: z.string().uuid('eventoId deve ser um UUID').optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    precisaoMetros: z.number().min(0).max(100_000).optional(),
    offline: z.boolean().optional(),
    dataHoraDispositivo: z.iso
      .datetime({ offset: true, error: 'use data e hora ISO 8601 com fuso' })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.offline && !b.dataHoraDispositivo)
      ctx.addIssue({
        code: 'custom',
        path: ['dataHoraDispositivo'],
        message: 'obrigatório na marcação off-line',
      });
    if (!b.offline && b.dataHoraDispositivo)
      ctx.addIssue({
        code: 'custom',
        path: ['dataHoraDispositivo'],
        message: 'só na marcação off-line (offline: true)',
      });
  })
  .default({});

export const marcacaoSchema = z.object({
  id: z.number(),
  nsr: z.number(),
  dataHora: z.string(),
  data: z.string(),
  hora: z.string(),
  origem: origemMarcacaoSchema,
  offline: z.boolean(),
  duplicada: z.boolean(),
  hash: z.string(),
  /** Instante da gravação no servidor (difere de `dataHora` na off-line). */
  gravadoEm: z.string().optional(),
  /** Hora informada pelo dispositivo na off-line, como veio. */
  dataHoraDispositivo: z.string().nullable().optional(),
  /** Aceita fora da cerca virtual (modo `aceitar`); nulo quando não houve avaliação. */
  foraDaCerca: z.boolean().nullable().optional(),
  /** Distância à cerca mais próxima, em metros, quando houve avaliação. */
  distanciaCercaMetros: z.number().nullable().optional(),
});
export type Marcacao = z.infer<typeof marcacaoSchema>;

export const marcarPontoRespostaSchema = z.object({
  Success: z.literal(true),
  Data: z.object({
    marcacao: marcacaoSchema,
    comprovanteId: z.string(),
    /** GET do PDF assinado do comprovante (com token), relativo à origem da API. */
    comprovanteUrl: z.string().optional(),
  }),
  Mensagem: z.string().nullable(),
  Error: z.null(),
});
export type MarcarPontoResposta = z.infer<typeof marcarPontoRespostaSchema>;

export const diaResumidoQuerySchema = z.object({ data: dataIsoSchema.optional() });

export const diaResumidoSchema = z.object({
  data: z.string(),
  marcacoes: z.array(marcacaoSchema),
});
export const diaResumidoRespostaSchema = z.object({
  success: z.literal(true),
  error: z.null(),
  data: diaResumidoSchema,
});
export type DiaResumido = z.infer<typeof diaResumidoSchema>;
