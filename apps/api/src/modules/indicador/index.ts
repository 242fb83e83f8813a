// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { indicadorRoutes } from './indicador.routes.ts';
export { createIndicadorService, type IndicadorService } from './indicador.service.ts';
