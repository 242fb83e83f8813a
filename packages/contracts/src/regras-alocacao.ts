import { TIPOS_REGRA_CALCULO, type TipoRegraCalculo } from '@jornada/domain';
import { z } from 'zod';
import { dataIsoSchema, idNumeroSchema, idSchema, paginaSchema } from './comum.ts';
import {
  CODIGOS_PENDENCIA,
  faixaExtraSchema,
  incluirArquivadasSchema,
  regimeNoturnoSchema,
} from './regras-calculo.ts';

/**
 * Serviço de regras de alocação (SERVICOS.regrasAlocacao, spec §7): regra de ponto
 * (`/regraponto`) e alocação da regra de ponto aos colaboradores (`/alocacao`).
 */

const idPositivo = idNumeroSchema;
const nome = z
  .string()
  .trim()
  .min(1, 'informe o nome')
  .max(100, 'nome com no máximo 100 caracteres');
const descricao = z.string().trim().max(500, 'descrição com no máximo 500 caracteres').nullable();

const mapaDeTipos = <S extends z.ZodType>(s: S) =>
  z.object(
    Object.fromEntries(TIPOS_REGRA_CALCULO.map((t) => [t, s])) as { [T in TipoRegraCalculo]: S },
  );

/** Regra escolhida de cada tipo (id de `/api/v1/{tipo}`); nula ou ausente = padrão legal. */
export const regrasDaRegraPontoEntradaSchema = mapaDeTipos(idPositivo.nullable()).partial();
export const regrasDaRegraPontoSchema = mapaDeTipos(z.number().nullable());

export const regraPontoCriarSchema = z.object({
  nome,
  descricao: descricao.optional(),
  vigenciaInicio: dataIsoSchema.optional(),
  regras: regrasDaRegraPontoEntradaSchema.optional(),
});

/** PUT: só o que muda (em `regras`, só os tipos informados); nova versão a partir da vigência. */
export const regraPontoAlterarSchema = regraPontoCriarSchema.partial();
export const regraPontoAlterarComIdSchema = regraPontoAlterarSchema.extend({ id: idPositivo });

/** Configuração do motor resolvida (engine-contract.md, chave `configuracao`). */
export const configuracaoApuracaoSchema = z.object({
  tolerancia: z.object({
    porMarcacao: z.number(),
    diaria: z.number(),
    escopo: z.enum(['todas', 'extremos']),
    compensarNoDia: z.boolean(),
  }),
  noturno: z.object({ regime: regimeNoturnoSchema, prorrogacao: z.boolean() }),
  extras: z.object({ faixas: z.array(faixaExtraSchema), domingoFeriado: z.number() }),
  intervalo: z.object({ minimoAcimaDe6h: z.number(), tolerancia: z.number() }),
  regime12x36: z.boolean(),
  dsr: z.object({ atrasoPerdeDsr: z.boolean() }),
  bancoHoras: z.object({ ativo: z.boolean() }).nullable(),
  interjornada: z.object({ minima: z.number() }),
  limites: z.object({ extrasDiarias: z.number(), diarioBanco: z.number() }),
});

/** O que vem da regra de ponto para montar a entrada do motor (não é chave do motor). */
export const complementosSchema = z.object({
  autorizacaoHoraExtra: z.object({
    exige: z.boolean(),
    destinoNaoAutorizada: z.enum(['pagar', 'banco', 'reter']),
  }),
  ausencia: z.object({ justificadaAbona: z.boolean() }),
  tratamento: z.object({ duplicidadeMinutos: z.number() }),
  inconsistencia: z.object({ codigos: z.array(z.enum(CODIGOS_PENDENCIA)) }),
});

export const regraPontoResumoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  /** É a regra padrão da empresa hoje (vale para quem não tem alocação). */
  padrao: z.boolean(),
  versao: z.number(),
  vigenciaInicio: z.string(),
  alteradoEm: z.string(),
  alteradoPor: z.number().nullable(),
  /** false = arquivada (fora das listas por padrão e das escolhas novas). */
  ativo: z.boolean(),
});
export type RegraPontoResumo = z.infer<typeof regraPontoResumoSchema>;

