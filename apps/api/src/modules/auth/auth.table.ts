import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/** Refresh tokens guardados só como hash; `familia` permite revogar a cadeia inteira. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    empresaId: integer('empresa_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    familia: text('familia').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** rotacao | logout | reutilizacao | senha | desativado */
    motivoRevogacao: text('motivo_revogacao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.tokenHash] }),
    index('refresh_token_familia_ix').on(t.empresaId, t.familia),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Tentativas de login (base do captcha e do bloqueio por força bruta). */
export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    sucesso: integer('sucesso').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('tentativa_login_email_ix').on(t.empresaId, t.email, t.criadoEm),
    // Contagem por IP entre empresas (força bruta distribuída por contas de várias empresas).
    index('tentativa_login_ip_ix').on(t.ip, t.criadoEm),
  ],
);

/**
 * Tokens de uso único enviados por e-mail ou trocados pelo navegador: redefinição de senha,
 * convite de primeiro acesso e troca do login único (SSO). Só o SHA-256 fica guardado.
 */
export const tokenUsoUnico = pgTable(
  'token_uso_unico',
  {
    empresaId: integer('empresa_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** redefinir-senha | convite | sso */
    tipo: text('tipo').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.tokenHash] }),
    index('token_uso_unico_usuario_ix').on(t.empresaId, t.usuarioId, t.tipo),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Desafios ALTCHA já usados (cada solução vale uma vez), por empresa da tentativa. */
export const captchaUsado = pgTable(
  'captcha_usado',
  {
    empresaId: integer('empresa_id').notNull(),
    desafio: text('desafio').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.desafio] })],
);

/** Segundo fator TOTP (RFC 6238): semente cifrada; `ultimoPasso` impede reusar um código. */
export const segundoFator = pgTable(
  'segundo_fator',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    segredoCifrado: text('segredo_cifrado').notNull(),
    ativo: boolean('ativo').notNull().default(false),
    ultimoPasso: bigint('ultimo_passo', { mode: 'number' }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId] }),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Inscrições Web Push (Push API) por usuário e dispositivo (uuid guardado no navegador). */
export const pushInscricao = pgTable(
  'push_inscricao',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    uuid: text('uuid').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId, t.uuid] }),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Contadores de falhas de login (base do captcha): uma linha por conta (empresa + e-mail) e uma
 * por IP (empresa_id 0: o IP conta em todas as empresas). Cada tentativa soma 1 antes de conferir
 * a senha, num só comando (INSERT ... ON CONFLICT DO UPDATE ... RETURNING): tentativas
 * simultâneas recebem números distintos e nenhuma passa do limite sem captcha. A janela começa na
 * primeira falha e recomeça quando passa de `janelaFalhasMin`.
 */
export const falhaLogin = pgTable(
  'falha_login',
  {
    empresaId: integer('empresa_id').notNull(),
    /** conta | ip */
    tipo: text('tipo').notNull(),
    chave: text('chave').notNull(),
    falhas: integer('falhas').notNull(),
    janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.tipo, t.chave] })],
);

/**
 * Sessões abertas (uma por login): o token de acesso leva o id (`sid`) e cada requisição confere
 * aqui, com cache curto por processo, se a sessão continua aberta e o usuário ativo. A família de
 * refresh tokens da sessão tem o mesmo id. Logout, troca de senha e desligamento a revogam.
 */
export const sessaoAcesso = pgTable(
  'sessao_acesso',
  {
    empresaId: integer('empresa_id').notNull(),
    id: text('id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull(),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
    /** logout | senha | desativado | reutilizacao */
    motivoRevogacao: text('motivo_revogacao'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('sessao_acesso_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
