import { z } from 'zod';
import { dataIsoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Operações do RH sobre o banco de horas (SERVICOS.regrasBancoHoras, `/api/v1/bancoHora/...`):
 * estorno de lançamento manual, pagamento extraordinário, fechamento antecipado, rescisão,
 * importação de saldo anterior, atribuição em lote e a visão da equipe do gestor. Decisões em
 * docs/decisoes/banco-horas.md.
 */

const motivo = (o: string) =>
  z
    .string({ error: `informe o motivo ${o}` })
    .trim()
    .min(3, `informe o motivo ${o}`)
    .max(500, 'o motivo tem até 500 caracteres');

/** Minutos trabalhados que saem como dinheiro, por natureza e percentual, com a verba. */
export const itemPagamentoSchema = z.object({
  natureza: z.enum(['pagamento', 'desconto']),
  percentual: z.number(),
  verba: z.string().nullable(),
  minutos: z.number(),
});

// ── Estorno de lançamento manual ────────────────────────────────────────────────────────────────
export const estornoLancamentoSchema = z.object({ motivo: motivo('do estorno') });

// ── Pagamento extraordinário ────────────────────────────────────────────────────────────────────
export const pagamentoExtraordinarioEntradaSchema = z.object({
  usuarioId: idNumeroSchema,
  data: dataIsoSchema,
  minutos: z
    .number({ error: 'informe os minutos a pagar' })
    .int('os minutos a pagar são um número inteiro')
    .min(1, 'os minutos a pagar são no mínimo 1')
    .max(527_040, 'os minutos a pagar vão até 527.040'),
  motivo: motivo('do pagamento'),
});

export const origemPagamentoSchema = z.enum([
  'extraordinario',
  'fechamento-antecipado',
  'rescisao',
]);
export const tipoRescisaoSchema = z.enum(
  ['sem-justa-causa', 'pedido-demissao', 'justa-causa', 'acordo', 'fim-contrato'],
  {
    error:
      'o tipo da rescisão é sem-justa-causa, pedido-demissao, justa-causa, acordo ou fim-contrato',
  },
);

/** Prévia ou registro de um pagamento fora do fechamento do ciclo. */
export const pagamentoBancoHorasSchema = z.object({
  /** null na prévia. */
  id: z.number().nullable(),
  usuarioId: z.number(),
  origem: origemPagamentoSchema,
  data: z.string(),
  /** Minutos de banco pagos (extraordinário) ou o saldo no encerramento. */
  minutos: z.number(),
  tipoRescisao: tipoRescisaoSchema.nullable(),
  motivo: z.string(),
  saldoAntesMinutos: z.number(),
  saldoDepoisMinutos: z.number(),
  /** Saldo negativo perdoado no encerramento (minutos de banco). */
  perdoadoMinutos: z.number(),
  itens: z.array(itemPagamentoSchema),
  verbasFaltando: z.array(z.string()),
});
export const pagamentoListaQuerySchema = z.object({ usuarioId: idSchema });

// ── Fechamento antecipado e rescisão ────────────────────────────────────────────────────────────
export const fechamentoAntecipadoEntradaSchema = z
  .object({
    /** Um colaborador, ou todos os do banco (`bancoHoraId`). */
    usuarioId: idNumeroSchema.optional(),
    bancoHoraId: idNumeroSchema.optional(),
    data: dataIsoSchema,
    motivo: motivo('do fechamento antecipado'),
  })
  .refine((e) => (e.usuarioId === undefined) !== (e.bancoHoraId === undefined), {
    message: 'informe o colaborador ou o banco (um dos dois)',
    path: ['usuarioId'],
  });
export const fechamentoAntecipadoSchema = z.object({
  pagamentos: z.array(pagamentoBancoHorasSchema),
  /** Quem não entra: já fechado antecipadamente na vigência, ou sem banco na data. */
  recusados: z.array(z.object({ usuarioId: z.number(), motivo: z.string() })),
  verbasFaltando: z.array(z.string()),
});

export const rescisaoEntradaSchema = z.object({
  usuarioId: idNumeroSchema,
  data: dataIsoSchema,
  tipoRescisao: tipoRescisaoSchema,
  motivo: motivo('da rescisão'),
});
/** Desligado com banco ainda aberto: a rescisão do banco está pendente. */
export const rescisaoPendenteSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  demissao: z.string(),
  bancoHoraId: z.number(),
  bancoHoraNome: z.string(),
  /** Saldo na data da demissão pelo motor; null se o banco ainda não apura (sem ciclo). */
  saldoMinutos: z.number().nullable(),
});
export const rescisoesPendentesQuerySchema = z.object({
  pagina: z.coerce
    .number()
    .int()
    .min(1, 'a página começa em 1')
    .max(100_000, 'a página vai até 100.000')
    .default(1),
});
export const rescisoesPendentesSchema = z.object({
  items: z.array(rescisaoPendenteSchema),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
});

