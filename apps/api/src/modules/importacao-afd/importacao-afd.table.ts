import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
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
 * Cadastro dos relógios REP-C/REP-A de cada filial de onde vieram AFD importados (AEJ registro 02
 * com nrRep): criado do cabeçalho na primeira importação que grava algo; o RH edita nome e fuso.
 */
export const repExterno = pgTable(
  'rep_externo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    filialId: integer('filial_id').notNull(),
    /** REP-C | REP-A */
    tipo: text('tipo').notNull(),
    /** Nº de fabricação (REP-C) ou do processo da CCT/ACT (REP-A), 17 dígitos. */
    numero: text('numero').notNull(),
    /** CNPJ/CPF do empregador no cabeçalho do AFD. */
    idEmpregador: text('id_empregador').notNull(),
    /** 671 | 1510 | 595: leiaute do primeiro AFD importado. */
    leiaute: text('leiaute'),
    /** CNPJ/CPF do fabricante (cabeçalho do 671); null nos leiautes sem o campo. */
    fabricante: text('fabricante'),
    /** Modelo do equipamento (cabeçalho do 671 de REP-C); null se o arquivo não diz. */
    modelo: text('modelo'),
    /** Fuso IANA do relógio: dá o deslocamento das marcações 1510/595 (gravadas sem fuso). */
    fuso: text('fuso'),
    /** Nome dado pelo RH (ex.: "Portaria da fábrica"). */
    nome: text('nome'),
    criadoEm: timestamp('criado_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('rep_externo_uq').on(t.empresaId, t.tipo, t.numero, t.idEmpregador),
    foreignKey({
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
  ],
);

/**
 * Empregado de um identificador do AFD que o cadastro não reconhece (CPF antigo, PIS não
 * informado): o RH o vincula a um colaborador e as importações seguintes o usam.
 */
export const mapeamentoAfd = pgTable(
  'importacao_afd_mapeamento',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** cpf | pis */
    tipo: text('tipo').notNull(),
    /** Como gravado no AFD: CPF de 11 dígitos ou PIS de 12 posições. */
    identificador: text('identificador').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    autorId: integer('autor_id').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('importacao_afd_mapeamento_uq').on(t.empresaId, t.tipo, t.identificador),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

/** Cada arquivo AFD importado, com o relatório (importadas, duplicadas, rejeitadas). */
export const importacaoAfd = pgTable(
  'importacao_afd',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    repExternoId: integer('rep_externo_id').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    /** SHA-256 do arquivo recebido, para provar o que foi importado. */
    sha256: text('sha256').notNull(),
    autorId: integer('autor_id').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull(),
    importadas: integer('importadas').notNull(),
    duplicadas: integer('duplicadas').notNull(),
    rejeitadas: integer('rejeitadas').notNull(),
    relatorio: jsonb('relatorio').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('importacao_afd_rep_ix').on(t.empresaId, t.repExternoId),
    foreignKey({
      columns: [t.empresaId, t.repExternoId],
      foreignColumns: [repExterno.empresaId, repExterno.id],
    }),
  ],
);

/**
 * Marcação de REP-C/REP-A (AFD tipo 3) importada pelo PTRP. Fica fora de `marcacao` porque a
 * sequência de NSR e a cadeia de hash são do REP de origem, não do nosso REP-P. Só inserção.
 */
export const marcacaoImportada = pgTable(
  'marcacao_importada',
  {
    empresaId: integer('empresa_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    repExternoId: integer('rep_externo_id').notNull(),
    nsrOrigem: bigint('nsr_origem', { mode: 'number' }).notNull(),
    usuarioId: integer('usuario_id').notNull(),
    cpf: text('cpf').notNull(),
    dataHora: timestamp('data_hora', { withTimezone: true }).notNull(),
    data: text('data').notNull(),
    minuto: smallint('minuto').notNull(),
    fuso: text('fuso').notNull(),
    /** O registro tipo 3 como veio no arquivo. */
    registro: text('registro').notNull(),
    importacaoId: integer('importacao_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('marcacao_importada_nsr_uq').on(t.empresaId, t.repExternoId, t.nsrOrigem),
    index('marcacao_importada_usuario_data_ix').on(t.empresaId, t.usuarioId, t.data),
    foreignKey({
      columns: [t.empresaId, t.repExternoId],
      foreignColumns: [repExterno.empresaId, repExterno.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      columns: [t.empresaId, t.importacaoId],
      foreignColumns: [importacaoAfd.empresaId, importacaoAfd.id],
    }),
  ],
);
