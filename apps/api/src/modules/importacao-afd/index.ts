// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { marcacaoImportada, repExterno } from './importacao-afd.table.ts';
