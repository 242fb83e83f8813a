import { SIGLAS_UF } from '@jornada/domain';
import { z } from 'zod';
import { idNumeroSchema, idSchema, paginaSchema } from './comum.ts';

/** Cadastros filtráveis (spec §7 "Filters and lookups"). */
export const CADASTROS_FILTRO = [
  'pessoas',
  'filiais',
  'departamentos',
  'grupos',
  'cargos',
  'sindicatos',
  'centros-custos',
  'empresas',
] as const;
export const cadastroFiltroSchema = z.enum(CADASTROS_FILTRO);
export type CadastroFiltro = z.infer<typeof cadastroFiltroSchema>;

export const itemFiltroSchema = z.object({
  id: z.number(),
  nome: z.string(),
  /** Detalhe curto para exibir na lista (cargo e departamento da pessoa, CNPJ da filial...). */
  detalhe: z.string().nullable(),
});
export type ItemFiltro = z.infer<typeof itemFiltroSchema>;

export const filtroQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  departamentoId: idSchema.optional(),
  filialId: idSchema.optional(),
  grupoId: idSchema.optional(),
});

export const filtroRespostaSchema = z.object({
  success: z.literal(true),
  data: z.array(itemFiltroSchema),
  error: z.null(),
  message: z.string().nullable(),
});

export const paginaFiltroBodySchema = paginaSchema.extend({
  search: z.string().trim().max(100).optional(),
  departamentoId: idNumeroSchema.optional(),
  filialId: idNumeroSchema.optional(),
  grupoId: idNumeroSchema.optional(),
});

export const paginaFiltroRespostaSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(itemFiltroSchema),
    total: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
  }),
  error: z.null(),
  message: z.string().nullable(),
});

export const ufSchema = z.enum(SIGLAS_UF);

/** GET /filter/pais e /filter/estado: só a busca (sem acento e sem caixa). */
export const localidadeQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});

/**
 * GET /filter/cidade: municípios da lista do IBGE (id = código IBGE de 7 dígitos, detalhe = UF),
 * de uma UF pela sigla (`uf`) ou pelo código IBGE do estado (`estadoId`, o id de /filter/estado).
 */
export const cidadeQuerySchema = localidadeQuerySchema.extend({
  uf: ufSchema.optional(),
  estadoId: z.coerce
    .number()
    .int('estadoId: use o código IBGE do estado (11 a 53).')
    .min(11, 'estadoId: use o código IBGE do estado (11 a 53).')
    .max(53, 'estadoId: use o código IBGE do estado (11 a 53).')
    .optional(),
});
