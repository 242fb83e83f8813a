// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export { createAlocacaoRegraService } from './alocacao-regra.service.ts';
export { alocacaoRegra } from './alocacao-regra.table.ts';
