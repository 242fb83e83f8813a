import { z } from 'zod';
import { envelopeMaiusculoSchema, idSchema } from './comum.ts';

/**
 * Processos internos (spec §7 "Internal processes"), no serviço principal: o RH define os tipos
 * (campos pedidos e etapas de decisão), o colaborador solicita com anexos e o gestor ou o RH
 * movem o pedido pelas etapas com comentários. Campos internos "not shown" na spec: decididos em
 * docs/decisoes/processos-internos.md. Corpo interno em camelCase.
 */

/** Limite de cada anexo de um processo interno (PDF, JPG ou PNG). */
export const LIMITE_ANEXO_PROCESSO_BYTES = 5 * 1024 * 1024;

export const tipoCampoProcessoSchema = z.enum(['Texto', 'Numero', 'Data', 'Selecao', 'Arquivo'], {
  error: 'use Texto, Numero, Data, Selecao ou Arquivo',
});
export type TipoCampoProcesso = z.infer<typeof tipoCampoProcessoSchema>;

/** Quem decide uma etapa: o gestor imediato do colaborador ou o RH. */
export const etapaProcessoSchema = z.enum(['Gestor', 'Rh'], { error: 'use Gestor ou Rh' });
export type EtapaProcesso = z.infer<typeof etapaProcessoSchema>;

const texto = (campo: string, max: number) =>
  z
    .string({ error: `informe ${campo}` })
    .trim()
    .min(1, `informe ${campo}`)
    .max(max, `no máximo ${max} caracteres`);

export const campoProcessoSchema = z.object({
  /** Nome do campo no formulário (e no multipart, para os arquivos). */
  chave: z
    .string({ error: 'informe a chave do campo' })
    .trim()
    .regex(/^[a-z][a-zA-Z0-9]{0,39}$/, 'use até 40 letras e números, começando por minúscula'),
  rotulo: texto('o rótulo do campo', 80),
  tipo: tipoCampoProcessoSchema,
  obrigatorio: z.boolean().default(false),
  /** Só nos campos de seleção. */
  opcoes: z.array(texto('a opção', 80)).max(30, 'no máximo 30 opções').default([]),
});
export type CampoProcesso = z.output<typeof campoProcessoSchema>;

/** POST /SalvarTipoProcessoInterno (RH): cria (sem id) ou altera um tipo de processo. */
export const salvarTipoProcessoBodySchema = z
  .object({
    id: idSchema.optional(),
    nome: texto('o nome do processo', 120),
    descricao: z.string().trim().max(500, 'no máximo 500 caracteres').default(''),
    campos: z
      .array(campoProcessoSchema)
      .min(1, 'informe ao menos um campo')
      .max(20, 'no máximo 20 campos'),
    etapas: z
      .array(etapaProcessoSchema)
      .min(1, 'informe ao menos uma etapa')
      .max(5, 'no máximo 5 etapas'),
    ativo: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    const vistas = new Set<string>();
    b.campos.forEach((c, i) => {
      if (vistas.has(c.chave))
        ctx.addIssue({ code: 'custom', path: ['campos', i, 'chave'], message: 'chave repetida' });
      vistas.add(c.chave);
      if (c.tipo === 'Selecao' && c.opcoes.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['campos', i, 'opcoes'],
          message: 'informe as opções da seleção',
        });
    });
  });
export type SalvarTipoProcessoBody = z.output<typeof salvarTipoProcessoBodySchema>;

export const tipoProcessoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  campos: z.array(campoProcessoSchema),
  etapas: z.array(etapaProcessoSchema),
  ativo: z.boolean(),
  criadoEm: z.string(),
});
export type TipoProcesso = z.infer<typeof tipoProcessoSchema>;
export const tipoProcessoRespostaSchema = envelopeMaiusculoSchema(tipoProcessoSchema);

/** GET /ListarProcessosInternos: os tipos ativos; `todos=true` (RH) inclui os inativos. */
export const listarProcessosQuerySchema = z.object({
  todos: z
    .enum(['true', 'false'], { error: 'use true ou false' })
    .optional()
    .transform((v) => v === 'true'),
});
export const tiposProcessoRespostaSchema = envelopeMaiusculoSchema(z.array(tipoProcessoSchema));

// ---------- Solicitações ----------

export const statusProcessoSchema = z.enum(
  ['EmAnalise', 'Devolvido', 'Aprovado', 'Reprovado', 'Concluido', 'Cancelado'],
  { error: 'use EmAnalise, Devolvido, Aprovado, Reprovado, Concluido ou Cancelado' },
);
export type StatusProcesso = z.infer<typeof statusProcessoSchema>;

/** Ações de quem decide (POST /GerenciarProcessoInterno). */
export const acaoProcessoSchema = z.enum(['Aprovar', 'Reprovar', 'Devolver', 'Concluir'], {
  error: 'use Aprovar, Reprovar, Devolver ou Concluir',
});
export type AcaoProcesso = z.infer<typeof acaoProcessoSchema>;

