// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { IDENTIFICACAO_PTRP } from './identificacao.ts';
