import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Férias coletivas (CLT arts. 139–141) de um departamento ou de um estabelecimento (filial),
 * decididas pelo RH. Cada colaborador atingido recebe um lançamento de férias aprovado que aponta
 * para esta linha (`lancamento.ferias_coletiva_id`).
 */
export const feriasColetiva = pgTable(
  'ferias_coletiva',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    departamentoId: integer('departamento_id'),
    filialId: integer('filial_id'),
    inicio: text('inicio').notNull(),
    fim: text('fim').notNull(),
    dias: integer('dias').notNull(),
    /** Dia do aviso aos empregados (art. 139 §2º: 15 dias antes do início). */
    avisoEm: text('aviso_em').notNull(),
    observacao: text('observacao'),
    autorId: integer('autor_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    foreignKey({
      name: 'ferias_coletiva_departamento_fk',
      columns: [t.empresaId, t.departamentoId],
      foreignColumns: [departamento.empresaId, departamento.id],
    }),
    foreignKey({
      name: 'ferias_coletiva_filial_fk',
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
    foreignKey({
      name: 'ferias_coletiva_autor_fk',
      columns: [t.empresaId, t.autorId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    index('ferias_coletiva_inicio_ix').on(t.empresaId, t.inicio),
    check('ferias_coletiva_alvo_ck', sql`(${t.departamentoId} is null) <> (${t.filialId} is null)`),
    check('ferias_coletiva_periodo_ck', sql`${t.fim} >= ${t.inicio} and ${t.dias} >= 10`),
  ],
);
