import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import type { DbHandle } from './client.ts';
import { campoCopia, copiarLinhas } from './copia.ts';

/**
 * O COPY da carga em massa, no banco do teste (PGlite ou PostgreSQL): cada tipo de campo volta
 * igual, inclusive textos com tabulação, quebra de linha e barra invertida e JSON com aspas; e a
 * carga faz parte da transação de quem chama (um rollback não deixa nenhuma linha).
 */

let database: DbHandle;

beforeAll(async () => {
  database = await createTestDb();
  await database.query(
    'create table copia_teste (id int primary key, texto text, valor float8, ativo boolean, dados jsonb, em timestamptz)',
  );
}, 600_000);
afterAll(async () => {
  await database?.close();
});

const linha = (valores: unknown[]) => valores.map(campoCopia).join('\t');
const COLUNAS = ['id', 'texto', 'valor', 'ativo', 'dados', 'em'];

describe('copiarLinhas', () => {
  it('grava cada tipo como veio, com os caracteres que o formato texto escapa', async () => {
    const em = new Date('2026-10-05T11:30:00.000Z');
    const estranho = 'a\tb\nc\rd\\e "f" \\N';
    const texto = `${[
      linha([1, estranho, 1.5e-7, true, { nome: 'x"y\\z', lista: ['08:00'] }, em]),
      linha([2, null, -Infinity, false, [], null]),
      linha([3, '', 480, false, ['MARCACAO_IMPAR'], em]),
    ].join('\n')}\n`;
    await database.db.transaction((tx) => copiarLinhas(tx, 'copia_teste', COLUNAS, texto));
    const rows = await database.query<Record<string, unknown>>(
      'select id, texto, valor, ativo, dados, em from copia_teste order by id',
    );
    expect(
      rows.map((r) => ({ ...r, em: r.em ? new Date(r.em as string).toISOString() : null })),
    ).toEqual([
      {
        id: 1,
        texto: estranho,
        valor: 1.5e-7,
        ativo: true,
        dados: { nome: 'x"y\\z', lista: ['08:00'] },
        em: em.toISOString(),
      },
      { id: 2, texto: null, valor: -Infinity, ativo: false, dados: [], em: null },
      {
        id: 3,
        texto: '',
        valor: 480,
        ativo: false,
        dados: ['MARCACAO_IMPAR'],
        em: em.toISOString(),
      },
    ]);
  });

  it('faz parte da transação: um erro depois da carga desfaz as linhas copiadas', async () => {
    const falha = database.db.transaction(async (tx) => {
      await copiarLinhas(tx, 'copia_teste', COLUNAS, `${linha([10, 'x', 1, true, [], null])}\n`);
      throw new Error('falhou depois da carga');
    });
    await expect(falha).rejects.toThrow('falhou depois da carga');
    const [{ total } = { total: -1 }] = await database.query<{ total: number }>(
      'select count(*)::int as total from copia_teste where id = 10',
    );
    expect(total).toBe(0);
  });

  it('uma linha inválida recusa a carga inteira', async () => {
    const texto = `${linha([20, 'ok', 1, true, [], null])}\n${linha([21, 'ok', 'não é número', true, [], null])}\n`;
    await expect(
      database.db.transaction((tx) => copiarLinhas(tx, 'copia_teste', COLUNAS, texto)),
    ).rejects.toThrow();
    const [{ total } = { total: -1 }] = await database.query<{ total: number }>(
      'select count(*)::int as total from copia_teste where id in (20, 21)',
    );
    expect(total).toBe(0);
  });

  it('fora de uma transação, usa uma conexão própria', async () => {
    await copiarLinhas(
      database.db,
      'copia_teste',
      COLUNAS,
      `${linha([30, 'solta', 2, true, [], null])}\n`,
    );
    const [r] = await database.query<{ texto: string }>(
      'select texto from copia_teste where id = 30',
    );
    expect(r?.texto).toBe('solta');
  });

  it('sem linhas, não vai ao banco', async () => {
    await expect(copiarLinhas(database.db, 'tabela_que_nao_existe', COLUNAS, '')).resolves.toBe(
      undefined,
    );
  });
});
