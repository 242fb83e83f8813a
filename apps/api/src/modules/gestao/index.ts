// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { gestaoRoutes } from './gestao.routes.ts';
export { createGestaoService } from './gestao.service.ts';
