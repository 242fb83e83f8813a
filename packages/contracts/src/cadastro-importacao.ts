import { z } from 'zod';
import { envelopeMinusculoSchema, ID_MAXIMO } from './comum.ts';

/**
 * Importação dos cadastros da estrutura por planilha (issue 18 §1, "the same for the other
 * registers"), no serviço de cadastros (/api/cadastros), com as mesmas etapas da importação de
 * colaboradores: POST /{cadastro}/importacao (multipart, campo `arquivo`) guarda o rascunho e
 * propõe o mapeamento; POST /{cadastro}/importacao/{id}/previa valida sem gravar;
 * POST /{cadastro}/importacao/{id}/confirmacao inclui as linhas válidas numa transação;
 * GET /{cadastro}/importacao/{id}/rejeitados devolve o CSV das recusadas.
 */

/** Campos que cada cadastro aceita na planilha (o código do cargo é a CBO). */
export const CAMPOS_IMPORTACAO_CADASTRO = {
  departamentos: ['nome', 'codigo'],
  grupos: ['nome', 'codigo'],
  'centros-custos': ['nome', 'codigo'],
  sindicatos: ['nome', 'codigo', 'dataBaseMes', 'observacoes'],
  cargos: ['nome', 'cbo'],
} as const;

const colunaSchema = z.number().int().min(0).max(999, 'coluna inexistente').nullable();

/** Coluna do arquivo (índice a partir de 0) de cada campo; null ou ausente = não importar. */
export const mapeamentoCadastroSchema = z.record(z.string().max(30), colunaSchema);
export type MapeamentoCadastro = z.infer<typeof mapeamentoCadastroSchema>;

export const cadastroImportacaoParamSchema = z.object({
  id: z.coerce.number().int().positive().max(ID_MAXIMO, 'importação inexistente'),
});

export const cadastroImportacaoRascunhoSchema = z.object({
  id: z.number(),
  nomeArquivo: z.string(),
  colunas: z.array(z.string()),
  mapeamento: mapeamentoCadastroSchema,
  totalLinhas: z.number(),
  campos: z.array(z.object({ campo: z.string(), rotulo: z.string(), obrigatorio: z.boolean() })),
});
export type CadastroImportacaoRascunho = z.infer<typeof cadastroImportacaoRascunhoSchema>;
export const cadastroImportacaoRascunhoRespostaSchema = envelopeMinusculoSchema(
  cadastroImportacaoRascunhoSchema,
);

export const cadastroImportacaoPreviaBodySchema = z
  .object({
    mapeamento: mapeamentoCadastroSchema,
    pageNumber: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
    soComErro: z.boolean().default(false),
  })
  .strict();
export type CadastroImportacaoPreviaBody = z.input<typeof cadastroImportacaoPreviaBodySchema>;

const erroLinhaSchema = z.object({ campo: z.string().nullable(), mensagem: z.string() });

export const cadastroImportacaoPreviaSchema = z.object({
  totalLinhas: z.number(),
  validas: z.number(),
  invalidas: z.number(),
  errosMapeamento: z.array(erroLinhaSchema),
  items: z.array(
    z.object({
      linha: z.number(),
      valores: z.record(z.string(), z.string()),
      erros: z.array(erroLinhaSchema),
    }),
  ),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type CadastroImportacaoPrevia = z.infer<typeof cadastroImportacaoPreviaSchema>;
export const cadastroImportacaoPreviaRespostaSchema = envelopeMinusculoSchema(
  cadastroImportacaoPreviaSchema,
);

export const cadastroImportacaoConfirmacaoBodySchema = z
  .object({ mapeamento: mapeamentoCadastroSchema })
  .strict();

export const cadastroImportacaoResultadoSchema = z.object({
  importados: z.number(),
  rejeitados: z.number(),
  ids: z.array(z.number()),
});
export type CadastroImportacaoResultado = z.infer<typeof cadastroImportacaoResultadoSchema>;
export const cadastroImportacaoResultadoRespostaSchema = envelopeMinusculoSchema(
  cadastroImportacaoResultadoSchema,
);
