import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ausenciaJustificada } from '../abono/index.ts';
import { lancamento } from './lancamento.table.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * O que o aviso de ausência tem além do lançamento (tipo `AvisoAusencia`, motivo = código da lista
 * de ausências justificadas): a parte do dia e, depois de aprovado, a ausência justificada (abono)
 * que a aprovação registrou — é ela que o espelho e o calendário leem (docs/decisoes/lancamentos.md).
 */
export const lancamentoAvisoAusencia = pgTable(
  'lancamento_aviso_ausencia',
  {
    empresaId: integer('empresa_id').notNull(),
    lancamentoId: integer('lancamento_id').notNull(),
    /** Parte do dia, em minutos do dia; nulos = o dia inteiro. */
    minutoInicio: smallint('minuto_inicio'),
    minutoFim: smallint('minuto_fim'),
    /** A ausência justificada gravada na aprovação. */
    ausenciaId: integer('ausencia_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.lancamentoId] }),
    foreignKey({
      name: 'lancamento_aviso_ausencia_lancamento_fk',
      columns: [t.empresaId, t.lancamentoId],
      foreignColumns: [lancamento.empresaId, lancamento.id],
    }),
    foreignKey({
      name: 'lancamento_aviso_ausencia_ausencia_fk',
      columns: [t.empresaId, t.ausenciaId],
      foreignColumns: [ausenciaJustificada.empresaId, ausenciaJustificada.id],
    }),
    check(
      'lancamento_aviso_ausencia_parcial_ck',
      sql`(${t.minutoInicio} is null and ${t.minutoFim} is null) or (${t.minutoInicio} >= 0 and ${t.minutoFim} <= 1440 and ${t.minutoFim} > ${t.minutoInicio})`,
    ),
  ],
);

/**
 * Comprovante de um aviso de ausência (atestado, declaração, intimação): PDF, JPG ou PNG até 5 MB,
 * guardado no banco com o SHA-256 do conteúdo, como os anexos do tratamento. Um por lançamento.
 */
export const lancamentoAnexo = pgTable(
  'lancamento_anexo',
  {
    empresaId: integer('empresa_id').notNull(),
    lancamentoId: integer('lancamento_id').notNull(),
    nome: text('nome').notNull(),
    /** Tipo conferido pelos primeiros bytes (não o declarado pelo navegador). */
    tipo: text('tipo').notNull(),
    tamanho: integer('tamanho').notNull(),
    /** SHA-256 do conteúdo, hexadecimal minúsculo. */
    sha256: text('sha256').notNull(),
    conteudo: bytea('conteudo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.lancamentoId] }),
    foreignKey({
      name: 'lancamento_anexo_lancamento_fk',
      columns: [t.empresaId, t.lancamentoId],
      foreignColumns: [lancamento.empresaId, lancamento.id],
    }),
  ],
);
