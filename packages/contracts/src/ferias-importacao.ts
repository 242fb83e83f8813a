import { z } from 'zod';
import { envelopeMaiusculoSchema } from './comum.ts';

/**
 * Importação de períodos aquisitivos de férias (spec §2, só a empresa 1032), no serviço principal:
 * `POST /ImportarPeriodosAquisitivos/previa` e `POST /ImportarPeriodosAquisitivos` (multipart,
 * campo `arquivo`, CSV ou XLSX). Caminhos e campos "not shown" na spec: decididos em
 * docs/decisoes/ferias-coletivas.md.
 */

/** Colunas do modelo (o cabeçalho da planilha), na ordem do arquivo para download. */
export const COLUNAS_MODELO_PERIODOS = [
  'matricula',
  'cpf',
  'inicio_aquisitivo',
  'fim_aquisitivo',
  'dias_direito',
  'dias_gozados',
  'dias_vendidos',
  'observacao',
] as const;
export type ColunaModeloPeriodos = (typeof COLUNAS_MODELO_PERIODOS)[number];

export const erroLinhaPeriodoImportadoSchema = z.object({
  campo: z.enum(COLUNAS_MODELO_PERIODOS),
  mensagem: z.string(),
});

export const linhaImportacaoPeriodoSchema = z.object({
  /** Linha no arquivo (1 = cabeçalho). */
  linha: z.number(),
  colaboradorId: z.number().nullable(),
  colaboradorNome: z.string().nullable(),
  /** O texto de cada coluna como veio no arquivo (para baixar as rejeitadas). */
  valores: z.record(z.enum(COLUNAS_MODELO_PERIODOS), z.string()),
  periodo: z
    .object({
      inicio: z.string(),
      fim: z.string(),
      diasDireito: z.number(),
      diasGozados: z.number(),
      diasVendidos: z.number(),
      saldo: z.number(),
    })
    .nullable(),
  erros: z.array(erroLinhaPeriodoImportadoSchema),
});
export type LinhaImportacaoPeriodo = z.infer<typeof linhaImportacaoPeriodoSchema>;

export const previaImportacaoPeriodosSchema = z.object({
  arquivo: z.string(),
  total: z.number(),
  validas: z.number(),
  rejeitadas: z.number(),
  linhas: z.array(linhaImportacaoPeriodoSchema),
});
export type PreviaImportacaoPeriodos = z.infer<typeof previaImportacaoPeriodosSchema>;
export const previaImportacaoPeriodosRespostaSchema = envelopeMaiusculoSchema(
  previaImportacaoPeriodosSchema,
);

export const resultadoImportacaoPeriodosSchema = previaImportacaoPeriodosSchema.extend({
  importadas: z.number(),
});
export type ResultadoImportacaoPeriodos = z.infer<typeof resultadoImportacaoPeriodosSchema>;
export const resultadoImportacaoPeriodosRespostaSchema = envelopeMaiusculoSchema(
  resultadoImportacaoPeriodosSchema,
);

/**
 * Confirmação: o mesmo arquivo da prévia e quantas linhas válidas ela mostrou; se o cadastro ou o
 * arquivo mudou e a conta não bate, nada é gravado (409).
 */
export const validasEsperadasSchema = z.coerce
  .number({ error: 'informe quantas linhas válidas a prévia mostrou' })
  .int('número inteiro')
  .min(1, 'não há linhas válidas para importar')
  .max(100_000, 'número de linhas fora do limite');
