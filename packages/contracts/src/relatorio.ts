import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idSchema, paginaSchema } from './comum.ts';

/**
 * Relatórios do ponto gerados na fila (SERVICOS.relatorios): relatório de marcações (todas as
 * marcações do período por pessoa, com origem, NSR e código do comprovante) e totais do espelho
 * (por pessoa e período), em PDF ou XLSX. Os caminhos não aparecem na spec (§2: "punch-marking
 * report", "mirror totals"); decisões em docs/decisoes/relatorios.md.
 */

/** Spec §8: falha do relatório de marcações. */
export const MENSAGEM_ERRO_RELATORIO = 'Erro';
/** Spec §8: relatório sem dados. */
export const MENSAGEM_RELATORIO_SEM_DADOS = 'Não contém dados para esse relatório';

export const tipoRelatorioSchema = z.enum(['marcacoes', 'totais']);
export type TipoRelatorio = z.infer<typeof tipoRelatorioSchema>;
export const formatoRelatorioSchema = z.enum(['pdf', 'xlsx']);
export type FormatoRelatorio = z.infer<typeof formatoRelatorioSchema>;
export const statusRelatorioSchema = z.enum([
  'pendente',
  'processando',
  'pronto',
  'erro',
  'expirado',
]);
export type StatusRelatorio = z.infer<typeof statusRelatorioSchema>;

export const ROTULO_TIPO_RELATORIO: Record<TipoRelatorio, string> = {
  marcacoes: 'Relatório de marcações',
  totais: 'Totais do espelho',
};

/** Um pedido cobre no máximo 93 dias (um trimestre): o bastante para conferir um fechamento. */
export const DIAS_MAXIMOS_RELATORIO = 93;

/** POST /api/relatorios: tipo, formato, período e filtros opcionais. */
export const criarRelatorioBodySchema = z
  .object({
    tipo: tipoRelatorioSchema,
    formato: formatoRelatorioSchema,
    inicio: dataIsoSchema,
    fim: dataIsoSchema,
    filialId: idSchema.nullable().optional(),
    departamentoId: idSchema.nullable().optional(),
    usuarioId: idSchema.nullable().optional(),
  })
  .refine((b) => b.inicio <= b.fim, {
    message: 'fim: não pode ser anterior ao início',
    path: ['fim'],
  });
export type CriarRelatorio = z.infer<typeof criarRelatorioBodySchema>;

export const listarRelatoriosQuerySchema = paginaSchema.pick({ pageNumber: true }).extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const relatorioSchema = z.object({
  id: z.number(),
  tipo: tipoRelatorioSchema,
  formato: formatoRelatorioSchema,
  status: statusRelatorioSchema,
  inicio: z.string(),
  fim: z.string(),
  filialId: z.number().nullable(),
  departamentoId: z.number().nullable(),
  usuarioId: z.number().nullable(),
  /** Progresso: pessoas feitas de total. */
  feitos: z.number(),
  total: z.number(),
  percentual: z.number(),
  linhas: z.number(),
  nomeArquivo: z.string().nullable(),
  tamanhoBytes: z.number().nullable(),
  erro: z.string().nullable(),
  criadoEm: z.string(),
  concluidoEm: z.string().nullable(),
  /** Depois desta hora o arquivo é apagado (status `expirado`). */
  expiraEm: z.string().nullable(),
});
export type Relatorio = z.infer<typeof relatorioSchema>;

export const relatorioRespostaSchema = envelopeMinusculoSchema(relatorioSchema);
export const listaRelatoriosRespostaSchema = envelopeMinusculoSchema(
  z.object({
    items: z.array(relatorioSchema),
    total: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
  }),
);

/**
 * GET /api/relatorios/avisos: os pedidos de quem está no app que ficaram prontos ou falharam e
 * cujo aviso ele ainda não viu, e quantos ainda estão na fila ou gerando (o aviso global do web
 * só acompanha enquanto houver algum).
 */
export const avisosRelatorioRespostaSchema = envelopeMinusculoSchema(
  z.object({ emAndamento: z.number(), avisos: z.array(relatorioSchema) }),
);
export type AvisosRelatorio = NonNullable<z.infer<typeof avisosRelatorioRespostaSchema>['data']>;

/**
 * POST /api/relatorios/{id}/aviso-visto: marca o aviso como visto. `primeiraVez` é falso se outra
 * aba já o tinha marcado (o web só mostra o aviso na aba que o marcou).
 */
export const avisoVistoRespostaSchema = envelopeMinusculoSchema(
  z.object({ id: z.number(), primeiraVez: z.boolean() }),
);
