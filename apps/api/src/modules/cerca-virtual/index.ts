// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { cercaVirtualRoutes } from './cerca-virtual.routes.ts';
export {
  type CercaVirtualService,
  createCercaVirtualService,
  ROTA_CERCAS,
} from './cerca-virtual.service.ts';
export { createVerificarCerca } from './use-cases/verificar.ts';
