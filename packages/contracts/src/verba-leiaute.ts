import { z } from 'zod';
import { envelopeMinusculoSchema } from './comum.ts';

/**
 * Leiautes de exportação para a folha (spec §1 "custom export layouts"): a definição que o motor
 * de `@jornada/domain` (folha) escreve, para os prontos e os personalizados da empresa.
 */

export const fonteCampoSchema = z.enum([
  'fixo',
  'sequencial',
  'empresaCodigo',
  'empresaCnpj',
  'empresaNome',
  'competencia',
  'periodoInicio',
  'periodoFim',
  'matricula',
  'cpf',
  'pis',
  'nome',
  'departamentoCodigo',
  'codigoVerba',
  'unidadeSigla',
  'quantidade',
  'horas',
  'dias',
  'totalLinhas',
  'totalQuantidade',
  'data',
]);

export const formatoDataSchema = z.enum([
  'AAAAMM',
  'MMAAAA',
  'AAAAMMDD',
  'DDMMAA',
  'DDMMAAAA',
  'DD/MM/AAAA',
  'AAAA-MM-DD',
]);

export const campoLeiauteSchema = z
  .object({
    fonte: fonteCampoSchema,
    valor: z.string().max(200, 'no máximo 200 caracteres').optional(),
    tamanho: z.number().int().min(1).max(500).optional(),
    alinhamento: z.enum(['esquerda', 'direita']).optional(),
    preenchimento: z.string().length(1, 'use um só caractere').optional(),
    formatoData: formatoDataSchema.optional(),
    formatoHoras: z.enum(['sexagesimal', 'centesimal', 'minutos']).optional(),
    casasDecimais: z.number().int().min(0).max(4).optional(),
    separadorDecimal: z.enum(['', '.', ',', ':']).optional(),
    somenteDigitos: z.boolean().optional(),
    mascara: z.boolean().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.fonte === 'fixo' && c.valor === undefined)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: 'informe o texto do campo fixo' });
    const temHoras = ['quantidade', 'horas', 'totalQuantidade'].includes(c.fonte);
    if (
      temHoras &&
      (c.formatoHoras ?? 'sexagesimal') === 'sexagesimal' &&
      (c.casasDecimais ?? 2) < 2
    )
      ctx.addIssue({
        code: 'custom',
        path: ['casasDecimais'],
        message: 'horas sexagesimais (horas.minutos) precisam de ao menos 2 casas decimais',
      });
  });
export type CampoLeiauteWire = z.infer<typeof campoLeiauteSchema>;

const camposSchema = z.array(campoLeiauteSchema).max(60, 'no máximo 60 campos');

export const definicaoLeiauteSchema = z
  .object({
    tipo: z.enum(['fixo', 'delimitado']),
    separador: z.string().min(1).max(3).optional(),
    separadorNoFim: z.boolean().optional(),
    campos: camposSchema.min(1, 'escolha ao menos um campo'),
    cabecalho: camposSchema.nullable().optional(),
    rodape: camposSchema.nullable().optional(),
    /** Registro filho depois da linha da verba, um por dia que ela reúne (Domínio tipo 11). */
    registroPorData: camposSchema.nullable().optional(),
    fimDeLinha: z.enum(['CRLF', 'LF']).default('CRLF'),
    codificacao: z.enum(['iso-8859-1', 'utf-8']).default('iso-8859-1'),
    exportarZeradas: z.boolean().optional(),
    unidadesAceitas: z
      .array(z.enum(['horas', 'dias']))
      .min(1)
      .optional(),
  })
  .superRefine((d, ctx) => {
    if (d.tipo === 'delimitado' && !d.separador)
      ctx.addIssue({
        code: 'custom',
        path: ['separador'],
        message: 'informe o separador dos campos',
      });
    if (d.tipo !== 'fixo') return;
    for (const parte of ['campos', 'cabecalho', 'rodape', 'registroPorData'] as const)
      (d[parte] ?? []).forEach((c, i) => {
        if (c.tamanho === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [parte, i, 'tamanho'],
            message: 'no leiaute de largura fixa todo campo tem tamanho',
          });
      });
  });
export type DefinicaoLeiauteWire = z.infer<typeof definicaoLeiauteSchema>;

export const leiauteBodySchema = z.object({
  nome: z.string().trim().min(1, 'obrigatório').max(120, 'no máximo 120 caracteres'),
  extensao: z.enum(['txt', 'csv']).default('txt'),
  definicao: definicaoLeiauteSchema,
});
export type LeiauteBody = z.infer<typeof leiauteBodySchema>;

export const leiauteSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  extensao: z.enum(['txt', 'csv']),
  definicao: definicaoLeiauteSchema,
  ativo: z.boolean(),
  versao: z.number().int(),
});
export type Leiaute = z.infer<typeof leiauteSchema>;

export const leiauteProntoSchema = z.object({
  chave: z.string(),
  nome: z.string(),
  /** V2, S1 ou INF (shared/design/payroll-layouts.md). */
  confianca: z.enum(['V2', 'S1', 'INF']),
  fonte: z.string(),
  extensao: z.enum(['txt', 'csv']),
  definicao: definicaoLeiauteSchema,
});

export const leiauteRespostaSchema = envelopeMinusculoSchema(leiauteSchema);
export const leiautesRespostaSchema = envelopeMinusculoSchema(
  z.object({ prontos: z.array(leiauteProntoSchema), personalizados: z.array(leiauteSchema) }),
);
