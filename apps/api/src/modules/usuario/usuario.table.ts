import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  cargo,
  centroCusto,
  departamento,
  empresa,
  filial,
  grupo,
  sindicato,
} from '../organizacao/index.ts';

export const usuario = pgTable(
  'usuario',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    matricula: text('matricula'),
    filialId: integer('filial_id').notNull(),
    departamentoId: integer('departamento_id'),
    cargoId: integer('cargo_id'),
    /** Sindicato da categoria: a convenção coletiva em vigor dele alimenta as regras. */
    sindicatoId: integer('sindicato_id'),
    /** Centro de custo (cadastro da empresa) a que o custo da pessoa é lançado. */
    centroCustoId: integer('centro_custo_id'),
    /** Vínculo: 'clt' | 'estagio' | 'intermitente' | 'aprendiz' (docs/decisoes/cadastros.md). */
    tipoContrato: text('tipo_contrato').notNull().default('clt'),
    /** Celular em E.164 (+55DDD9XXXXXXXX): o canal SMS das mensagens usa este número. */
    celular: text('celular'),
    turno: text('turno'),
    foto: text('foto'),
    admissao: text('admissao'),
    demissao: text('demissao'),
    cadastroConfirmado: boolean('cadastro_confirmado').notNull().default(false),
    usarMenuGestor: boolean('usar_menu_gestor').notNull().default(false),
    habilitarMarcacaoPelaWeb: boolean('habilitar_marcacao_pela_web').notNull().default(true),
    /** argon2id do SHA-256 (maiúsculo) recebido: a senha em claro nunca chega ao servidor. */
    senhaHash: text('senha_hash'),
    gestorId: integer('gestor_id'),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('usuario_empresa_email_uq').on(t.empresaId, sql`lower(${t.email})`),
    uniqueIndex('usuario_empresa_cpf_uq').on(t.empresaId, t.cpf),
    index('usuario_empresa_departamento_ix').on(t.empresaId, t.departamentoId),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.departamentoId],
      foreignColumns: [departamento.empresaId, departamento.id],
    }),
    foreignKey({ columns: [t.empresaId, t.cargoId], foreignColumns: [cargo.empresaId, cargo.id] }),
    foreignKey({
      name: 'usuario_sindicato_fk',
      columns: [t.empresaId, t.sindicatoId],
      foreignColumns: [sindicato.empresaId, sindicato.id],
    }),
    foreignKey({
      name: 'usuario_centro_custo_fk',
      columns: [t.empresaId, t.centroCustoId],
      foreignColumns: [centroCusto.empresaId, centroCusto.id],
    }),
    check(
      'usuario_tipo_contrato_ck',
      sql`${t.tipoContrato} in ('clt', 'estagio', 'intermitente', 'aprendiz')`,
    ),
  ],
);

/** Quem está em cada grupo (cadastro `grupo`): uma pessoa pode estar em vários. */
export const grupoMembro = pgTable(
  'grupo_membro',
  {
    empresaId: integer('empresa_id').notNull(),
    grupoId: integer('grupo_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.grupoId, t.usuarioId] }),
    index('grupo_membro_usuario_idx').on(t.empresaId, t.usuarioId),
    foreignKey({
      name: 'grupo_membro_grupo_fk',
      columns: [t.empresaId, t.grupoId],
      foreignColumns: [grupo.empresaId, grupo.id],
    }),
    foreignKey({
      name: 'grupo_membro_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
