// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { AlocacaoRow } from './alocacao.repository.ts';
export { alocacaoRepository } from './alocacao.repository.ts';
export { alocacaoRoutes } from './alocacao.routes.ts';
export { createAlocacaoService } from './alocacao.service.ts';
export { alocacao } from './alocacao.table.ts';
