import type { ModuloOpcional, SituacaoEmpresa } from '@jornada/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { empresa } from '../organizacao/index.ts';

/**
 * O que a operadora (empresa 1) guarda de cada empresa cliente: nome fantasia, situação (suspensa
 * não entra nem chama a API) e módulos desligados. Empresa sem linha aqui está ativa e com todos os
 * módulos. O plano é do faturamento (`plano_faturamento_empresa`).
 */
export const empresaCliente = pgTable('empresa_cliente', {
  empresaId: integer('empresa_id')
    .primaryKey()
    .references(() => empresa.id),
  nomeFantasia: text('nome_fantasia'),
  situacao: text('situacao').$type<SituacaoEmpresa>().notNull().default('ativa'),
  motivoSituacao: text('motivo_situacao'),
  situacaoEm: timestamp('situacao_em', { withTimezone: true }),
  modulosDesligados: jsonb('modulos_desligados').$type<ModuloOpcional[]>().notNull().default([]),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
