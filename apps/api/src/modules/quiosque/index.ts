// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export type { MarcarPontoFn, VerificarFace } from './quiosque.comum.ts';
export { quiosqueRoutes } from './quiosque.routes.ts';
export type { QuiosqueService } from './quiosque.service.ts';
export { createQuiosqueService } from './quiosque.service.ts';
