// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { GestaoRow } from './gestao.repository.ts';
export { gestaoRepository } from './gestao.repository.ts';
export { gestaoRoutes } from './gestao.routes.ts';
export { createGestaoService } from './gestao.service.ts';
export { gestao } from './gestao.table.ts';
