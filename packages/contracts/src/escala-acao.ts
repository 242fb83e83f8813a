import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idSchema, paginaSchema } from './comum.ts';
import { paginaDe } from './escala-regras.ts';

/** Ações (alterações de escala) do painel 'Escala no Dia' (spec §2, §3, §4, §5, §7). */

const id = idSchema;

export const tipoAcaoSchema = z.enum([
  'MudarParaFolga',
  'MudarParaTrabalho',
  'AlterarEntrada',
  'MoverFolgaSemanal',
  'FolgaCompensarDuranteSemana',
  'FolgaCompensarBancoHoras',
  'AlterarEscala',
]);
export const statusAcaoSchema = z.enum([
  'ParaAprovar',
  'Aprovada',
  'Reprovada',
  'Removida',
  'ParaRemover',
]);

/** Horário 'HH:MM' ou data-hora ISO (lidos os caracteres 11–16). */
const horarioSchema = z
  .string()
  .trim()
  .regex(
    /^(\d{4}-\d{2}-\d{2}T)?([01]\d|2[0-3]):[0-5]\d(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
    'use HH:MM (00:00 a 23:59)',
  );

/**
 * POST /acao: um só objeto para os cinco corpos do spec §7; o tipo sai da forma:
 * - NovaEscalaId → AlterarEscala ({UsuarioId, Data, NovaEscalaId, NovaEscalaDataFim});
 * - novaFolgaSemanal → MoverFolgaSemanal ({usuarioId, data, novaFolgaSemanal});
 * - novoHorario (ou novoHorarioEntrada) → AlterarEntrada ({usuarioId, data, novoHorario});
 * - tipoAcao → a ação pedida ({usuarioId, data, tipoAcao, AlterarDiaDataFim,
 *   folgaCompensarBancoHorasDiaTodo, folgaCompensarBancoHorasValor});
 * - só {usuarioId, data} → FolgaCompensarDuranteSemana.
 * usuarioId/UsuarioId e data/Data valem nas duas grafias. Campos de dois tipos ao mesmo tempo,
 * ou um tipoAcao que contradiz a forma, são recusados (400).
 */
export const acaoBodySchema = z
  .object({
    usuarioId: id.optional(),
    UsuarioId: id.optional(),
    data: dataIsoSchema.optional(),
    Data: dataIsoSchema.optional(),
    tipoAcao: tipoAcaoSchema.optional(),
    novaFolgaSemanal: dataIsoSchema.optional(),
    novoHorario: horarioSchema.optional(),
    novoHorarioEntrada: horarioSchema.optional(),
    AlterarDiaDataFim: dataIsoSchema.nullable().optional(),
    folgaCompensarBancoHorasDiaTodo: z.boolean().optional(),
    /** Minutos retirados do fim da jornada; 0 com dia todo. */
    folgaCompensarBancoHorasValor: z.number().int().min(0).max(1440).optional(),
    NovaEscalaId: id.optional(),
    NovaEscalaDataFim: dataIsoSchema.nullable().optional(),
  })
  .strict();
export type AcaoBody = z.infer<typeof acaoBodySchema>;

export const acaoSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  usuarioNome: z.string(),
  data: z.string(),
  tipoAcao: tipoAcaoSchema,
  status: statusAcaoSchema,
  alterarDiaDataFim: z.string().nullable(),
  /** 'HH:MM' (AlterarEntrada). */
  novoHorarioEntrada: z.string().nullable(),
  novaFolgaSemanal: z.string().nullable(),
  folgaCompensarBancoHorasDiaTodo: z.boolean().nullable(),
  folgaCompensarBancoHorasValor: z.number().nullable(),
  novaEscalaId: z.number().nullable(),
  novaEscalaNome: z.string().nullable(),
  novaEscalaDataFim: z.string().nullable(),
  solicitanteId: z.number(),
  solicitanteNome: z.string().nullable(),
  decididoPorId: z.number().nullable(),
  /** Quem aprovou, reprovou ou concluiu a remoção. */
  decididoPorNome: z.string().nullable(),
  decididoEm: z.string().nullable(),
  /**
   * Autor da última mudança: quem pediu a remoção (ParaRemover), senão quem decidiu, senão
   * quem pediu a ação.
   */
  alteradoPorId: z.number(),
  alteradoPorNome: z.string().nullable(),
  criadoEm: z.string(),
  /**
   * Quem chama pode decidir esta ação agora (aprovar/reprovar um ParaAprovar, confirmar ou
   * recusar um ParaRemover): nunca quem fez o pedido pendente nem o próprio colaborador; o RH,
   * o gestor da equipe do colaborador ou o gestor de quem pediu (docs/decisoes/escala.md).
   */
  podeDecidir: z.boolean(),
});
export type AcaoWire = z.infer<typeof acaoSchema>;
export const acaoRespostaSchema = envelopeMinusculoSchema(acaoSchema);

export const acaoListaQuerySchema = paginaSchema.extend({
  UsuarioId: id.optional(),
  Data: dataIsoSchema.optional(),
  /** Período (inclusive) pela data de início da ação. */
  inicio: dataIsoSchema.optional(),
  fim: dataIsoSchema.optional(),
  status: statusAcaoSchema.optional(),
  tipoAcao: tipoAcaoSchema.optional(),
});
export const acaoListaRespostaSchema = envelopeMinusculoSchema(paginaDe(acaoSchema));

/**
 * PUT /acao/status: Aprovada/Reprovada decidem um pedido ParaAprovar; Removida (botão REMOVER)
 * só a partir de Aprovada (ou confirmando um ParaRemover); ParaRemover pede a remoção.
 */
export const acaoStatusBodySchema = z.object({ id, status: statusAcaoSchema });

export const usuarioDataQuerySchema = z.object({ UsuarioId: id, Data: dataIsoSchema });

export const acaoDisponivelSchema = z.object({
  /** Sub-painel 1..8 (spec §2). */
  acaoId: z.number(),
  alterarDiaTrabalhoDiasConsecutivos: z.number(),
  titulo: z.string(),
  /** 'Limite de até N dias' (ações 1 e 2). */
  limite: z.string().nullable(),
});
/** GET /acao/disponivel: spec §7 lê `data.data.items`. */
export const acaoDisponivelRespostaSchema = envelopeMinusculoSchema(
  z.object({ data: z.object({ items: z.array(acaoDisponivelSchema) }) }),
);
