// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { alocacaoRoutes } from './alocacao.routes.ts';
export { createAlocacaoService } from './alocacao.service.ts';
