import { z } from 'zod';
import { dataIsoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Serviço de regras do banco de horas (SERVICOS.regrasBancoHoras, spec §7 "Hour bank"): caminhos
 * `/api/v1/bancoHora/...` e `/api/v1/ciclo/...`. Os campos que a spec não mostra estão em
 * docs/decisoes/banco-horas.md; os nomes seguem o motor (`@jornada/domain`, banco-horas).
 */

const nome = z
  .string({ error: 'informe o nome' })
  .trim()
  .min(1, 'informe o nome')
  .max(120, 'o nome tem até 120 caracteres');
const verba = z
  .string({ error: 'informe o código da verba' })
  .trim()
  .min(1, 'informe o código da verba')
  .max(20, 'o código da verba tem até 20 caracteres');
const descricaoVerba = z.string().trim().max(120, 'a descrição tem até 120 caracteres').optional();
const minutosPositivos = (campo: string) =>
  z
    .number({ error: `informe ${campo} em minutos` })
    .int(`${campo} é um número inteiro de minutos`)
    .min(1, `${campo} é de no mínimo 1 minuto`)
    .max(527_040, `${campo} vai até 527.040 minutos (um ano)`);
const percentual = (campo: string) =>
  z
    .number({ error: `informe ${campo}` })
    .min(50, `${campo} é de no mínimo 50 % (CF art. 7º XVI)`)
    .max(1000, `${campo} vai até 1000 %`);
const fator = (campo: string) =>
  z
    .number({ error: `informe ${campo}` })
    .min(0.1, `${campo} vai de 0,1 a 10`)
    .max(10, `${campo} vai de 0,1 a 10`);

/** Regime (CLT art. 59): acordo individual 6 meses (§5º), coletivo 12 meses (§2º), mensal (§6º). */
export const regimeBancoHorasSchema = z.enum(['individual-6m', 'coletivo-12m', 'mensal'], {
  error: 'o regime é individual-6m, coletivo-12m ou mensal',
});
export const politicaSaldoNegativoSchema = z.enum(['perdoar', 'transportar', 'descontar'], {
  error: 'a política do saldo negativo é perdoar, transportar ou descontar',
});

// ── Configuração (o acordo: adicionais, domingo/feriado, saldo negativo, vencimento) ──────────
export const bancoHoraConfiguracaoEntradaSchema = z.object({
  nome,
  fatorDomingoFeriado: fator('o fator de domingo e feriado').default(1),
  percentualPagamento: percentual('o percentual de pagamento').default(50),
  percentualPagamentoDomingoFeriado: percentual(
    'o percentual de pagamento de domingo e feriado',
  ).default(100),
  saldoNegativoNoFechamento: politicaSaldoNegativoSchema.default('perdoar'),
  vencimentoMeses: z
    .number({ error: 'informe o vencimento em meses' })
    .int('o vencimento é um número inteiro de meses')
    .min(1, 'o vencimento vai de 1 a 12 meses')
    .max(12, 'o vencimento vai de 1 a 12 meses')
    .nullable()
    .default(null),
});
export const bancoHoraConfiguracaoSchema = bancoHoraConfiguracaoEntradaSchema.extend({
  id: z.number(),
});

// ── Ciclo da configuração (regime e início) e verbas do fechamento ─────────────────────────────
export const configuracaoCicloEntradaSchema = z.object({
  configuracaoId: idNumeroSchema,
  regime: regimeBancoHorasSchema,
  inicioCiclo: dataIsoSchema,
});
export const configuracaoCicloSchema = configuracaoCicloEntradaSchema.extend({ id: z.number() });

/** Verba do fechamento: `pagamento` por percentual de adicional; `desconto` (percentual 0). */
export const tipoVerbaCicloSchema = z.enum(['pagamento', 'desconto'], {
  error: 'o tipo da verba é pagamento ou desconto',
});
export const cicloVerbaEntradaSchema = z.object({
  configuracaoId: idNumeroSchema,
  tipo: tipoVerbaCicloSchema,
  percentual: z
    .number({ error: 'informe o percentual' })
    .min(0, 'o percentual vai de 0 a 1000')
    .max(1000, 'o percentual vai de 0 a 1000'),
  verba,
  descricao: descricaoVerba,
});
export const cicloVerbaSchema = cicloVerbaEntradaSchema.extend({
  id: z.number(),
  descricao: z.string().nullable(),
});

// ── Faixas de crédito e a verba de cada uma ────────────────────────────────────────────────────
export const faixaEntradaSchema = z.object({
  configuracaoId: idNumeroSchema,
  ordem: z
    .number({ error: 'informe a ordem da faixa' })
    .int('a ordem é um número inteiro')
    .min(1, 'a ordem vai de 1 a 20')
    .max(20, 'a ordem vai de 1 a 20'),
  /** Limite acumulado do crédito do dia; null = o resto do dia. */
  ateMinutos: minutosPositivos('o limite da faixa').nullable().default(null),
  fator: fator('o fator da faixa'),
});
export const faixaSchema = faixaEntradaSchema.extend({ id: z.number() });

export const faixaVerbaEntradaSchema = z.object({
  faixaId: idNumeroSchema,
  verba,
  descricao: descricaoVerba,
});
export const faixaVerbaSchema = faixaVerbaEntradaSchema.extend({
  id: z.number(),
  descricao: z.string().nullable(),
});

// ── Banco (o que se atribui aos colaboradores) ─────────────────────────────────────────────────
export const bancoHoraEntradaSchema = z.object({
  nome,
  configuracaoId: idNumeroSchema,
  ativo: z.boolean().default(true),
});
export const bancoHoraSchema = bancoHoraEntradaSchema.extend({ id: z.number() });

// ── Estágios (limites de saldo verificados em cada fechamento mensal) ──────────────────────────
export const estagioSchema = z.object({
  ordem: z.number().int().min(1, 'a ordem vai de 1 a 10').max(10, 'a ordem vai de 1 a 10'),
  limiteMinutos: minutosPositivos('o limite do estágio'),
});
export const estagiosEntradaSchema = z.object({
  estagios: z.array(estagioSchema).max(10, 'no máximo 10 estágios'),
});
export const estagiosSchema = z.object({
  bancoHoraId: z.number(),
  estagios: z.array(estagioSchema),
});
export const estagioVerbaEntradaSchema = z.object({ verba, descricao: descricaoVerba });
export const estagioVerbaSchema = z.object({
  verba: z.string().nullable(),
  descricao: z.string().nullable(),
});

// ── Ciclos concretos de um banco ───────────────────────────────────────────────────────────────
export const statusCicloSchema = z.enum(['aberto', 'fechado']);
export const cicloEntradaSchema = z.object({
  bancoHoraId: idNumeroSchema,
  inicio: dataIsoSchema,
  fim: dataIsoSchema,
});
export const cicloSchema = cicloEntradaSchema.extend({
  id: z.number(),
  status: statusCicloSchema,
  ativo: z.boolean(),
});
export const cicloListaQuerySchema = z.object({ bancoHoraId: idSchema.optional() });
/** PUT /ciclo/activate e /ciclo/inactivate (spec §3: ids, uma lista). */
export const cicloIdsSchema = z.object({
  ids: z
    .array(idNumeroSchema, { error: 'informe os ids dos ciclos' })
    .min(1, 'informe ao menos um ciclo')
    .max(1000, 'no máximo 1000 ciclos por vez'),
});
/** POST /ciclo/batch: cria os próximos ciclos do banco pelo calendário do regime. */
export const cicloLoteSchema = z.object({
  bancoHoraId: idNumeroSchema,
  quantidade: z
    .number({ error: 'informe a quantidade de ciclos' })
    .int('a quantidade é um número inteiro')
    .min(1, 'a quantidade vai de 1 a 24')
    .max(24, 'a quantidade vai de 1 a 24'),
});

// ── Colaboradores no banco, saldo anterior e lançamentos manuais ───────────────────────────────
export const bancoHoraColaboradorEntradaSchema = z
  .object({
    bancoHoraId: idNumeroSchema,
    usuarioId: idNumeroSchema,
    vigenciaInicio: dataIsoSchema,
    vigenciaFim: dataIsoSchema.nullable().default(null),
  })
  .refine((v) => v.vigenciaFim === null || v.vigenciaFim >= v.vigenciaInicio, {
    message: 'o fim da vigência não pode ser antes do início',
    path: ['vigenciaFim'],
  });
export const bancoHoraColaboradorFimSchema = z.object({
  vigenciaFim: dataIsoSchema.nullable(),
});
export const bancoHoraColaboradorSchema = z.object({
  id: z.number(),
  bancoHoraId: z.number(),
  usuarioId: z.number(),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  saldoAnteriorMinutos: z.number(),
});
export const bancoHoraColaboradorQuerySchema = z.object({
  bancoHoraId: idSchema.optional(),
  usuarioId: idSchema.optional(),
});

export const saldoAnteriorEntradaSchema = z.object({
  usuarioId: idNumeroSchema,
  minutos: z
    .number({ error: 'informe o saldo anterior em minutos' })
    .int('o saldo anterior é um número inteiro de minutos')
    .min(-527_040, 'o saldo anterior vai de -527.040 a 527.040 minutos')
    .max(527_040, 'o saldo anterior vai de -527.040 a 527.040 minutos'),
  motivo: z.string({ error: 'informe o motivo' }).trim().min(3, 'informe o motivo').max(500),
});

export const tipoLancamentoManualSchema = z.enum(['credito', 'debito'], {
  error: 'o tipo do lançamento é credito ou debito',
});
export const lancamentoManualEntradaSchema = z.object({
  usuarioId: idNumeroSchema,
  data: dataIsoSchema,
  tipo: tipoLancamentoManualSchema,
  minutos: minutosPositivos('o lançamento'),
  motivo: z.string({ error: 'informe o motivo' }).trim().min(3, 'informe o motivo').max(500),
});
export const lancamentoManualSchema = lancamentoManualEntradaSchema.extend({
  id: z.number(),
  autorId: z.number(),
  criadoEm: z.string(),
  /** Lançamento inverso: o id do lançamento que ele desfaz (o par sai do cálculo). */
  estornoDeId: z.number().nullable(),
  /** Já desfeito por um lançamento inverso. */
  estornado: z.boolean(),
});
export const usuarioQuerySchema = z.object({ usuarioId: idSchema.optional() });

export type BancoHoraConfiguracao = z.infer<typeof bancoHoraConfiguracaoSchema>;
export type BancoHoraConfiguracaoEntrada = z.infer<typeof bancoHoraConfiguracaoEntradaSchema>;
export type ConfiguracaoCiclo = z.infer<typeof configuracaoCicloSchema>;
export type ConfiguracaoCicloEntrada = z.infer<typeof configuracaoCicloEntradaSchema>;
export type CicloVerba = z.infer<typeof cicloVerbaSchema>;
export type CicloVerbaEntrada = z.infer<typeof cicloVerbaEntradaSchema>;
export type Faixa = z.infer<typeof faixaSchema>;
export type FaixaEntrada = z.infer<typeof faixaEntradaSchema>;
export type FaixaVerba = z.infer<typeof faixaVerbaSchema>;
export type FaixaVerbaEntrada = z.infer<typeof faixaVerbaEntradaSchema>;
export type BancoHora = z.infer<typeof bancoHoraSchema>;
export type BancoHoraEntrada = z.infer<typeof bancoHoraEntradaSchema>;
export type Estagios = z.infer<typeof estagiosSchema>;
export type EstagioVerba = z.infer<typeof estagioVerbaSchema>;
export type Ciclo = z.infer<typeof cicloSchema>;
export type CicloEntrada = z.infer<typeof cicloEntradaSchema>;
export type BancoHoraColaborador = z.infer<typeof bancoHoraColaboradorSchema>;
export type BancoHoraColaboradorEntrada = z.infer<typeof bancoHoraColaboradorEntradaSchema>;
export type LancamentoManual = z.infer<typeof lancamentoManualSchema>;
export type LancamentoManualEntrada = z.infer<typeof lancamentoManualEntradaSchema>;
