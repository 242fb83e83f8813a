import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/index.ts';

/**
 * Consentimento da pessoa para o uso do rosto (LGPD art. 11, I): qual termo, quando, quem
 * coletou e, depois, quando e por que acabou. A linha fica como prova mesmo após a revogação.
 */
export const biometriaConsentimento = pgTable(
  'biometria_consentimento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    versaoTermo: text('versao_termo').notNull(),
    /** SHA-256 do texto exato mostrado à pessoa. */
    termoHash: text('termo_hash').notNull(),
    concedidoEm: timestamp('concedido_em', { withTimezone: true }).notNull(),
    coletadoPorId: integer('coletado_por_id').notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** pessoa, rh, desligamento ou novo_cadastro. */
    motivoRevogacao: text('motivo_revogacao'),
    revogadoPorId: integer('revogado_por_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('biometria_consentimento_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      name: 'biometria_consentimento_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/**
 * Modelo facial da pessoa (média dos descritores do cadastro), cifrado com AES-256-GCM; a chave
 * vem da configuração do app, nunca do banco. Um por pessoa; apagado na revogação e no desligamento.
 */
export const biometriaModelo = pgTable(
  'biometria_modelo',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    consentimentoId: integer('consentimento_id').notNull(),
    modeloCifrado: text('modelo_cifrado').notNull(),
    amostras: integer('amostras').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    criadoPorId: integer('criado_por_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId] }),
    foreignKey({
      name: 'biometria_modelo_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'biometria_modelo_consentimento_fk',
      columns: [t.empresaId, t.consentimentoId],
      foreignColumns: [biometriaConsentimento.empresaId, biometriaConsentimento.id],
    }),
  ],
);

/** Cada tentativa de verificação 1:1 (quiosque ou teste do RH): só inserção, para auditoria. */
export const biometriaVerificacao = pgTable(
  'biometria_verificacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    /** Quiosque que capturou o rosto (nulo no teste do RH). */
    dispositivoId: integer('dispositivo_id'),
    origem: text('origem').notNull(),
    pontuacao: doublePrecision('pontuacao').notNull(),
    vivacidade: doublePrecision('vivacidade').notNull(),
    aprovado: boolean('aprovado').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('biometria_verificacao_usuario_ix').on(t.empresaId, t.usuarioId, t.em),
    foreignKey({
      name: 'biometria_verificacao_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
