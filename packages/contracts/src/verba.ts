import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';
import { definicaoLeiauteSchema } from './verba-leiaute.ts';

/**
 * Serviço de verbas (spec §7 "payroll items": "payroll-item config", "verbas export", "verbas by
 * id"; caminhos "not shown", decididos em docs/decisoes/verbas-e-exportacao.md).
 */
export * from './verba-leiaute.ts';

/** Texto que o cliente mostra quando a configuração de verbas falha (spec §8). */
export const MENSAGEM_ERRO_VERBAS = 'Erro ao realizar request';
/** Texto que o cliente mostra quando a exportação de verbas falha (spec §8). */
export const MENSAGEM_ERRO_EXPORTACAO_VERBAS = 'Erro ao buscar nos dados';

export const tipoQuantidadeSchema = z.enum([
  'extras',
  'extrasNoturnas',
  'noturno',
  'debitos',
  'faltas',
  'diasFalta',
  'dsrPerdidos',
  'intervaloIndenizado',
  'interjornadaSuprimida',
  'bancoHorasCredito',
  'bancoHorasDebito',
  'bancoHorasPagamento',
  'bancoHorasEstagio',
  'bancoHorasDesconto',
  'sobreavisoEspera',
  'prontidaoEspera',
  'sobreavisoAcionado',
  'intermitenteHoras',
  'intermitenteDsr',
  'intermitenteFerias',
  'intermitenteTercoFerias',
  'intermitenteDecimoTerceiro',
]);
export type TipoQuantidadeWire = z.infer<typeof tipoQuantidadeSchema>;
export const unidadeVerbaSchema = z.enum(['horas', 'dias']);

/**
 * Uma quantidade da apuração; `extras` leva o percentual da faixa (50, 100...); os pagamentos do
 * banco de horas podem levá-lo (sem ele, todos os percentuais).
 */
export const chaveQuantidadeSchema = z
  .object({
    tipo: tipoQuantidadeSchema,
    percentual: z.number().int().min(1).max(500).nullable().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.tipo === 'extras' && q.percentual == null)
      ctx.addIssue({
        code: 'custom',
        path: ['percentual'],
        message: 'informe o percentual da faixa de horas extras',
      });
    // Pagamentos do banco de horas: percentual opcional (sem ele, a verba reúne todos).
    const comPercentual = ['extras', 'bancoHorasPagamento', 'bancoHorasEstagio'];
    if (!comPercentual.includes(q.tipo) && q.percentual != null)
      ctx.addIssue({
        code: 'custom',
        path: ['percentual'],
        message: 'só as horas extras e os pagamentos do banco de horas têm percentual',
      });
  });

const texto = (max: number) =>
  z.string().trim().min(1, 'obrigatório').max(max, `no máximo ${max} caracteres`);

export const verbaBodySchema = z
  .object({
    codigo: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{1,20}$/, 'use de 1 a 20 letras ou dígitos, sem espaços'),
    descricao: texto(120),
    unidade: unidadeVerbaSchema,
    quantidades: z.array(chaveQuantidadeSchema).min(1, 'escolha ao menos uma quantidade').max(20),
    vigenciaInicio: dataIsoSchema,
    vigenciaFim: dataIsoSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.vigenciaFim !== null && v.vigenciaFim < v.vigenciaInicio)
      ctx.addIssue({
        code: 'custom',
        path: ['vigenciaFim'],
        message: 'o fim da vigência não pode ser antes do início',
      });
  });
export type VerbaBody = z.infer<typeof verbaBodySchema>;

export const verbaSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  unidade: unidadeVerbaSchema,
  quantidades: z.array(
    z.object({ tipo: tipoQuantidadeSchema, percentual: z.number().int().nullable().optional() }),
  ),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  ativo: z.boolean(),
  versao: z.number().int(),
});
export type Verba = z.infer<typeof verbaSchema>;

const anoSchema = z.coerce.number().int().min(2000).max(2100);
const mesSchema = z.coerce.number().int().min(1).max(12);

export const verbaQuerySchema = z.object({
  /** Só as vigentes na competência (ano e mês juntos). */
  ano: anoSchema.optional(),
  mes: mesSchema.optional(),
  ativo: z.enum(['true', 'false']).optional(),
});
export const verbaRespostaSchema = envelopeMinusculoSchema(verbaSchema);
export const verbasRespostaSchema = envelopeMinusculoSchema(z.array(verbaSchema));

export const historicoVerbaSchema = z.object({
  versao: z.number().int(),
  acao: z.string(),
  alteradoPor: z.number().int().nullable(),
  alteradoPorNome: z.string().nullable(),
  alteradoEm: z.string(),
  dados: z.record(z.string(), z.unknown()),
});
export type HistoricoVerba = z.infer<typeof historicoVerbaSchema>;
export const historicoVerbaRespostaSchema = envelopeMinusculoSchema(z.array(historicoVerbaSchema));

export const tiposQuantidadeRespostaSchema = envelopeMinusculoSchema(
  z.array(
    z.object({
      tipo: tipoQuantidadeSchema,
      descricao: z.string(),
      medida: z.enum(['minutos', 'dias']),
      unidade: unidadeVerbaSchema,
      fundamento: z.string(),
    }),
  ),
);

