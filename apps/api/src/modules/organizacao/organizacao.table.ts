import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Empresa: o inquilino. Toda outra tabela começa por empresa_id (pronta para Citus). */
export const empresa = pgTable('empresa', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  cnpj: text('cnpj').notNull(),
  fusoHorario: text('fuso_horario').notNull().default('America/Sao_Paulo'),
  uf: text('uf').notNull().default('SP'),
  /** Configurações da empresa (UsarMenuGestor, exigir aprovação de tratamento, recursos...). */
  configuracao: jsonb('configuracao').$type<ConfiguracaoEmpresa>().notNull().default({}),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

export type ConfiguracaoEmpresa = {
  usarMenuGestor?: boolean;
  /**
   * Tratamentos de ponto pedidos pelo próprio colaborador passam por aprovação do gestor/RH
   * (padrão: sim). Os feitos pelo RH ou pelo gestor da equipe valem na hora.
   */
  exigirAprovacaoTratamento?: boolean;
  importarPeriodosAquisitivos?: boolean;
  /** Exige segundo fator (TOTP) de quem tem itens no MenuAdmin. */
  exigirSegundoFatorAdmin?: boolean;
};

const cadastro = (nome: string) =>
  pgTable(
    nome,
    {
      empresaId: integer('empresa_id')
        .notNull()
        .references(() => empresa.id),
      id: integer('id').generatedAlwaysAsIdentity(),
      nome: text('nome').notNull(),
      codigo: text('codigo'),
      ativo: boolean('ativo').notNull().default(true),
    },
    (t) => [
      primaryKey({ columns: [t.empresaId, t.id] }),
      uniqueIndex(`${nome}_empresa_nome_uq`).on(t.empresaId, sql`lower(${t.nome})`),
    ],
  );

export const departamento = cadastro('departamento');
export const cargo = cadastro('cargo');
export const centroCusto = cadastro('centro_custo');
export const sindicato = cadastro('sindicato');
/** Grupo de pessoas (além de filial e departamento) para filtros, escalas e mensagens. */
export const grupo = cadastro('grupo');

/** Filial (estabelecimento): cada uma tem o seu REP-P e a sua sequência de NSR. */
export const filial = pgTable(
  'filial',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresa.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    /** Inscrição do empregador no estabelecimento: CNPJ (14 dígitos) ou CPF (11), conforme o tipo. */
    tipoInscricao: text('tipo_inscricao').$type<TipoInscricao>().notNull().default('CNPJ'),
    cnpj: text('cnpj').notNull(),
    /** CAEPF (14 dígitos) do empregador pessoa física, quando houver. */
    caepf: text('caepf'),
    /** CNO (12 dígitos) da obra, quando houver. */
    cno: text('cno'),
    /** Nome do município (o do IBGE quando há `municipioIbge`; texto livre nas filiais antigas). */
    cidade: text('cidade'),
    uf: text('uf').notNull().default('SP'),
    /** Código IBGE de 7 dígitos do município (pertence à UF); nulo até o RH escolher. */
    municipioIbge: integer('municipio_ibge'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    /** CEP com 8 dígitos, sem hífen. */
    cep: text('cep'),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.id] }),
    check('filial_tipo_inscricao_ck', sql`${t.tipoInscricao} in ('CNPJ', 'CPF')`),
  ],
);

export type TipoInscricao = 'CNPJ' | 'CPF';
