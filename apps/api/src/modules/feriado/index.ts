// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { feriadoRoutes } from './feriado.routes.ts';
export { createFeriadoService } from './feriado.service.ts';
