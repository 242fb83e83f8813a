// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { escalaRoutes } from './escala.routes.ts';
export type { EscalaService } from './escala.service.ts';
export { createEscalaService } from './escala.service.ts';
