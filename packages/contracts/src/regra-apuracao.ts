import { z } from 'zod';
import { dataIsoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Serviço de regras de cálculo (SERVICOS.regrasCalculo, spec §7): regra de apuração
 * (`/api/v1/regra`, com `id_regra` e `id`) e forma de apuração (`/api/v1/formaApuracao`).
 */

/**
 * Período de apuração e pagamento: `mensal` (CLT art. 459 §1º, salário até o 5º dia útil) ou
 * `convocacao` (intermitente: ao fim de cada período de prestação, CLT art. 452-A §6º).
 */
export const periodoApuracaoSchema = z.enum(['mensal', 'convocacao']);

export const formaApuracaoBodySchema = z.object({
  nome: z.string().trim().min(1, 'informe o nome').max(100, 'nome com no máximo 100 caracteres'),
  descricao: z.string().trim().max(500, 'descrição com no máximo 500 caracteres').nullish(),
  periodo: periodoApuracaoSchema,
});

export const formaApuracaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  periodo: periodoApuracaoSchema,
});
export type FormaApuracao = z.infer<typeof formaApuracaoSchema>;

const nome = z
  .string()
  .trim()
  .min(1, 'informe o nome')
  .max(100, 'nome com no máximo 100 caracteres');
const descricao = z.string().trim().max(500, 'descrição com no máximo 500 caracteres').nullable();
const idPositivo = idNumeroSchema;

/** POST /api/v1/regra. */
export const regraApuracaoCriarSchema = z.object({
  nome,
  descricao: descricao.optional(),
  formaApuracaoId: idPositivo,
  /** Regra de ponto usada na apuração (nula: a do colaborador). */
  regraPontoId: idPositivo.nullable().optional(),
  vigenciaInicio: dataIsoSchema.optional(),
});

/** PUT /api/v1/regra/{id}: só o que muda; nova versão a partir de `vigenciaInicio` (padrão hoje). */
export const regraApuracaoAlterarSchema = z.object({
  nome: nome.optional(),
  descricao: descricao.optional(),
  formaApuracaoId: idPositivo.optional(),
  regraPontoId: idPositivo.nullable().optional(),
  vigenciaInicio: dataIsoSchema.optional(),
});

/** POST /api/v1/regra/duplicate: copia a última versão da regra `id` como uma regra nova. */
export const regraApuracaoDuplicarSchema = z.object({
  id: idSchema,
  nome: nome.optional(),
});

/** Uma versão de uma regra de apuração: `id` é a versão, `id_regra` a regra (spec §3). */
export const regraApuracaoSchema = z.object({
  id: z.number(),
  id_regra: z.number(),
  versao: z.number(),
  vigenciaInicio: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  formaApuracaoId: z.number(),
  regraPontoId: z.number().nullable(),
  alteradoEm: z.string(),
  alteradoPor: z.number().nullable(),
  /** false = arquivada (fora da lista por padrão). */
  ativo: z.boolean(),
  /** Só na lista de versões: versão nova, arquivamento ou reativação em `alteradoEm`. */
  evento: z.enum(['versao', 'arquivamento', 'reativacao']).optional(),
  motivo: z.string().nullable().optional(),
});
export type RegraApuracao = z.infer<typeof regraApuracaoSchema>;

/** GET /api/v1/regra?incluirArquivadas=true mostra também as arquivadas. */
export const regraApuracaoListaQuerySchema = z.object({
  incluirArquivadas: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** Resposta de PUT /api/v1/regra/{id} (spec §7: sucesso quando o texto é este). */
export const REGRA_ATUALIZADA = 'REGRA_UPDATED_SUCCESSFULLY';
