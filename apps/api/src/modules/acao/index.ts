// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { AcaoRow } from './acao.repository.ts';
export { acaoRepository } from './acao.repository.ts';
export { acaoRoutes } from './acao.routes.ts';
export { createAcaoService } from './acao.service.ts';
