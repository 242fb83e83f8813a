import { z } from 'zod';
import { envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Biometria facial (issue 21): cadastro do modelo facial com o consentimento explícito da pessoa
 * (LGPD art. 11), verificação 1:1 no servidor e revogação. O navegador só envia descritores
 * (números); a foto nunca sai dele e o modelo fica cifrado no banco.
 */

/** Versão do termo de consentimento: o registro guarda qual texto a pessoa aceitou. */
export const VERSAO_TERMO_BIOMETRIA = '2026-11-v1';

/** Termo mostrado à pessoa no cadastro (LGPD art. 11, I: finalidade, retenção e direitos). */
export const TERMO_BIOMETRIA = [
  'Autorizo o uso do meu rosto como dado biométrico para uma única finalidade: confirmar a minha identidade ao registrar o ponto no quiosque da empresa.',
  'A foto não é guardada: fica guardado apenas um modelo numérico do rosto, cifrado, usado só para comparar com o rosto no momento da marcação.',
  'O modelo é apagado quando eu revogar este consentimento ou quando o meu contrato terminar; as tentativas de verificação (data, pontuação e resultado) ficam guardadas para auditoria do ponto.',
  'Posso, a qualquer momento e sem prejuízo, revogar o consentimento no meu painel ou pedir ao RH, e marcar o ponto por PIN ou QR.',
] as const;

/** Um descritor facial: números finitos (o servidor confere o tamanho do modelo). */
export const descritorFacialSchema = z
  .array(z.number().finite().min(-1000).max(1000), 'descritor facial inválido')
  .min(1, 'descritor facial vazio')
  .max(4096, 'descritor facial grande demais');

export const vivacidadeSchema = z
  .number()
  .finite()
  .min(0, 'vivacidade entre 0 e 1')
  .max(1, 'vivacidade entre 0 e 1');

export const cadastroBiometriaSchema = z.object({
  usuarioId: idNumeroSchema,
  consentimento: z.object({
    aceito: z.literal(true, 'o consentimento da pessoa é obrigatório'),
    versaoTermo: z.string().max(40),
  }),
  amostras: z
    .array(descritorFacialSchema)
    .min(1, 'capture o rosto ao menos uma vez')
    .max(20, 'quadros demais'),
  vivacidade: vivacidadeSchema,
});
export type CadastroBiometria = z.infer<typeof cadastroBiometriaSchema>;

export const testeVerificacaoSchema = z.object({
  usuarioId: idNumeroSchema,
  descritor: descritorFacialSchema,
  vivacidade: vivacidadeSchema,
});
export type TesteVerificacao = z.infer<typeof testeVerificacaoSchema>;

export const consentimentoBiometriaSchema = z.object({
  id: z.number(),
  versaoTermo: z.string(),
  concedidoEm: z.string(),
  coletadoPor: z.string(),
});

export const situacaoBiometriaSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  matricula: z.string().nullable(),
  cadastrado: z.boolean(),
  cadastradoEm: z.string().nullable(),
  amostras: z.number().nullable(),
  consentimento: consentimentoBiometriaSchema.nullable(),
});
export type SituacaoBiometria = z.infer<typeof situacaoBiometriaSchema>;

export const verificacaoFacialSchema = z.object({
  id: z.number(),
  em: z.string(),
  origem: z.enum(['quiosque', 'teste']),
  dispositivoId: z.number().nullable(),
  pontuacao: z.number(),
  vivacidade: z.number(),
  aprovado: z.boolean(),
});
export type VerificacaoFacial = z.infer<typeof verificacaoFacialSchema>;

export const pessoasBiometriaRespostaSchema = envelopeMinusculoSchema(
  z.array(situacaoBiometriaSchema),
);
export const situacaoBiometriaRespostaSchema = envelopeMinusculoSchema(situacaoBiometriaSchema);
export const detalheBiometriaRespostaSchema = envelopeMinusculoSchema(
  situacaoBiometriaSchema.extend({ verificacoes: z.array(verificacaoFacialSchema) }),
);
export type DetalheBiometria = SituacaoBiometria & { verificacoes: VerificacaoFacial[] };

export const resultadoVerificacaoSchema = z.object({
  verificacaoId: z.number(),
  aprovado: z.boolean(),
  pontuacao: z.number(),
  vivacidade: z.number(),
  limiarSemelhanca: z.number(),
  limiarVivacidade: z.number(),
});
export type ResultadoVerificacaoFacial = z.infer<typeof resultadoVerificacaoSchema>;
export const resultadoVerificacaoRespostaSchema = envelopeMinusculoSchema(
  resultadoVerificacaoSchema,
);

export const usuarioBiometriaParamSchema = z.object({ usuarioId: idSchema });
