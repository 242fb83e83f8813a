import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, idSchema } from './comum.ts';

const periodo = {
  dataInicio: dataIsoSchema,
  dataFim: dataIsoSchema,
  /** Estabelecimento (filial); padrão: a primeira filial da empresa. */
  filialId: idSchema.optional(),
  /**
   * Data-hora de geração (`AAAA-MM-ddThh:mm:00±hhmm`) para reproduzir um arquivo já emitido byte a
   * byte — é assim que o `.p7s` destacado é pedido depois do arquivo.
   */
  geradoEm: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{4}$/, 'use AAAA-MM-ddThh:mm:00±hhmm')
    .optional(),
};

const periodoValido = <T extends { dataInicio: string; dataFim: string }>(q: T) =>
  q.dataInicio <= q.dataFim;
const mensagemPeriodo = { message: 'dataInicio posterior a dataFim', path: ['dataFim'] };

/**
 * GET /afd e /afd/assinatura: AFD do REP-P (Portaria 671 Anexo V) — registros gravados entre as
 * datas. `nsrFinal` fixa o último NSR (cabeçalho X-Afd-Nsr-Final da primeira resposta).
 */
export const afdQuerySchema = z
  .object({ ...periodo, nsrFinal: z.coerce.number().int().min(0).optional() })
  .refine(periodoValido, mensagemPeriodo);

/**
 * GET /aej e /aej/assinatura: AEJ do PTRP (Anexo VI) com os dados tratados do período. Na
 * assinatura, `sha256` (cabeçalho X-Aej-Sha256 do AEJ emitido) garante que o arquivo refeito é o
 * mesmo — se um tratamento mudou os dados nesse meio tempo, a resposta é 409.
 */
export const aejQuerySchema = z
  .object({
    ...periodo,
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'SHA-256 em hexadecimal minúsculo')
      .optional(),
  })
  .refine(periodoValido, mensagemPeriodo);

export const certificadoSchema = z.object({
  id: z.number(),
  origem: z.enum(['demo', 'importado']),
  titular: z.string(),
  emissor: z.string(),
  numeroSerie: z.string(),
  validoDe: z.string(),
  validoAte: z.string(),
  ativo: z.boolean(),
  /** Certificado de outra empresa (o do desenvolvedor) usado por falta de um próprio. */
  doDesenvolvedor: z.boolean(),
});
export type Certificado = z.infer<typeof certificadoSchema>;
export const certificadosRespostaSchema = envelopeMaiusculoSchema(z.array(certificadoSchema));
export const certificadoRespostaSchema = envelopeMaiusculoSchema(certificadoSchema);
