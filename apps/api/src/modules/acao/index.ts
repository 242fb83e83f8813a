// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { acaoRoutes } from './acao.routes.ts';
export { createAcaoService } from './acao.service.ts';
