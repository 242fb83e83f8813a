import { z } from 'zod';
import { envelopeMinusculoSchema, idNumeroSchema } from './comum.ts';
import { PARCELAS_INTERMITENTE } from './intermitente.ts';

/**
 * Recibo do período do intermitente (CLT art. 452-A §§6º–7º) e descumprimento pelo convocado
 * (§4º). As horas do recibo são as que o espelho apurou nos dias da convocação
 * (docs/decisoes/intermitente.md, "Recibo pelas horas do espelho"). Valores em centavos.
 */

/** Uma parcela do recibo, em sua linha (art. 452-A §7º). */
export const parcelaReciboSchema = z.object({
  parcela: z.enum(PARCELAS_INTERMITENTE),
  descricao: z.string(),
  base: z.number(),
  valor: z.number(),
  fundamento: z.string(),
});
export type ParcelaRecibo = z.infer<typeof parcelaReciboSchema>;

export const reciboConvocadoSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  /** Minutos de trabalho da convocação (dias × jornada sem o intervalo). */
  minutosPrevistos: z.number(),
  /** Minutos computados pelo espelho nos dias da convocação (hora noturna reduzida). */
  minutosTrabalhados: z.number(),
  /** false: algum dia da convocação ainda está em aberto no espelho (recibo parcial). */
  completo: z.boolean(),
  linhas: z.array(parcelaReciboSchema),
  total: z.number(),
});
export type ReciboConvocado = z.infer<typeof reciboConvocadoSchema>;

/** GET /Convocacao/recibo/{id}: o RH vê o de todos que aceitaram; o convocado, só o seu. */
export const reciboConvocacaoSchema = z.object({
  convocacaoId: z.number(),
  contratante: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  valorHora: z.number(),
  recibos: z.array(reciboConvocadoSchema),
});
export type ReciboConvocacao = z.infer<typeof reciboConvocacaoSchema>;
export const reciboConvocacaoRespostaSchema = envelopeMinusculoSchema(reciboConvocacaoSchema);

/**
 * POST /Convocacao/descumprimento: o RH registra que o convocado aceitou e não compareceu (sem
 * marcação nos dias já passados da convocação); a multa de 50 % é dele, em 30 dias (§4º).
 */
export const descumprimentoBodySchema = z
  .object({ convocacaoId: idNumeroSchema, usuarioId: idNumeroSchema })
  .strict();
export type DescumprimentoBody = z.infer<typeof descumprimentoBodySchema>;
