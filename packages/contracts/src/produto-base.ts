import { z } from 'zod';
import { envelopeMinusculoSchema } from './comum.ts';

/**
 * Chamadas base de cada produto (spec §7 "Filters and lookups"): `GET /{product}base/periodos`,
 * `/regras`, `/modulos-origem` e `/messagebird-status`, sob o serviço base
 * (`/api/base/pontobase/periodos`...). Decisão em docs/decisoes/cadastros.md.
 */
export const PRODUTOS_BASE = [
  'ponto',
  'bancohoras',
  'sobreaviso',
  'intermitente',
  'ferias',
] as const;
export const produtoBaseSchema = z.enum(PRODUTOS_BASE);
export type ProdutoBase = z.infer<typeof produtoBaseSchema>;

/** Segmentos do caminho: o produto com o sufixo `base` (`pontobase`, `bancohorasbase`...). */
export const SEGMENTOS_PRODUTO_BASE = [
  'pontobase',
  'bancohorasbase',
  'sobreavisobase',
  'intermitentebase',
  'feriasbase',
] as const satisfies readonly `${ProdutoBase}base`[];

/** Outro segmento é 400 nomeando `produto`. */
export const produtoBaseParamsSchema = z.object({
  produto: z.enum(SEGMENTOS_PRODUTO_BASE, {
    error: `produto desconhecido: use ${SEGMENTOS_PRODUTO_BASE.join(', ')}`,
  }),
});

/** `pontobase` → `ponto`. */
export const produtoDoSegmento = (s: (typeof SEGMENTOS_PRODUTO_BASE)[number]): ProdutoBase =>
  s.slice(0, -'base'.length) as ProdutoBase;

/** Competência de apuração (mês): `AAAA-MM`, nome por extenso, primeiro e último dia. */
export const periodoBaseSchema = z.object({
  id: z.string(),
  nome: z.string(),
  inicio: z.string(),
  fim: z.string(),
});
export type PeriodoBase = z.infer<typeof periodoBaseSchema>;

/** Regra do produto (regra de ponto, banco, regra de sobreaviso, regra de convocação). */
export const regraBaseSchema = z.object({
  id: z.number(),
  nome: z.string(),
  detalhe: z.string().nullable(),
});
export type RegraBase = z.infer<typeof regraBaseSchema>;

/** De onde vêm os registros do produto (catálogo fixo). */
export const moduloOrigemSchema = z.object({ id: z.string(), nome: z.string() });
export type ModuloOrigem = z.infer<typeof moduloOrigemSchema>;

export const periodosBaseRespostaSchema = envelopeMinusculoSchema(z.array(periodoBaseSchema));
export const regrasBaseRespostaSchema = envelopeMinusculoSchema(z.array(regraBaseSchema));
export const modulosOrigemRespostaSchema = envelopeMinusculoSchema(z.array(moduloOrigemSchema));
