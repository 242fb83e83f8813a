// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { DiferencaLevada, DiferencasDaCompetencia } from './use-cases/comum.ts';
export { juntarQuantidades } from './use-cases/juntar-quantidades.ts';
export { verbaRoutes } from './verba.routes.ts';
export { createVerbaService, type VerbaDeps, type VerbaService } from './verba.service.ts';
