import { eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { rascunhoRepository } from '../rascunho-planilha/index.ts';
import { cadastroImportacao } from './cadastro-importacao.table.ts';

/** Rascunhos de importação de um cadastro da estrutura, sempre filtrados por empresaId. */
export const cadastroImportacaoRepository = (escopo: Escopo, cadastro: string) =>
  rascunhoRepository(cadastroImportacao, escopo, eq(cadastroImportacao.cadastro, cadastro));