export const eventoProcessoSchema = z.enum([
  'Solicitar',
  'Reenviar',
  'Cancelar',
  'Aprovar',
  'Reprovar',
  'Devolver',
  'Concluir',
]);

export const historicoProcessoSchema = z.object({
  id: z.number(),
  acao: eventoProcessoSchema,
  /** Etapa (índice a partir de 0) em que a ação aconteceu. */
  etapa: z.number(),
  comentario: z.string().nullable(),
  autorId: z.number(),
  autorNome: z.string(),
  em: z.string(),
});
export type HistoricoProcesso = z.infer<typeof historicoProcessoSchema>;

export const anexoProcessoSchema = z.object({
  id: z.number(),
  campo: z.string(),
  nome: z.string(),
  tipo: z.string(),
  tamanho: z.number(),
  enviadoEm: z.string(),
});

export const solicitacaoProcessoSchema = z.object({
  id: z.number(),
  tipoId: z.number(),
  tipoNome: z.string(),
  usuarioId: z.number(),
  colaboradorNome: z.string(),
  status: statusProcessoSchema,
  /** Índice da etapa atual em `etapas`. */
  etapaAtual: z.number(),
  etapas: z.array(etapaProcessoSchema),
  /** Campos do tipo como eram quando o pedido foi feito. */
  campos: z.array(campoProcessoSchema),
  respostas: z.record(z.string(), z.string()),
  anexos: z.array(anexoProcessoSchema),
  historico: z.array(historicoProcessoSchema),
  /** Quem pede pode decidir a etapa atual agora. */
  podeDecidir: z.boolean(),
  solicitadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type SolicitacaoProcesso = z.infer<typeof solicitacaoProcessoSchema>;
export const solicitacaoProcessoRespostaSchema = envelopeMaiusculoSchema(solicitacaoProcessoSchema);
export const solicitacoesProcessoRespostaSchema = envelopeMaiusculoSchema(
  z.array(solicitacaoProcessoSchema),
);

/** GET /ListarSolicitacaoProcessosInternos (campos de formulário): as do próprio colaborador. */
export const listarSolicitacoesProcessoQuerySchema = z.object({
  id: idSchema.optional(),
  status: statusProcessoSchema.optional(),
});

/** GET /ListarSolicitacaoProcessosInternosGestor: a caixa do gestor (equipe) ou do RH (empresa). */
export const listarSolicitacoesGestorQuerySchema = z.object({
  /** Pendentes: só as que quem pede pode decidir agora (padrão). */
  situacao: z
    .enum(['Pendentes', 'Todas'], { error: 'use Pendentes ou Todas' })
    .default('Pendentes'),
  status: statusProcessoSchema.optional(),
  /** RH: só as da equipe deste gestor. */
  gestorId: idSchema.optional(),
});

/** Respostas em JSON (objeto) ou, no formulário, texto JSON. */
const respostasSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .record(
      z.string().max(40),
      z.string({ error: 'cada resposta é um texto' }).max(2000, 'no máximo 2000 caracteres'),
    )
    .default({}),
);

/** POST /SolicitarProcessoInterno: novo pedido, ou o reenvio (processoId) de um devolvido. */
export const solicitarProcessoBodySchema = z.object({
  tipoId: idSchema,
  /** Reenvio de um pedido devolvido para correção. */
  processoId: idSchema.optional(),
  respostas: respostasSchema,
  comentario: z.string().trim().max(1000, 'no máximo 1000 caracteres').optional(),
});
export type SolicitarProcessoBody = z.output<typeof solicitarProcessoBodySchema>;

/** POST /GerenciarProcessoInterno (formulário): a ação do gestor ou do RH na etapa. */
export const gerenciarProcessoBodySchema = z.object({
  processoId: idSchema,
  acao: acaoProcessoSchema,
  /** Obrigatório ao reprovar e ao devolver. */
  comentario: z.string().trim().max(1000, 'no máximo 1000 caracteres').optional(),
});
export type GerenciarProcessoBody = z.output<typeof gerenciarProcessoBodySchema>;

/** POST /CancelarProcessoInterno: o colaborador desiste de um pedido ainda não decidido. */
export const cancelarProcessoBodySchema = z.object({
  processoId: idSchema,
  comentario: z.string().trim().max(1000, 'no máximo 1000 caracteres').optional(),
});

/** GET /BaixarAnexoProcessoInterno: um anexo (quem pediu, quem decide, o RH). */
export const anexoProcessoQuerySchema = z.object({ id: idSchema });

// ---------- Gestores ----------

export const usuariosGestoresQuerySchema = z.object({
  search: z.string().trim().max(100, 'no máximo 100 caracteres').optional(),
});
export const usuarioGestorSchema = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
});
export type UsuarioGestor = z.infer<typeof usuarioGestorSchema>;
/** GET /CarregarUsuariosGestores: a spec dá Success, Error e data. */
export const usuariosGestoresRespostaSchema = z.object({
  Success: z.boolean(),
  Error: z.string().nullable(),
  data: z.array(usuarioGestorSchema),
});
