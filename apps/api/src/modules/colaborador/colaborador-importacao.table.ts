import { pgTable } from 'drizzle-orm/pg-core';
import { chavesDoRascunho, colunasDoRascunho } from '../rascunho-planilha/index.ts';

/**
 * Rascunho de uma importação de colaboradores por planilha (`colunasDoRascunho`): as células
 * lidas no envio para a prévia e a confirmação, e o resultado com as linhas recusadas.
 */
export const colaboradorImportacao = pgTable('colaborador_importacao', colunasDoRascunho(), (t) =>
  chavesDoRascunho('colaborador_importacao', t),
);
