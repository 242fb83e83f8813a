import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * REP-P de uma filial: guarda o último NSR e o último hash da cadeia (Portaria 671, AFD tipo 7).
 * A linha é travada (SELECT ... FOR UPDATE nas marcações, UPDATE ... RETURNING nos eventos) na
 * mesma transação que grava, então o NSR não tem lacunas nem repetições, mesmo com vários
 * processos da API.
 */
export const rep = pgTable(
  'rep',
  {
    empresaId: integer('empresa_id').notNull(),
    filialId: integer('filial_id').notNull(),
    numeroInpi: text('numero_inpi').notNull(),
    ultimoNsr: bigint('ultimo_nsr', { mode: 'number' }).notNull().default(0),
    ultimoHash: text('ultimo_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.filialId] }),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
  ],
);

/** Marcação original (AFD tipo 7). Só inserção: um gatilho recusa UPDATE e DELETE. */
export const marcacao = pgTable(
  'marcacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    filialId: integer('filial_id').notNull(),
    nsr: bigint('nsr', { mode: 'number' }).notNull(),
    usuarioId: integer('usuario_id').notNull(),
    cpf: text('cpf').notNull(),
    /** Instante da marcação (relógio do servidor, ou do dispositivo quando off-line). */
    dataHora: timestamp('data_hora', { withTimezone: true }).notNull(),
    /** Instante da gravação no servidor (AFD tipo 7 campo 5). */
    gravadoEm: timestamp('gravado_em', { withTimezone: true }).notNull(),
    /** Deslocamento do fuso no momento, ex. -0300 (AFD: DH com fuso). */
    fuso: text('fuso').notNull(),
    /** Data e minuto do dia no fuso da empresa, para consultas por dia. */
    data: text('data').notNull(),
    minuto: smallint('minuto').notNull(),
    origem: text('origem').notNull(),
    /** Identificador do coletor (AFD tipo 7 campo 6). */
    coletor: smallint('coletor').notNull(),
    offline: boolean('offline').notNull().default(false),
    eventoId: text('evento_id'),
    /** Segunda marcação no mesmo minuto (duplo clique): mantida como original, mas sinalizada. */
    duplicada: boolean('duplicada').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    precisaoMetros: doublePrecision('precisao_metros'),
    /**
     * Cerca virtual (modo `aceitar`): verdadeiro quando gravada fora da cerca, para revisão; nulo
     * quando não houve avaliação (filial sem cerca, pessoa dispensada, quiosque).
     */
    foraDaCerca: boolean('fora_da_cerca'),
    /** Distância à cerca mais próxima na gravação, em metros (nula sem avaliação). */
    distanciaCercaMetros: integer('distancia_cerca_metros'),
    hash: text('hash').notNull(),
    /**
     * Hora que o dispositivo informou numa marcação off-line, como veio (auditoria). Quando ela é
     * posterior à recepção (relógio do aparelho adiantado), a marcação fica com a hora da recepção.
     */
    dataHoraDispositivo: timestamp('data_hora_dispositivo', { withTimezone: true }),
    /**
     * Data-hora da gravação (AFD tipo 7 campo 5) exatamente como entrou no hash, quando difere da
     * data-hora da marcação (off-line). Nulo: igual à da marcação (campo 3).
     */
    gravadoAfd: text('gravado_afd'),
    /**
     * Registro tipo 7 completo (137 caracteres), montado pelo domínio na gravação: o AFD sai
     * byte a byte como foi encadeado. Nulo só nas marcações gravadas antes desta coluna.
     */
    registro: text('registro'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('marcacao_nsr_uq').on(t.empresaId, t.filialId, t.nsr),
    index('marcacao_gravado_ix').on(t.empresaId, t.filialId, t.gravadoEm),
    // Conferência pública do comprovante pelo código (20 primeiros hexadecimais do hash).
    index('marcacao_comprovante_ix').on(sql`left(${t.hash}, 20)`),
    // Só as marcações com `eventoId` (reenvio idempotente do aparelho) entram: a unicidade é a
    // mesma (nulos não colidem num índice único) e, sem as outras, o planejador não tem como
    // usar este índice na busca do duplo clique (empresa e colaborador batiam, data e minuto
    // viravam filtro sobre todas as marcações da pessoa). Migração 0056.
    uniqueIndex('marcacao_evento_uq')
      .on(t.empresaId, t.usuarioId, t.eventoId)
      .where(sql`${t.eventoId} is not null`),
    // Com o minuto: "já há marcação deste colaborador neste minuto?" (duplo clique), calculado
    // sob a trava do REP a cada gravação, vira uma busca direta no índice. A migração 0055 o
    // recria com INCLUDE (id, nsr, data_hora, duplicada), que o Drizzle não declara: a leitura
    // das marcações de um lote sai só do índice.
    index('marcacao_usuario_data_ix').on(t.empresaId, t.usuarioId, t.data, t.minuto),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [rep.empresaId, rep.filialId],
    }),
  ],
);

/**
 * Demais registros do ARP que consomem o NSR do mesmo REP-P (AFD tipos 2, 4, 5 e 6): inclusão ou
 * alteração do empregador, ajuste do relógio, inclusão/alteração/exclusão de empregado e eventos
 * sensíveis. A linha do AFD é montada pelo domínio e guardada pronta (com CRC) na gravação, de
 * modo que a exportação reproduz byte a byte o que foi registrado. Só inserção (gatilho).
 */
export const repEvento = pgTable(
  'rep_evento',
  {
    empresaId: integer('empresa_id').notNull(),
    filialId: integer('filial_id').notNull(),
    nsr: bigint('nsr', { mode: 'number' }).notNull(),
    /** `2`, `4`, `5` ou `6`. */
    tipo: text('tipo').notNull(),
    gravadoEm: timestamp('gravado_em', { withTimezone: true }).notNull(),
    /** Registro completo do AFD (sem CR LF). */
    registro: text('registro').notNull(),
    /** Quem causou o registro (nulo para eventos do próprio serviço). */
    autorId: integer('autor_id'),
    /** Empregado afetado (tipo 5). */
    usuarioId: integer('usuario_id'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.filialId, t.nsr] }),
    index('rep_evento_gravado_ix').on(t.empresaId, t.filialId, t.gravadoEm),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [rep.empresaId, rep.filialId],
    }),
  ],
);
