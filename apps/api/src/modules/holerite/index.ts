// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { holeriteRoutes } from './holerite.routes.ts';
export {
  createHoleriteService,
  type HoleriteDeps,
  type HoleriteService,
} from './holerite.service.ts';
export { type DadosDivisao, FILA_HOLERITE_DIVISAO } from './use-cases/dividir.ts';
