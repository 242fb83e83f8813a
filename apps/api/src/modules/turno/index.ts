// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { turnoRoutes } from './turno.routes.ts';
export { createTurnoService } from './turno.service.ts';