export const regraPontoSchema = regraPontoResumoSchema.extend({
  regras: regrasDaRegraPontoSchema,
  /** Data em que `configuracao` e `complementos` foram resolvidos. */
  resolvidaEm: z.string(),
  configuracao: configuracaoApuracaoSchema,
  complementos: complementosSchema,
});
export type RegraPonto = z.infer<typeof regraPontoSchema>;

/** Uma versão no histórico (sem a configuração resolvida). */
export const regraPontoVersaoSchema = regraPontoResumoSchema.extend({
  regras: regrasDaRegraPontoSchema,
  /** O que aconteceu em `alteradoEm`: versão nova, arquivamento ou reativação. */
  evento: z.enum(['versao', 'arquivamento', 'reativacao']),
  motivo: z.string().nullable(),
});
export type RegraPontoVersao = z.infer<typeof regraPontoVersaoSchema>;

/** `data`: a versão e a configuração em vigor nesta data (padrão: a última versão; hoje). */
export const regraPontoQuerySchema = z.object({ data: dataIsoSchema.optional() });
export const regraPontoListaQuerySchema = paginaSchema.extend({
  data: dataIsoSchema.optional(),
  incluirArquivadas: incluirArquivadasSchema,
});
export const regraPontoPorEmpresaQuerySchema = z.object({
  empresaId: idSchema.optional(),
  incluirArquivadas: incluirArquivadasSchema,
});
/** PUT /regraponto/default?id=&vigenciaInicio=: a regra padrão da empresa a partir da data. */
export const regraPontoPadraoDefinirQuerySchema = z.object({
  id: idSchema,
  vigenciaInicio: dataIsoSchema.optional(),
});

export const statusAlocacaoRegraSchema = z.enum(['ativa', 'inativa']);

export const alocacaoRegraSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  usuarioNome: z.string(),
  /** Regra de ponto alocada (spec §3: a resposta traz regraId). */
  regraId: z.number(),
  regraNome: z.string(),
  dataInicio: z.string(),
  dataFim: z.string().nullable(),
  status: statusAlocacaoRegraSchema,
  alteradoEm: z.string(),
  alteradoPor: z.number().nullable(),
});
export type AlocacaoRegra = z.infer<typeof alocacaoRegraSchema>;

export const alocacaoRegraComRegraSchema = alocacaoRegraSchema.extend({
  regraDePonto: regraPontoSchema.optional(),
});

/** POST /alocacao: a mesma regra para um ou vários colaboradores a partir de `dataInicio`. */
export const alocacaoRegraCriarSchema = z.object({
  usuarioIds: z
    .array(idPositivo)
    .min(1, 'informe ao menos um colaborador')
    .max(5000, 'no máximo 5000 colaboradores por vez'),
  regraId: idPositivo,
  dataInicio: dataIsoSchema,
  dataFim: dataIsoSchema.nullish(),
});

/** PUT /alocacao: altera uma alocação (id no corpo). */
export const alocacaoRegraAlterarSchema = z.object({
  id: idPositivo,
  regraId: idPositivo.optional(),
  dataInicio: dataIsoSchema.optional(),
  dataFim: dataIsoSchema.nullish(),
});

/** PUT /alocacao/status: ativa ou inativa várias alocações. */
export const alocacaoRegraStatusSchema = z.object({
  ids: z.array(idPositivo).min(1, 'informe ao menos uma alocação').max(5000),
  status: statusAlocacaoRegraSchema,
});

export const alocacaoRegraFiltroSchema = z.object({
  usuarioId: idSchema.optional(),
  regraId: idSchema.optional(),
  status: statusAlocacaoRegraSchema.optional(),
  /** Só as alocações que cobrem esta data. */
  data: dataIsoSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export const alocacaoRegraListaQuerySchema = paginaSchema.extend(alocacaoRegraFiltroSchema.shape);

export const alocacaoRegraContagemSchema = z.object({
  total: z.number(),
  ativas: z.number(),
  inativas: z.number(),
});

export const alocacaoRegraGetByIdQuerySchema = z.object({
  withRegraDePonto: z.stringbool().optional(),
});

export const alocacaoRegraVersaoSchema = alocacaoRegraSchema.extend({
  versao: z.number(),
  acao: z.enum(['criacao', 'alteracao', 'status', 'encerramento']),
});
