import { z } from 'zod';
import { envelopeMinusculoSchema, ID_MAXIMO, idSchema } from './comum.ts';

/**
 * Mensagens do RH e dos gestores às pessoas (issue #18 §2): envio a pessoas, departamentos ou
 * grupos, resolvidos em pessoas no envio; entrega no app, por Web Push, por e-mail e, se
 * configurado, por SMS (MessageBird). Serviço `mensagens` (/api/mensagens).
 */

export const TITULO_MENSAGEM_MAX = 150;
export const TEXTO_MENSAGEM_MAX = 5000;
/** Anexo: PDF ou imagem de até 10 MB. */
export const ANEXO_MENSAGEM_MAX_BYTES = 10 * 1024 * 1024;
export const ANEXO_MENSAGEM_TIPOS = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Destinatários escolhidos num envio (cada lista). */
export const DESTINOS_MAX = 500;

/**
 * Lista de ids no corpo: array de números (JSON) ou texto "1,2,3" (campo de formulário multipart).
 */
const idsSchema = (campo: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') return v.split(',').map((s) => s.trim());
      return v;
    },
    z
      .array(
        z.coerce
          .number({ message: `${campo}: use ids numéricos` })
          .int(`${campo}: use ids inteiros`)
          .positive(`${campo}: id inválido`)
          .max(ID_MAXIMO, `${campo}: id inexistente`),
      )
      .max(DESTINOS_MAX, `${campo}: no máximo ${DESTINOS_MAX} por envio`),
  );

/** Booleano no corpo: true/false (JSON) ou "true"/"false" (multipart). */
const simNaoSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === undefined || v === '' ? false : v),
  z.boolean(),
);

/** Corpo do envio (JSON ou multipart com o campo de arquivo `anexo`). */
export const mensagemEnvioSchema = z.object({
  titulo: z
    .string()
    .trim()
    .min(1, 'Informe o título.')
    .max(TITULO_MENSAGEM_MAX, `O título tem no máximo ${TITULO_MENSAGEM_MAX} caracteres.`),
  texto: z
    .string()
    .trim()
    .min(1, 'Escreva o texto da mensagem.')
    .max(TEXTO_MENSAGEM_MAX, `O texto tem no máximo ${TEXTO_MENSAGEM_MAX} caracteres.`),
  pessoas: idsSchema('pessoas'),
  departamentos: idsSchema('departamentos'),
  grupos: idsSchema('grupos'),
  exigirConfirmacao: simNaoSchema,
  push: simNaoSchema,
  email: simNaoSchema,
  sms: simNaoSchema,
});
export type MensagemEnvio = z.input<typeof mensagemEnvioSchema>;

/** Situação da entrega de um canal a uma pessoa. */
export const statusEntregaSchema = z.enum([
  'entregue',
  'na_fila',
  'enviado',
  'erro',
  'sem_inscricao',
  'sem_telefone',
]);
export type StatusEntrega = z.infer<typeof statusEntregaSchema>;

/** Uma mensagem enviada, na lista do RH/gestor. */
export const mensagemResumoSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  enviadaEm: z.string(),
  remetenteId: z.number(),
  remetenteNome: z.string(),
  exigirConfirmacao: z.boolean(),
  anexoNome: z.string().nullable(),
  destinatarios: z.number(),
  lidas: z.number(),
  confirmadas: z.number(),
  /** Entregas com erro em algum canal. */
  falhas: z.number(),
  canais: z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean() }),
});
export type MensagemResumo = z.infer<typeof mensagemResumoSchema>;

export const mensagemDestinatarioSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  email: z.string(),
  departamento: z.string().nullable(),
  lidaEm: z.string().nullable(),
  confirmadaEm: z.string().nullable(),
  canalApp: statusEntregaSchema,
  canalPush: statusEntregaSchema.nullable(),
  canalEmail: statusEntregaSchema.nullable(),
  canalSms: statusEntregaSchema.nullable(),
});
export type MensagemDestinatario = z.infer<typeof mensagemDestinatarioSchema>;

export const mensagemDetalheSchema = mensagemResumoSchema.extend({
  texto: z.string(),
  destinos: z.object({
    pessoas: z.array(z.number()),
    departamentos: z.array(z.number()),
    grupos: z.array(z.number()),
  }),
  pessoas: z.array(mensagemDestinatarioSchema),
});
export type MensagemDetalhe = z.infer<typeof mensagemDetalheSchema>;

