// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
// Rascunho de importação por planilha, comum aos colaboradores e aos cadastros da estrutura.
export { rascunhoRepository, type TabelaDeRascunho } from './rascunho.repository.ts';
export { chavesDoRascunho, colunasDoRascunho } from './rascunho.table.ts';
