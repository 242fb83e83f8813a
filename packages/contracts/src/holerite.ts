import { z } from 'zod';
import { envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Serviço de holerites (spec §7 "Payslips and imports", base SERVICOS.holerite). Caminhos que a
 * spec não mostra (prévia, publicação, os holerites da própria pessoa) estão decididos em
 * docs/decisoes/holerites.md. Na falha, o cliente recebe só `success: false` (spec §8).
 */

/** Tipos de holerite (GET /holeritetipo): catálogo fixo do produto. */
export const HOLERITE_TIPOS = [
  { id: 1, nome: 'Mensal' },
  { id: 2, nome: '13º salário — 1ª parcela' },
  { id: 3, nome: '13º salário — 2ª parcela' },
  { id: 4, nome: 'Férias' },
  { id: 5, nome: 'PLR' },
  { id: 6, nome: 'Rescisão' },
] as const;

export const holeriteTipoIdSchema = z.coerce
  .number()
  .int()
  .refine((n) => HOLERITE_TIPOS.some((t) => t.id === n), 'tipo de holerite inexistente');

/** Competência da folha: AAAA-MM. */
export const competenciaSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use o formato AAAA-MM (mês de 01 a 12)');

export const holeriteTipoSchema = z.object({ id: z.number(), nome: z.string() });
export const holeriteTiposRespostaSchema = envelopeMinusculoSchema(z.array(holeriteTipoSchema));

/** Situação de uma importação: rascunho (prévia, invisível à pessoa) ou publicada. */
export const situacaoImportacaoSchema = z.enum(['rascunho', 'publicada']);
export type SituacaoImportacao = z.infer<typeof situacaoImportacaoSchema>;

/**
 * Filtro de GET /importacao (spec: "filter as body"; aceito também na query, já que corpo em GET
 * é incomum). Paginação da spec §9: página 1, 25 por página.
 */
export const importacaoFiltroSchema = z.object({
  competencia: competenciaSchema.optional(),
  holeriteTipoId: holeriteTipoIdSchema.optional(),
  usuarioId: idSchema.optional(),
  situacao: situacaoImportacaoSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
});
/** Filtros como o cliente os envia (todos opcionais). */
export type ImportacaoFiltro = Partial<z.output<typeof importacaoFiltroSchema>>;

/** Um holerite (o PDF de uma pessoa numa importação): é o `importacaoId` de /arquivo. */
export const holeriteSchema = z.object({
  id: z.number(),
  loteId: z.number(),
  usuarioId: z.number(),
  nome: z.string(),
  cpf: z.string(),
  matricula: z.string().nullable(),
  holeriteTipoId: z.number(),
  tipo: z.string(),
  competencia: z.string(),
  /** Páginas do arquivo enviado que formam este holerite (1 = primeira). */
  paginas: z.array(z.number()),
  /** Por onde a página foi reconhecida. */
  identificadoPor: z.enum(['cpf', 'matricula']),
  nomeArquivo: z.string(),
  tamanho: z.number(),
  situacao: situacaoImportacaoSchema,
  publicadoEm: z.string().nullable(),
  criadoEm: z.string(),
});
export type Holerite = z.infer<typeof holeriteSchema>;

export const holeritesPaginaSchema = z.object({
  itens: z.array(holeriteSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type HoleritesPagina = z.infer<typeof holeritesPaginaSchema>;
export const holeritesPaginaRespostaSchema = envelopeMinusculoSchema(holeritesPaginaSchema);

/** Página do arquivo que não foi entregue a ninguém, com o motivo. */
export const paginaNaoIdentificadaSchema = z.object({
  arquivo: z.string(),
  pagina: z.number(),
  /** CPF ou matrícula lido na página, quando há um. */
  identificador: z.string().nullable(),
  motivo: z.string(),
});
export type PaginaNaoIdentificada = z.infer<typeof paginaNaoIdentificadaSchema>;

/**
 * Divisão do arquivo na fila de jobs: na fila, processando (lendo as páginas, depois montando o
 * PDF de cada pessoa), concluída (a prévia está pronta) ou falhou (com o motivo em `erro`).
 */
export const processamentoImportacaoSchema = z.enum([
  'na_fila',
  'processando',
  'concluida',
  'falhou',
]);
export type ProcessamentoImportacao = z.infer<typeof processamentoImportacaoSchema>;
/** Etapa da divisão em andamento: leitura das páginas ou montagem dos PDFs por pessoa. */
export const etapaImportacaoSchema = z.enum(['leitura', 'montagem']);
export type EtapaImportacao = z.infer<typeof etapaImportacaoSchema>;

/** Prévia de uma importação: o que casou e o que não casou, antes de publicar. */
export const importacaoPreviaSchema = z.object({
  loteId: z.number(),
  holeriteTipoId: z.number(),
  tipo: z.string(),
  competencia: z.string(),
  nomeArquivo: z.string(),
  situacao: situacaoImportacaoSchema,
  /** Páginas do arquivo (0 enquanto na fila). */
  paginas: z.number(),
  processamento: processamentoImportacaoSchema,
  /** Etapa em andamento (null na fila, concluída ou com falha). */
  etapa: etapaImportacaoSchema.nullable(),
  /** Páginas já feitas na etapa em andamento (de `paginas`). */
  paginasProcessadas: z.number(),
  /** Motivo da falha da divisão (pt-BR), quando `processamento` é `falhou`. */
  erro: z.string().nullable(),
  encontrados: z.array(holeriteSchema),
  naoIdentificadas: z.array(paginaNaoIdentificadaSchema),
});
export type ImportacaoPrevia = z.infer<typeof importacaoPreviaSchema>;
export const importacaoPreviaRespostaSchema = envelopeMinusculoSchema(importacaoPreviaSchema);

/** Query de POST /importacao (multipart, campo `arquivos`). */
export const importacaoEnvioQuerySchema = z.object({
  holeriteTipoId: holeriteTipoIdSchema,
  competencia: competenciaSchema,
});

export const loteParamSchema = z.object({ loteId: idSchema });
export const importacaoIdParamSchema = z.object({ importacaoId: idSchema });
export const importacaoIdMaiusculoParamSchema = z.object({ Id: idSchema });

/** DELETE /importacao com corpo: um grupo de holerites. */
export const importacaoExcluirGrupoSchema = z.object({
  ids: z
    .array(idNumeroSchema)
    .min(1, 'selecione ao menos um holerite')
    .max(500, 'no máximo 500 holerites por vez'),
});

export const exclusaoSchema = z.object({ excluidos: z.number() });
export const exclusaoRespostaSchema = envelopeMinusculoSchema(exclusaoSchema);

/** Holerites publicados da própria pessoa (painel pessoal). */
export const meusHoleritesRespostaSchema = envelopeMinusculoSchema(z.array(holeriteSchema));
