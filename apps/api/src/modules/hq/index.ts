// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { hqRepository } from './hq.repository.ts';
export { hqRoutes } from './hq.routes.ts';
export type { HqService } from './hq.service.ts';
export { createHqService } from './hq.service.ts';
