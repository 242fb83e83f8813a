import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { cargo, departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Regra de convocação (CLT art. 452-A): como contar a antecedência e o prazo de resposta, o valor
 * da hora e a verba da folha que paga cada parcela do recibo do período.
 */
export const intermitenteRegra = pgTable(
  'intermitente_regra',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    /** 'dias-corridos' | '72h' (RegraAntecedencia do domínio). */
    antecedencia: text('antecedencia').notNull(),
    sabadoUtil: boolean('sabado_util').notNull(),
    /** Centavos. */
    valorHora: integer('valor_hora').notNull(),
    verbas: jsonb('verbas').$type<Record<string, string | null>>().notNull().default({}),
    arquivada: boolean('arquivada').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    check('intermitente_regra_antecedencia_ck', sql`${t.antecedencia} in ('dias-corridos', '72h')`),
  ],
);

/** Contratante: departamento da própria empresa ou terceiro que pede intermitentes. */
export const intermitenteContratante = pgTable(
  'intermitente_contratante',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    cnpj: text('cnpj'),
    responsavelId: integer('responsavel_id'),
    arquivado: boolean('arquivado').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('intermitente_contratante_nome_uq').on(t.empresaId, sql`lower(${t.nome})`),
    foreignKey({
      name: 'intermitente_contratante_responsavel_fk',
      columns: [t.empresaId, t.responsavelId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    check('intermitente_contratante_tipo_ck', sql`${t.tipo} in ('interno', 'terceiro')`),
  ],
);

export const intermitenteContratanteDepartamento = pgTable(
  'intermitente_contratante_departamento',
  {
    empresaId: integer('empresa_id').notNull(),
    contratanteId: integer('contratante_id').notNull(),
    departamentoId: integer('departamento_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.contratanteId, t.departamentoId] }),
    foreignKey({
      name: 'intermitente_contratante_departamento_contratante_fk',
      columns: [t.empresaId, t.contratanteId],
      foreignColumns: [intermitenteContratante.empresaId, intermitenteContratante.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'intermitente_contratante_departamento_departamento_fk',
      columns: [t.empresaId, t.departamentoId],
      foreignColumns: [departamento.empresaId, departamento.id],
    }),
  ],
);

/** Grupo: um conjunto de intermitentes convocados juntos. */
export const intermitenteGrupo = pgTable(
  'intermitente_grupo',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    contratanteId: integer('contratante_id'),
    arquivado: boolean('arquivado').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('intermitente_grupo_nome_uq').on(t.empresaId, sql`lower(${t.nome})`),
    foreignKey({
      name: 'intermitente_grupo_contratante_fk',
      columns: [t.empresaId, t.contratanteId],
      foreignColumns: [intermitenteContratante.empresaId, intermitenteContratante.id],
    }),
  ],
);

export const intermitenteGrupoMembro = pgTable(
  'intermitente_grupo_membro',
  {
    empresaId: integer('empresa_id').notNull(),
    grupoId: integer('grupo_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.grupoId, t.usuarioId] }),
    index('intermitente_grupo_membro_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      name: 'intermitente_grupo_membro_grupo_fk',
      columns: [t.empresaId, t.grupoId],
      foreignColumns: [intermitenteGrupo.empresaId, intermitenteGrupo.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'intermitente_grupo_membro_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
  ],
);

export const intermitenteMotivoInterrupcao = pgTable(
  'intermitente_motivo_interrupcao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    descricao: text('descricao').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    uniqueIndex('intermitente_motivo_interrupcao_uq').on(t.empresaId, sql`lower(${t.descricao})`),
  ],
);

/**
 * Convocação: de `data_inicio` a `data_fim`, cada dia de `hora_entrada` a `hora_saida` (minutos
 * do dia). `enviada_em` é data e hora locais da empresa (AAAA-MM-DDTHH:MM), como o domínio conta.
 */
export const intermitenteConvocacao = pgTable(
  'intermitente_convocacao',
  {
    empresaId: integer('empresa_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    regraId: integer('regra_id').notNull(),
    contratanteId: integer('contratante_id').notNull(),
    grupoId: integer('grupo_id'),
    cargoId: integer('cargo_id'),
    filialId: integer('filial_id'),
    dataInicio: text('data_inicio').notNull(),
    dataFim: text('data_fim').notNull(),
    minutoEntrada: smallint('minuto_entrada').notNull(),
    minutoSaida: smallint('minuto_saida').notNull(),
    intervaloMinutos: smallint('intervalo_minutos').notNull().default(0),
    valorHora: integer('valor_hora').notNull(),
    /** Da regra no envio: a convocação enviada não muda de prazo se a regra mudar depois. */
    antecedencia: text('antecedencia').notNull(),
    sabadoUtil: boolean('sabado_util').notNull(),
    descricao: text('descricao'),
    enviadaEm: text('enviada_em').notNull(),
    criadoPor: integer('criado_por').notNull(),
    interrompidaEm: text('interrompida_em'),
    motivoInterrupcaoId: integer('motivo_interrupcao_id'),
    interrupcaoObservacao: text('interrupcao_observacao'),
    interrompidaPor: integer('interrompida_por'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    index('intermitente_convocacao_periodo_ix').on(t.empresaId, t.dataInicio, t.dataFim),
    foreignKey({
      name: 'intermitente_convocacao_regra_fk',
      columns: [t.empresaId, t.regraId],
      foreignColumns: [intermitenteRegra.empresaId, intermitenteRegra.id],
    }),
    foreignKey({
      name: 'intermitente_convocacao_contratante_fk',
      columns: [t.empresaId, t.contratanteId],
      foreignColumns: [intermitenteContratante.empresaId, intermitenteContratante.id],
    }),
    foreignKey({
      name: 'intermitente_convocacao_grupo_fk',
      columns: [t.empresaId, t.grupoId],
      foreignColumns: [intermitenteGrupo.empresaId, intermitenteGrupo.id],
    }),
    foreignKey({
      name: 'intermitente_convocacao_cargo_fk',
      columns: [t.empresaId, t.cargoId],
      foreignColumns: [cargo.empresaId, cargo.id],
    }),
    foreignKey({
      name: 'intermitente_convocacao_filial_fk',
      columns: [t.empresaId, t.filialId],
      foreignColumns: [filial.empresaId, filial.id],
    }),
    foreignKey({
      name: 'intermitente_convocacao_criado_por_fk',
      columns: [t.empresaId, t.criadoPor],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    foreignKey({
      name: 'intermitente_convocacao_motivo_fk',
      columns: [t.empresaId, t.motivoInterrupcaoId],
      foreignColumns: [intermitenteMotivoInterrupcao.empresaId, intermitenteMotivoInterrupcao.id],
    }),
    check('intermitente_convocacao_periodo_ck', sql`${t.dataFim} >= ${t.dataInicio}`),
    check(
      'intermitente_convocacao_horario_ck',
      sql`${t.minutoEntrada} >= 0 and ${t.minutoSaida} <= 1439 and ${t.minutoSaida} > ${t.minutoEntrada}`,
    ),
  ],
);

/** Cada pessoa convocada e a sua resposta; a multa por descumprimento após o aceite. */
export const intermitenteConvocado = pgTable(
  'intermitente_convocado',
  {
    empresaId: integer('empresa_id').notNull(),
    convocacaoId: integer('convocacao_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    /** 'aceita' | 'recusada'; nulo = sem resposta (o silêncio no prazo é recusa, na leitura). */
    resposta: text('resposta'),
    respostaEm: text('resposta_em'),
    multaDevidaPor: text('multa_devida_por'),
    multaValor: integer('multa_valor'),
    multaPrazo: text('multa_prazo'),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.convocacaoId, t.usuarioId] }),
    index('intermitente_convocado_usuario_ix').on(t.empresaId, t.usuarioId),
    foreignKey({
      name: 'intermitente_convocado_convocacao_fk',
      columns: [t.empresaId, t.convocacaoId],
      foreignColumns: [intermitenteConvocacao.empresaId, intermitenteConvocacao.id],
    }),
    foreignKey({
      name: 'intermitente_convocado_usuario_fk',
      columns: [t.empresaId, t.usuarioId],
      foreignColumns: [usuario.empresaId, usuario.id],
    }),
    check(
      'intermitente_convocado_resposta_ck',
      sql`(${t.resposta} is null and ${t.respostaEm} is null) or (${t.resposta} in ('aceita', 'recusada') and ${t.respostaEm} is not null)`,
    ),
  ],
);
