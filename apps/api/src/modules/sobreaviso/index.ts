// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { sobreavisoRoutes } from './sobreaviso.routes.ts';
export { createSobreavisoService, type SobreavisoService } from './sobreaviso.service.ts';
export {
  type AcionamentoDoDia,
  type EsperaDoDia,
  listSobreavisoDoPeriodo,
  type SobreavisoDoPeriodo,
} from './use-cases/espelho.ts';
export type { QuantidadesSobreaviso } from './use-cases/folha.ts';
export { listSobreavisosPendentes } from './use-cases/pendentes.ts';
