import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { chavesDoRascunho, colunasDoRascunho } from '../rascunho-planilha/index.ts';

/**
 * Rascunho de uma importação de cadastro da estrutura (departamentos, grupos, centros de custo,
 * sindicatos ou cargos) por planilha: as mesmas colunas e o mesmo ciclo do rascunho de
 * colaboradores (`colunasDoRascunho`), mais qual cadastro.
 */
export const cadastroImportacao = pgTable(
  'cadastro_importacao',
  {
    ...colunasDoRascunho(),
    /** Caminho do cadastro (departamentos, grupos, centros-custos, sindicatos, cargos). */
    cadastro: text('cadastro').notNull(),
  },
  (t) => [
    ...chavesDoRascunho('cadastro_importacao', t),
    check(
      'cadastro_importacao_cadastro_ck',
      sql`${t.cadastro} in ('departamentos', 'grupos', 'centros-custos', 'sindicatos', 'cargos')`,
    ),
  ],
);
