// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export type { TratativaVigente } from './divergencia.repository.ts';
export { divergenciaRoutes } from './divergencia.routes.ts';
export { createDivergenciaService, type DivergenciaService } from './divergencia.service.ts';
export { divergenciaTratativa } from './divergencia.table.ts';
