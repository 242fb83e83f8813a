import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema } from './comum.ts';
import { CAMPOS_REGRA_CALCULO } from './regras-calculo.ts';

/**
 * Convenções coletivas (CCT) de um sindicato (SERVICOS.cadastros, issue 22 §3): vigência, data-base
 * e os parâmetros que o motor usa, com modelos de exemplo. Precedência: regra explícita > CCT
 * vigente no dia > padrão legal (docs/decisoes/convencao-coletiva.md).
 */

/**
 * Parâmetros por tipo de regra que a CCT pode regular (os mesmos campos das regras de cálculo);
 * cada tipo parcial: o campo ausente fica com a regra ou o padrão legal (mescla campo a campo).
 */
export const regrasConvencaoSchema = z
  .object({
    horaNoturna: CAMPOS_REGRA_CALCULO.horaNoturna.partial(),
    tolerancia: CAMPOS_REGRA_CALCULO.tolerancia.partial(),
    horaPositiva: CAMPOS_REGRA_CALCULO.horaPositiva.partial(),
    horaPositivaFaixas: CAMPOS_REGRA_CALCULO.horaPositivaFaixas.partial(),
    horaNegativa: CAMPOS_REGRA_CALCULO.horaNegativa.partial(),
    falta: CAMPOS_REGRA_CALCULO.falta.partial(),
    descansoObrigatorio: CAMPOS_REGRA_CALCULO.descansoObrigatorio.partial(),
    domingo: CAMPOS_REGRA_CALCULO.domingo.partial(),
    intervalo: CAMPOS_REGRA_CALCULO.intervalo.partial(),
  })
  .partial()
  .strict();
export type RegrasConvencao = z.infer<typeof regrasConvencaoSchema>;

export const parametrosConvencaoSchema = z.object({
  regras: regrasConvencaoSchema,
  adicionalNoturnoPercentual: z
    .number({ error: 'informe o adicional noturno' })
    .min(20, 'o adicional noturno urbano é de no mínimo 20 % (CLT art. 73)')
    .max(200, 'o adicional noturno vai até 200 %'),
  fracaoSobreaviso: z.object({
    numerador: z.number().int('inteiro').min(1, 'de 1 a 10').max(10, 'de 1 a 10'),
    denominador: z.number().int('inteiro').min(1, 'de 1 a 10').max(10, 'de 1 a 10'),
  }),
  bancoHorasPrazoMeses: z
    .number()
    .int('meses inteiros')
    .min(1, 'de 1 a 12 meses')
    .max(12, 'de 1 a 12 meses (CLT art. 59 §2º)')
    .nullable(),
});
export type ParametrosConvencaoWire = z.infer<typeof parametrosConvencaoSchema>;

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

export const convencaoBodySchema = z
  .object({
    nome: z.string().trim().min(1, 'informe o nome').max(120, 'no máximo 120 caracteres'),
    vigenciaInicio: dataIsoSchema,
    vigenciaFim: dataIsoSchema.nullish().transform((v) => v ?? null),
    dataBaseMes: z
      .number()
      .int('mês de 1 a 12')
      .min(1, 'mês de 1 a 12')
      .max(12, 'mês de 1 a 12')
      .nullish()
      .transform((v) => v ?? null),
    observacoes: textoOpcional(2000),
    parametros: parametrosConvencaoSchema,
  })
  .refine((b) => b.vigenciaFim === null || b.vigenciaFim >= b.vigenciaInicio, {
    path: ['vigenciaFim'],
    message: 'o fim da vigência não pode ser antes do início',
  });
export type ConvencaoBody = z.input<typeof convencaoBodySchema>;

/** Aplicar um modelo de exemplo a um sindicato: cria a convenção com os números do modelo. */
export const aplicarModeloBodySchema = z
  .object({
    modelo: z.string().trim().min(1, 'escolha o modelo').max(40, 'modelo inexistente'),
    vigenciaInicio: dataIsoSchema,
    vigenciaFim: dataIsoSchema.nullish().transform((v) => v ?? null),
  })
  .refine((b) => b.vigenciaFim === null || b.vigenciaFim >= b.vigenciaInicio, {
    path: ['vigenciaFim'],
    message: 'o fim da vigência não pode ser antes do início',
  });
export type AplicarModeloBody = z.input<typeof aplicarModeloBodySchema>;

export const modeloConvencaoSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  aviso: z.string(),
  dataBaseMes: z.number().int(),
  parametros: parametrosConvencaoSchema,
  fontes: z.record(z.string(), z.string()),
});
export type ModeloConvencaoWire = z.infer<typeof modeloConvencaoSchema>;
export const modelosConvencaoRespostaSchema = envelopeMinusculoSchema(
  z.array(modeloConvencaoSchema),
);

export const convencaoSchema = z.object({
  id: z.number().int(),
  sindicatoId: z.number().int(),
  sindicatoNome: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  dataBaseMes: z.number().int().nullable(),
  observacoes: z.string().nullable(),
  /** Código do modelo de exemplo de que a convenção nasceu (null = digitada pelo RH). */
  modelo: z.string().nullable(),
  parametros: parametrosConvencaoSchema,
  alteradoPorNome: z.string().nullable(),
  alteradoEm: z.string(),
});
export type Convencao = z.infer<typeof convencaoSchema>;

/** Resposta de criar/alterar: a convenção e o reprocessamento pedido (null sem fila ou futuro). */
export const convencaoGravadaSchema = z.object({
  convencao: convencaoSchema,
  reprocessamentoId: z.number().int().nullable(),
});
export const convencaoGravadaRespostaSchema = envelopeMinusculoSchema(convencaoGravadaSchema);
export const convencaoRespostaSchema = envelopeMinusculoSchema(convencaoSchema);
export const convencoesRespostaSchema = envelopeMinusculoSchema(z.array(convencaoSchema));
/** Histórico: todas as versões, da mais nova para a mais antiga. */
export const versoesConvencaoRespostaSchema = envelopeMinusculoSchema(z.array(convencaoSchema));

export const colaboradorSindicatoSchema = z.object({
  usuarioId: z.number().int(),
  nome: z.string(),
  sindicatoId: z.number().int().nullable(),
});
export const colaboradoresSindicatoRespostaSchema = envelopeMinusculoSchema(
  z.array(colaboradorSindicatoSchema),
);
export const colaboradorSindicatoRespostaSchema = envelopeMinusculoSchema(
  colaboradorSindicatoSchema,
);
/** Liga (ou desliga, com null) o colaborador a um sindicato. */
export const colaboradorSindicatoBodySchema = z.object({
  sindicatoId: idNumeroSchema.nullable(),
});
