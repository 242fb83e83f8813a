import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Relatório pedido por alguém do RH (marcações ou totais do espelho, PDF ou XLSX): gerado na
 * fila (pg-boss) com progresso (`feitos` de `total` pessoas); o arquivo fica aqui até `expira_em`
 * e então é apagado (status `expirado`; a limpeza agendada roda de hora em hora). Filtros e período
 * guardados como pedidos.
 */
export const relatorio = pgTable(
  'relatorio',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** marcacoes | totais */
    tipo: text('tipo').notNull(),
    /** pdf | xlsx */
    formato: text('formato').notNull(),
    inicio: text('inicio').notNull(),
    fim: text('fim').notNull(),
    filialId: integer('filial_id'),
    departamentoId: integer('departamento_id'),
    usuarioId: integer('usuario_id'),
    /** pendente | processando | pronto | erro | expirado */
    status: text('status').notNull(),
    feitos: integer('feitos').notNull().default(0),
    total: integer('total').notNull().default(0),
    linhas: integer('linhas').notNull().default(0),
    solicitanteId: integer('solicitante_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    nomeArquivo: text('nome_arquivo'),
    tamanhoBytes: integer('tamanho_bytes'),
    conteudo: bytea('conteudo'),
    erro: text('erro'),
    /**
     * Ficou pronto ou falhou e quem pediu ainda não viu o aviso no app (o aviso global do web o
     * mostra e o marca visto; expirar o arquivo também o desliga).
     */
    avisoPendente: boolean('aviso_pendente').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('relatorio_solicitante_ix').on(t.empresaId, t.solicitanteId, t.criadoEm),
    foreignKey({
      columns: [t.empresaId, t.solicitanteId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);
