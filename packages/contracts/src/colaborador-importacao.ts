import { CAMPOS_IMPORTACAO } from '@jornada/domain';
import { z } from 'zod';
import { colaboradorListaQuerySchema } from './colaborador.ts';
import { envelopeMinusculoSchema, ID_MAXIMO } from './comum.ts';

/**
 * Importação de colaboradores por planilha (CSV ou XLSX) e exportação da lista, no serviço
 * principal (/api/main): POST /colaboradores/importacao (multipart, campo `arquivo`) guarda o
 * rascunho e propõe o mapeamento; POST /colaboradores/importacao/{id}/previa valida as linhas sem
 * gravar nada; POST /colaboradores/importacao/{id}/confirmacao admite as linhas válidas numa
 * transação; GET /colaboradores/importacao/{id}/rejeitados devolve o CSV das recusadas;
 * GET /colaboradores/importacao/modelo, o modelo XLSX; GET /colaboradores/exportacao, a lista.
 */

export const campoImportacaoSchema = z.enum(CAMPOS_IMPORTACAO);
export type CampoImportacaoWire = z.infer<typeof campoImportacaoSchema>;

const colunaSchema = z.number().int().min(0).max(999, 'coluna inexistente').nullable();

/** Coluna do arquivo (índice a partir de 0) de cada campo; null = não importar. */
export const mapeamentoImportacaoSchema = z
  .object(
    Object.fromEntries(CAMPOS_IMPORTACAO.map((c) => [c, colunaSchema])) as Record<
      (typeof CAMPOS_IMPORTACAO)[number],
      typeof colunaSchema
    >,
  )
  .strict();
export type MapeamentoImportacaoWire = z.infer<typeof mapeamentoImportacaoSchema>;

/** Resposta do envio: o rascunho, as colunas do cabeçalho e o mapeamento proposto. */
export const colaboradorImportacaoRascunhoSchema = z.object({
  id: z.number(),
  nomeArquivo: z.string(),
  colunas: z.array(z.string()),
  mapeamento: mapeamentoImportacaoSchema,
  totalLinhas: z.number(),
  campos: z.array(
    z.object({ campo: campoImportacaoSchema, rotulo: z.string(), obrigatorio: z.boolean() }),
  ),
});
export type ColaboradorImportacaoRascunho = z.infer<typeof colaboradorImportacaoRascunhoSchema>;
export const colaboradorImportacaoRascunhoRespostaSchema = envelopeMinusculoSchema(
  colaboradorImportacaoRascunhoSchema,
);

export const colaboradorImportacaoIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(ID_MAXIMO, 'importação inexistente'),
});

/** Corpo da prévia: o mapeamento escolhido e a página de linhas a mostrar. */
export const colaboradorImportacaoPreviaBodySchema = z
  .object({
    mapeamento: mapeamentoImportacaoSchema,
    pageNumber: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
    /** Só as linhas com erro. */
    soComErro: z.boolean().default(false),
  })
  .strict();
export type ColaboradorImportacaoPreviaBody = z.input<typeof colaboradorImportacaoPreviaBodySchema>;

export const erroLinhaImportacaoSchema = z.object({
  /** Campo (coluna mapeada) do erro; null = a linha toda. */
  campo: campoImportacaoSchema.nullable(),
  mensagem: z.string(),
});

export const linhaImportacaoSchema = z.object({
  /** Número da linha na planilha (o cabeçalho é a linha 1). */
  linha: z.number(),
  valores: z.record(z.string(), z.string()),
  erros: z.array(erroLinhaImportacaoSchema),
});
export type LinhaImportacao = z.infer<typeof linhaImportacaoSchema>;

export const colaboradorImportacaoPreviaSchema = z.object({
  totalLinhas: z.number(),
  validas: z.number(),
  invalidas: z.number(),
  /** Erros do próprio mapeamento (obrigatório sem coluna...): com eles nenhuma linha é validada. */
  errosMapeamento: z.array(erroLinhaImportacaoSchema),
  items: z.array(linhaImportacaoSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type ColaboradorImportacaoPrevia = z.infer<typeof colaboradorImportacaoPreviaSchema>;
export const colaboradorImportacaoPreviaRespostaSchema = envelopeMinusculoSchema(
  colaboradorImportacaoPreviaSchema,
);

export const colaboradorImportacaoConfirmacaoBodySchema = z
  .object({ mapeamento: mapeamentoImportacaoSchema })
  .strict();
export type ColaboradorImportacaoConfirmacaoBody = z.infer<
  typeof colaboradorImportacaoConfirmacaoBodySchema
>;

export const colaboradorImportacaoResultadoSchema = z.object({
  importados: z.number(),
  rejeitados: z.number(),
  /** Ids dos colaboradores admitidos, na ordem das linhas. */
  ids: z.array(z.number()),
});
export type ColaboradorImportacaoResultado = z.infer<typeof colaboradorImportacaoResultadoSchema>;
export const colaboradorImportacaoResultadoRespostaSchema = envelopeMinusculoSchema(
  colaboradorImportacaoResultadoSchema,
);

/** GET /colaboradores/exportacao: os filtros da lista (sem página) e o formato. */
export const colaboradorExportacaoQuerySchema = colaboradorListaQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ formato: z.enum(['csv', 'xlsx'], 'formato: use csv ou xlsx').default('xlsx') });
export type ColaboradorExportacaoQuery = z.input<typeof colaboradorExportacaoQuerySchema>;