// ── Importação de saldo anterior (CSV ou XLSX) ─────────────────────────────────────────────────
export const importacaoSaldoAnteriorEntradaSchema = z.object({
  nomeArquivo: z
    .string({ error: 'informe o arquivo' })
    .trim()
    .regex(/\.(csv|xlsx)$/i, 'o arquivo é .csv ou .xlsx'),
  /** Conteúdo do arquivo em base64 (até ~2 MB). */
  conteudo: z
    .string({ error: 'informe o arquivo' })
    .min(1, 'o arquivo está vazio')
    .max(2_800_000, 'o arquivo tem até 2 MB'),
});
export const linhaImportacaoSaldoSchema = z.object({
  linha: z.number(),
  identificador: z.string(),
  usuarioId: z.number().nullable(),
  nome: z.string().nullable(),
  saldo: z.string(),
  minutos: z.number().nullable(),
  motivo: z.string(),
  /** null: a linha entra; senão o motivo da recusa. */
  erro: z.string().nullable(),
});
export const importacaoSaldoAnteriorSchema = z.object({
  confirmada: z.boolean(),
  aceitas: z.number(),
  recusadas: z.number(),
  linhas: z.array(linhaImportacaoSaldoSchema),
});

// ── Atribuição em lote ──────────────────────────────────────────────────────────────────────────
export const atribuicaoLoteEntradaSchema = z
  .object({
    bancoHoraId: idNumeroSchema,
    departamentoId: idNumeroSchema.optional(),
    filialId: idNumeroSchema.optional(),
    grupoId: idNumeroSchema.optional(),
    usuarioIds: z.array(idNumeroSchema).max(5000, 'até 5.000 colaboradores por vez').optional(),
    vigenciaInicio: dataIsoSchema,
    vigenciaFim: dataIsoSchema.nullable().default(null),
    /** Página da lista de pessoas na resposta (25 por página). */
    pagina: z
      .number()
      .int()
      .min(1, 'a página começa em 1')
      .max(100_000, 'a página vai até 100.000')
      .default(1),
  })
  .refine((e) => e.vigenciaFim === null || e.vigenciaFim >= e.vigenciaInicio, {
    message: 'o fim da vigência não pode ser antes do início',
    path: ['vigenciaFim'],
  })
  .refine(
    (e) =>
      e.departamentoId !== undefined ||
      e.filialId !== undefined ||
      e.grupoId !== undefined ||
      (e.usuarioIds !== undefined && e.usuarioIds.length > 0),
    {
      message: 'escolha o departamento, a filial, o grupo ou os colaboradores',
      path: ['departamentoId'],
    },
  );
export const atribuicaoLoteSchema = z.object({
  confirmada: z.boolean(),
  /** Quantos o filtro alcança, quantos conflitam com outra vigência e quantos entraram. */
  total: z.number(),
  conflitos: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
  /** Uma página: na confirmação, os conflitos (quem não entrou). */
  pessoas: z.array(
    z.object({
      usuarioId: z.number(),
      nome: z.string(),
      /** null: entra no banco; senão o conflito com a vigência existente. */
      conflito: z
        .object({
          bancoHoraId: z.number(),
          vigenciaInicio: z.string(),
          vigenciaFim: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  incluidos: z.number(),
});

// ── Equipe do gestor ────────────────────────────────────────────────────────────────────────────
export const equipeBancoHorasQuerySchema = z.object({
  limiteMinutos: z.coerce
    .number({ error: 'o limite é um número de minutos' })
    .int('o limite é um número inteiro de minutos')
    .min(0, 'o limite é de no mínimo 0 minutos')
    .max(527_040, 'o limite vai até 527.040 minutos')
    .default(2400),
  dias: z.coerce
    .number({ error: 'os dias são um número' })
    .int('os dias são um número inteiro')
    .min(1, 'os dias vão de 1 a 180')
    .max(180, 'os dias vão de 1 a 180')
    .default(30),
  pagina: z.coerce
    .number()
    .int()
    .min(1, 'a página começa em 1')
    .max(100_000, 'a página vai até 100.000')
    .default(1),
});
export const equipeBancoHorasSchema = z.object({
  items: z.array(
    z.object({
      usuarioId: z.number(),
      nome: z.string(),
      bancoHoraNome: z.string(),
      saldoMinutos: z.number(),
      acimaDoLimite: z.boolean(),
      /** Minutos de banco que vencem (ou o ciclo fecha e paga) nos próximos `dias`. */
      aVencerMinutos: z.number(),
      proximoVencimento: z.string().nullable(),
    }),
  ),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
});

export type ItemPagamento = z.infer<typeof itemPagamentoSchema>;
export type PagamentoBancoHoras = z.infer<typeof pagamentoBancoHorasSchema>;
export type PagamentoExtraordinarioEntrada = z.infer<typeof pagamentoExtraordinarioEntradaSchema>;
export type TipoRescisao = z.infer<typeof tipoRescisaoSchema>;
export type FechamentoAntecipadoEntrada = z.infer<typeof fechamentoAntecipadoEntradaSchema>;
export type FechamentoAntecipado = z.infer<typeof fechamentoAntecipadoSchema>;
export type RescisaoEntrada = z.infer<typeof rescisaoEntradaSchema>;
export type RescisaoPendente = z.infer<typeof rescisaoPendenteSchema>;
export type RescisoesPendentes = z.infer<typeof rescisoesPendentesSchema>;
export type ImportacaoSaldoAnteriorEntrada = z.infer<typeof importacaoSaldoAnteriorEntradaSchema>;
export type ImportacaoSaldoAnterior = z.infer<typeof importacaoSaldoAnteriorSchema>;
export type LinhaImportacaoSaldo = z.infer<typeof linhaImportacaoSaldoSchema>;
export type AtribuicaoLoteEntrada = z.input<typeof atribuicaoLoteEntradaSchema>;
export type AtribuicaoLote = z.infer<typeof atribuicaoLoteSchema>;
export type EquipeBancoHoras = z.infer<typeof equipeBancoHorasSchema>;
