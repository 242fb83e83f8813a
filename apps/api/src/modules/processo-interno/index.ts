// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { processoInternoRoutes } from './processo-interno.routes.ts';
export type {
  ProcessoInternoDeps,
  ProcessoInternoService,
} from './processo-interno.service.ts';
export { createProcessoInternoService } from './processo-interno.service.ts';
