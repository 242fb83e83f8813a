import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { marcacao } from '../marcacao/index.ts';
import { filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Quiosque de ponto (tablet da filial). Credencial e código de ativação ficam só como SHA-256:
 * o token e o código em claro existem apenas na resposta que os entrega.
 */
export const quiosqueDispositivo = pgTable(
  'quiosque_dispositivo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    filialId: integer('filial_id').notNull(),
    metodos: jsonb('metodos').$type<string[]>().notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    fotoEvidencia: boolean('foto_evidencia').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    credencialHash: text('credencial_hash'),
    ativadoEm: timestamp('ativado_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** Código de uso único (15 min) para ativar o aparelho; some ao ser usado. */
    codigoHash: text('codigo_hash'),
    codigoExpiraEm: timestamp('codigo_expira_em', { withTimezone: true }),
    vistoEm: timestamp('visto_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    // O aparelho só tem o código: a busca é pelo hash dele, único entre todas as empresas.
    uniqueIndex('quiosque_dispositivo_codigo_uq').on(t.codigoHash),
    foreignKey({
      name: 'quiosque_dispositivo_filial_fk',
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
  ],
);

/** PIN (scrypt) e cartão QR (SHA-256 do segredo) de cada pessoa; `qrVersao` troca a chave do QR dinâmico. */
export const quiosquePessoa = pgTable(
  'quiosque_pessoa',
  {
    empresaId: integer('empresa_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    pinHash: text('pin_hash'),
    pinDefinidoEm: timestamp('pin_definido_em', { withTimezone: true }),
    cartaoHash: text('cartao_hash'),
    qrVersao: integer('qr_versao').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.usuarioId] }),
    foreignKey({
      name: 'quiosque_pessoa_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** PINs errados de uma matrícula num aparelho: 5 seguidos bloqueiam por 5 minutos. */
export const quiosqueBloqueio = pgTable(
  'quiosque_bloqueio',
  {
    empresaId: integer('empresa_id').notNull(),
    dispositivoId: integer('dispositivo_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    falhas: integer('falhas').notNull().default(0),
    bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.dispositivoId, t.usuarioId] }),
    foreignKey({
      name: 'quiosque_bloqueio_dispositivo_fk',
      columns: [t.empresaId, t.dispositivoId],
      foreignColumns: [quiosqueDispositivo.empresaId, quiosqueDispositivo.id],
    }),
  ],
);

/** Por qual aparelho e método cada marcação entrou (auditoria do coletor). */
export const quiosqueMarcacao = pgTable(
  'quiosque_marcacao',
  {
    empresaId: integer('empresa_id').notNull(),
    marcacaoId: bigint('marcacao_id', { mode: 'number' }).notNull(),
    dispositivoId: integer('dispositivo_id').notNull(),
    metodo: text('metodo').notNull(),
    verificacaoFacialId: integer('verificacao_facial_id'),
    pontuacaoFacial: doublePrecision('pontuacao_facial'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.marcacaoId] }),
    foreignKey({
      name: 'quiosque_marcacao_marcacao_fk',
      columns: [t.empresaId, t.marcacaoId],
      foreignColumns: [marcacao.empresaId, marcacao.id],
    }),
    foreignKey({
      name: 'quiosque_marcacao_dispositivo_fk',
      columns: [t.empresaId, t.dispositivoId],
      foreignColumns: [quiosqueDispositivo.empresaId, quiosqueDispositivo.id],
    }),
  ],
);