// --- Exportação e conciliação ------------------------------------------------------------------

/** Alcance e competência da exportação: a empresa do token, opcionalmente filial/departamento. */
export const competenciaVerbasSchema = z.object({
  ano: anoSchema,
  mes: mesSchema,
  filialId: idSchema.optional(),
  departamentoId: idSchema.optional(),
});

/** O leiaute: um pronto (`leiaute`) ou um personalizado da empresa (`leiauteId`). */
export const exportacaoVerbasQuerySchema = competenciaVerbasSchema
  .extend({
    leiaute: z.string().trim().max(40).optional(),
    leiauteId: idSchema.optional(),
    /** Código da empresa no sistema de folha (padrão: o id da empresa no Jornada). */
    codigoEmpresaFolha: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{1,14}$/, 'use de 1 a 14 letras ou dígitos')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.leiaute === undefined) === (q.leiauteId === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['leiaute'],
        message: 'escolha um leiaute pronto (leiaute) ou um personalizado (leiauteId)',
      });
  });
export type ExportacaoVerbasQuery = z.infer<typeof exportacaoVerbasQuerySchema>;

const quantidadeApuradaSchema = z.object({
  tipo: tipoQuantidadeSchema,
  percentual: z.number().int().nullable().optional(),
  valor: z.number(),
});

export const resumoExportacaoSchema = z.object({
  ano: z.number().int(),
  mes: z.number().int(),
  leiaute: z.string(),
  colaboradores: z.number().int(),
  linhas: z.number().int(),
  porVerba: z.array(
    z.object({
      codigo: z.string(),
      unidade: unidadeVerbaSchema,
      /** Minutos (horas) ou dias, somados de todos os colaboradores. */
      quantidade: z.number(),
      colaboradores: z.number().int(),
    }),
  ),
  /**
   * Diferenças de competências refechadas levadas a esta (linhas próprias do arquivo), cada uma
   * com a referência "diferença de MM/AAAA" (docs/decisoes/fechamento.md).
   */
  diferencas: z
    .array(
      z.object({
        usuarioId: z.number().int(),
        nome: z.string(),
        codigo: z.string(),
        unidade: unidadeVerbaSchema,
        quantidade: z.number(),
        referencia: z.string(),
      }),
    )
    .optional(),
});

export const exportacaoVerbasSchema = z.object({
  nomeArquivo: z.string(),
  codificacao: z.enum(['iso-8859-1', 'utf-8']),
  conteudo: z.string(),
  /** SHA-256 (hexadecimal) dos bytes do arquivo na codificação do leiaute: fica na auditoria. */
  sha256: z.string(),
  resumo: resumoExportacaoSchema,
});
export type ExportacaoVerbas = z.infer<typeof exportacaoVerbasSchema>;
export const exportacaoVerbasRespostaSchema = envelopeMinusculoSchema(exportacaoVerbasSchema);

export const previaLeiauteBodySchema = z
  .object({
    ano: anoSchema,
    mes: mesSchema,
    leiaute: z.string().trim().max(40).optional(),
    leiauteId: idNumeroSchema.optional(),
    definicao: definicaoLeiauteSchema.optional(),
    codigoEmpresaFolha: z.string().trim().max(14).optional(),
    linhas: z.number().int().min(1).max(50).default(10),
  })
  .superRefine((b, ctx) => {
    const n = [b.leiaute, b.leiauteId, b.definicao].filter((x) => x !== undefined).length;
    if (n !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['definicao'],
        message: 'envie a definição do leiaute, ou um leiaute pronto, ou o id de um personalizado',
      });
  });
export const previaLeiauteRespostaSchema = envelopeMinusculoSchema(
  z.object({
    linhas: z.array(z.string()),
    total: z.number().int(),
    erros: z.array(
      z.object({ linha: z.number().int(), campo: z.number().int(), mensagem: z.string() }),
    ),
  }),
);

export const conciliacaoVerbasSchema = z.object({
  ano: z.number().int(),
  mes: z.number().int(),
  confere: z.boolean(),
  colaboradores: z.array(
    z.object({
      usuarioId: z.number().int(),
      nome: z.string(),
      matricula: z.string().nullable(),
      verbas: z.array(
        z.object({
          codigo: z.string(),
          unidade: unidadeVerbaSchema,
          /** No arquivo: minutos inteiros (horas) ou dias. */
          exportado: z.number(),
          /** No espelho: a soma exata das quantidades que a verba reúne. */
          espelho: z.number(),
          diferenca: z.number(),
          /** Diferença só de arredondamento (menos de meio minuto). */
          confere: z.boolean(),
          quantidades: z.array(quantidadeApuradaSchema),
        }),
      ),
      /** Quantidades do espelho que nenhuma verba vigente reúne (não vão para a folha). */
      semVerba: z.array(quantidadeApuradaSchema),
    }),
  ),
});
export type ConciliacaoVerbas = z.infer<typeof conciliacaoVerbasSchema>;
export const conciliacaoVerbasRespostaSchema = envelopeMinusculoSchema(conciliacaoVerbasSchema);
