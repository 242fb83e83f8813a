// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { intermitenteRoutes } from './intermitente.routes.ts';
export type { IntermitenteService } from './intermitente.service.ts';
export { createIntermitenteService } from './intermitente.service.ts';
export {
  type JornadaConvocada,
  listJornadasConvocadas,
} from './use-cases/jornada-convocada.ts';
