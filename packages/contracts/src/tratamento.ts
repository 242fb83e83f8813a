import { z } from 'zod';
import { dataIsoSchema, envelopeMaiusculoSchema, horaSchema, idSchema } from './comum.ts';

/**
 * Tratamento de marcações (PTRP, Portaria 671 art. 82): cada pedido vira um registro que aponta
 * para a marcação — nunca a altera. Status como as ações da spec (§4).
 */
export const tipoTratamentoSchema = z.enum([
  'inclusao',
  'desconsideracao',
  'restauracao',
  'justificativa',
  'alteracao-data',
]);
export const statusTratamentoSchema = z.enum(['ParaAprovar', 'Aprovada', 'Reprovada']);
export const origemMarcacaoTratadaSchema = z.enum(['original', 'importada', 'incluida']);

export const motivoMarcacaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  exigeObservacao: z.boolean(),
});
export type MotivoMarcacao = z.infer<typeof motivoMarcacaoSchema>;
export const motivosMarcacaoRespostaSchema = envelopeMaiusculoSchema(z.array(motivoMarcacaoSchema));

/** Anexo dos pedidos de tratamento (multipart, campo `anexo`): PDF, JPG ou PNG até 5 MB. */
export const LIMITE_ANEXO_TRATAMENTO_BYTES = 5 * 1024 * 1024;
export const TIPOS_ANEXO_TRATAMENTO = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const id = idSchema;
const observacao = z.string().trim().max(500).optional();

/**
 * Marcação apontada: `marcacaoId` com a `origem` dela — `original` (REP-P, padrão), `importada`
 * (REP-C/REP-A) ou `incluida` (id do tratamento de inclusão).
 */
const alvo = {
  marcacaoId: id,
  origem: origemMarcacaoTratadaSchema.default('original'),
  motivoId: id,
  observacao,
};

/** POST /AlterarMarcacao (JSON): justificar uma marcação. */
export const justificarMarcacaoBodySchema = z.object(alvo);

/**
 * Desconsiderar e restaurar (multipart, spec §7): os mesmos campos do alvo e um `anexo`
 * opcional (atestado, declaração…).
 */
export const desconsiderarMarcacaoBodySchema = z.object(alvo);
export const restaurarMarcacaoBodySchema = z.object(alvo);

/** POST /AlterarDataMarcacao (multipart): atribui a marcação a outro dia de apuração. */
export const alterarDataMarcacaoBodySchema = z.object({ ...alvo, novaData: dataIsoSchema });

/** POST /IncluirMarcacao: marcação que faltou. `usuarioId` só para gestor/RH. */
export const incluirMarcacaoBodySchema = z.object({
  usuarioId: id.optional(),
  data: dataIsoSchema,
  hora: horaSchema,
  motivoId: id,
  observacao,
});

/** POST /EditarMarcacao: editar = desconsiderar a marcação + incluir a nova hora (mesmo motivo). */
export const editarMarcacaoBodySchema = z.object({ ...alvo, novaHora: horaSchema });

export const tratamentoSchema = z.object({
  id: z.number(),
  tipo: tipoTratamentoSchema,
  status: statusTratamentoSchema,
  usuarioId: z.number(),
  /** Dia de apuração afetado (na alteração de data, o novo dia). */
  data: z.string(),
  /** Hora da marcação incluída. */
  hora: z.string().nullable(),
  motivo: z.string(),
  observacao: z.string().nullable(),
  autorId: z.number(),
  criadoEm: z.string(),
  decididoPorId: z.number().nullable(),
  decididoEm: z.string().nullable(),
  decisaoObservacao: z.string().nullable(),
  temAnexo: z.boolean(),
  /** Edição: desconsideração e inclusão com o mesmo grupo. */
  grupo: z.string().nullable(),
});
export type TratamentoMarcacao = z.infer<typeof tratamentoSchema>;

export const tratamentoRespostaSchema = envelopeMaiusculoSchema(
  z.object({ tratamentos: z.array(tratamentoSchema) }),
);

/** GET /tratamentos: fila de aprovação (gestor: a equipe; RH: todos). */
export const listarTratamentosQuerySchema = z.object({
  status: statusTratamentoSchema.optional(),
  usuarioId: id.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
});
export const listarTratamentosRespostaSchema = envelopeMaiusculoSchema(
  z.object({
    items: z.array(tratamentoSchema.extend({ usuarioNome: z.string() })),
    total: z.number(),
    pageNumber: z.number(),
    pageSize: z.number(),
  }),
);

/** POST /tratamentos/:id/decisao */
export const decidirTratamentoBodySchema = z.object({
  status: z.enum(['Aprovada', 'Reprovada']),
  observacao,
});
