import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import type { DbHandle } from '../db/client.ts';
import { historicoRepository, type Mudanca, trilhaDaMudanca } from './historico.ts';

/** Uma tabela de versões como a dos módulos, e uma de autores, só para este teste. */
const versoes = pgTable('teste_historico_versao', {
  empresaId: integer('empresa_id').notNull(),
  id: integer('id').generatedAlwaysAsIdentity(),
  entidade: text('entidade').notNull(),
  entidadeId: integer('entidade_id').notNull(),
  versao: integer('versao').notNull(),
  acao: text('acao').notNull(),
  dados: jsonb('dados').notNull(),
  autorId: integer('autor_id'),
  em: timestamp('em', { withTimezone: true }).notNull(),
});
const autores = pgTable('teste_historico_autor', {
  empresaId: integer('empresa_id').notNull(),
  id: integer('id').notNull(),
  nome: text('nome').notNull(),
});

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
  await h.query(`create table teste_historico_versao (
    empresa_id integer not null, id integer generated always as identity, entidade text not null,
    entidade_id integer not null, versao integer not null, acao text not null,
    dados jsonb not null, autor_id integer, em timestamptz not null,
    primary key (empresa_id, id))`);
  await h.query(`create table teste_historico_autor (
    empresa_id integer not null, id integer not null, nome text not null,
    primary key (empresa_id, id))`);
  await h.query(`insert into teste_historico_autor values (1, 7, 'Ana RH'), (2, 7, 'Outra')`);
});
afterAll(() => h.close());

/** O item 10 na versão dada: o registro inteiro vai para `dados`. */
const item = (versao: number) => ({ id: 10, versao, nome: `v${versao}` });

const mudanca = (versao: number, acao: string, em: string): Mudanca<'item'> => ({
  entidade: 'item',
  acao,
  antes: versao === 1 ? null : item(versao - 1),
  depois: item(versao),
  em: new Date(em),
});

describe('histórico de versões', () => {
  it('grava cada versão com os dados de depois e lista no formato da resposta', async () => {
    const empresa1 = (ordem: 'antigas-primeiro' | 'recentes-primeiro') =>
      historicoRepository<'item' | 'outro'>({ db: h.db, empresaId: 1 }, versoes, autores, ordem);
    await empresa1('antigas-primeiro').inserir(mudanca(1, 'inclusao', '2026-11-16T10:00:00Z'), 7);
    await empresa1('antigas-primeiro').inserir(
      mudanca(2, 'alteracao', '2026-11-16T11:00:00Z'),
      null,
    );
    await historicoRepository(
      { db: h.db, empresaId: 2 },
      versoes,
      autores,
      'antigas-primeiro',
    ).inserir(mudanca(9, 'inclusao', '2026-11-16T12:00:00Z'), 7);

    const antigas = await empresa1('antigas-primeiro').listar('item', 10);
    expect(antigas).toEqual([
      {
        versao: 1,
        acao: 'inclusao',
        alteradoPor: 7,
        alteradoPorNome: 'Ana RH',
        alteradoEm: '2026-11-16T10:00:00.000Z',
        dados: item(1),
      },
      {
        versao: 2,
        acao: 'alteracao',
        alteradoPor: null,
        alteradoPorNome: null,
        alteradoEm: '2026-11-16T11:00:00.000Z',
        dados: item(2),
      },
    ]);
    const recentes = await empresa1('recentes-primeiro').listar('item', 10);
    expect(recentes.map((v) => v.versao)).toEqual([2, 1]);
    expect(await empresa1('antigas-primeiro').listar('outro', 10)).toEqual([]);
    const empresa2 = historicoRepository(
      { db: h.db, empresaId: 2 },
      versoes,
      autores,
      'antigas-primeiro',
    );
    expect((await empresa2.listar('item', 10)).map((v) => [v.versao, v.alteradoPorNome])).toEqual([
      [9, 'Outra'],
    ]);
  });

  it('a trilha de auditoria leva antes, depois, ação e instante da mudança', () => {
    const m = mudanca(2, 'alteracao', '2026-11-16T11:00:00Z');
    expect(trilhaDaMudanca(m)).toEqual({
      entidadeId: 10,
      acao: 'alteracao',
      antes: item(1),
      depois: item(2),
      em: m.em,
    });
  });
});
