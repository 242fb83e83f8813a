import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';
import { GRUPOS_CONVOCACAO, SITUACOES_CONVOCADO } from './intermitente.ts';

/**
 * Downloads do trabalho intermitente (spec §7: GET /download, /download/{id}/arquivo,
 * /download/arquivos?downloadsIds=, /download/{id}/para-quem). Um download é a carta de uma
 * convocação, em PDF, com os termos do art. 452-A e a situação de cada convocado; o id do download
 * é o da convocação (docs/decisoes/intermitente-downloads.md).
 */

/** GET /download: filtros opcionais, como os da lista do RH. */
export const downloadsQuerySchema = z
  .object({
    contratanteId: idSchema.optional(),
    grupoId: idSchema.optional(),
    /** Convocações que tocam [dataInicio, dataFim]. */
    dataInicio: dataIsoSchema.optional(),
    dataFim: dataIsoSchema.optional(),
  })
  .strict();
export type DownloadsQuery = z.infer<typeof downloadsQuerySchema>;

export const downloadSchema = z.object({
  id: z.number(),
  convocacaoId: z.number(),
  /** Nome do arquivo (convocacao-<id>.pdf). */
  nome: z.string(),
  titulo: z.string(),
  contratante: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  status: z.enum(GRUPOS_CONVOCACAO),
  interrompido: z.boolean(),
  convocados: z.number(),
});
export type Download = z.infer<typeof downloadSchema>;
export const downloadsRespostaSchema = envelopeMinusculoSchema(z.array(downloadSchema));

/** GET /download/{id}/arquivo: o PDF como data URL (data:application/pdf;base64,…). */
export const downloadArquivoRespostaSchema = envelopeMinusculoSchema(z.string());

/** GET /download/arquivos?downloadsIds=1,2 (ou repetido): até 100 ids, zip `download.zip`. */
export const downloadsArquivosQuerySchema = z.object({
  downloadsIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number),
    )
    .pipe(
      z
        .array(idNumeroSchema)
        .min(1, 'escolha ao menos um arquivo')
        .max(100, 'escolha no máximo 100 arquivos'),
    ),
});

/** GET /download/{id}/para-quem: a quem o documento se destina. */
export const paraQuemSchema = z.object({
  convocacaoId: z.number(),
  contratante: z.string(),
  destinatarios: z.array(
    z.object({
      usuarioId: z.number(),
      nome: z.string(),
      email: z.string(),
      situacao: z.enum(SITUACOES_CONVOCADO),
    }),
  ),
});
export type ParaQuem = z.infer<typeof paraQuemSchema>;
export const paraQuemRespostaSchema = envelopeMinusculoSchema(paraQuemSchema);