export const mensagensFiltroSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200, 'A busca tem no máximo 200 caracteres.').optional(),
});
export type MensagensFiltro = Partial<z.output<typeof mensagensFiltroSchema>>;

export const mensagensPaginaSchema = z.object({
  itens: z.array(mensagemResumoSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type MensagensPagina = z.infer<typeof mensagensPaginaSchema>;

/** Mensagem na caixa de entrada de quem a recebeu. */
export const mensagemRecebidaSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  remetenteNome: z.string(),
  enviadaEm: z.string(),
  exigirConfirmacao: z.boolean(),
  anexoNome: z.string().nullable(),
  lidaEm: z.string().nullable(),
  confirmadaEm: z.string().nullable(),
});
export type MensagemRecebida = z.infer<typeof mensagemRecebidaSchema>;

export const mensagemAbertaSchema = mensagemRecebidaSchema.extend({ texto: z.string() });
export type MensagemAberta = z.infer<typeof mensagemAbertaSchema>;

export const caixaEntradaSchema = z.object({
  itens: z.array(mensagemRecebidaSchema),
  total: z.number(),
  naoLidas: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type CaixaEntrada = z.infer<typeof caixaEntradaSchema>;

/**
 * Histórico de uma pessoa (GET /pessoas/{usuarioId}/historico, RH e gestor): cada mensagem que
 * ela recebeu, com a leitura e a situação da entrega em cada canal (nulo = canal não pedido).
 */
export const mensagemHistoricoSchema = mensagemRecebidaSchema.extend({
  canalApp: statusEntregaSchema,
  canalPush: statusEntregaSchema.nullable(),
  canalEmail: statusEntregaSchema.nullable(),
  canalSms: statusEntregaSchema.nullable(),
});
export type MensagemHistorico = z.infer<typeof mensagemHistoricoSchema>;
export const historicoPessoaSchema = caixaEntradaSchema.extend({
  itens: z.array(mensagemHistoricoSchema),
});
export type HistoricoPessoa = z.infer<typeof historicoPessoaSchema>;

/** Destinatários possíveis para quem envia (o gestor vê só a equipe). */
export const destinatariosFiltroSchema = z.object({
  search: z.string().trim().max(200, 'A busca tem no máximo 200 caracteres.').optional(),
});
const opcaoSchema = z.object({ id: z.number(), nome: z.string(), detalhe: z.string().nullable() });
export const destinatariosOpcoesSchema = z.object({
  pessoas: z.array(opcaoSchema),
  departamentos: z.array(opcaoSchema),
  grupos: z.array(opcaoSchema),
  /** Falso para o gestor: ele envia só a pessoas da própria equipe. */
  podeGrupos: z.boolean(),
});
export type DestinatariosOpcoes = z.infer<typeof destinatariosOpcoesSchema>;

/** Estado dos canais (GET /messagebird-status; base: /{product}base/messagebird-status). */
export const canaisStatusSchema = z.object({
  app: z.object({ ativo: z.literal(true) }),
  push: z.object({ ativo: z.boolean(), chavesConfiguradas: z.boolean() }),
  email: z.object({ ativo: z.boolean(), modo: z.enum(['smtp', 'arquivo']) }),
  sms: z.object({ ativo: z.boolean(), provedor: z.string().nullable() }),
  /** Entregas das mensagens das últimas 24 h, por canal e situação. */
  ultimas24h: z.array(
    z.object({
      canal: z.enum(['app', 'push', 'email', 'sms']),
      status: statusEntregaSchema,
      total: z.number(),
    }),
  ),
});
export type CanaisStatus = z.infer<typeof canaisStatusSchema>;

export const mensagemIdParamSchema = z.object({ id: idSchema });
export const mensagemPessoaParamSchema = z.object({ usuarioId: idSchema });

export const mensagemDetalheRespostaSchema = envelopeMinusculoSchema(mensagemDetalheSchema);
export const mensagensPaginaRespostaSchema = envelopeMinusculoSchema(mensagensPaginaSchema);
export const caixaEntradaRespostaSchema = envelopeMinusculoSchema(caixaEntradaSchema);
export const historicoPessoaRespostaSchema = envelopeMinusculoSchema(historicoPessoaSchema);
export const mensagemAbertaRespostaSchema = envelopeMinusculoSchema(mensagemAbertaSchema);
export const destinatariosOpcoesRespostaSchema = envelopeMinusculoSchema(destinatariosOpcoesSchema);
export const canaisStatusRespostaSchema = envelopeMinusculoSchema(canaisStatusSchema);
