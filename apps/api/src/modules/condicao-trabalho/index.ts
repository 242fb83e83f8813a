// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { CondicaoTrabalhoRow } from './condicao-trabalho.repository.ts';
export { condicaoTrabalhoRepository } from './condicao-trabalho.repository.ts';
export { condicaoTrabalhoRoutes } from './condicao-trabalho.routes.ts';
export { createCondicaoTrabalhoService } from './condicao-trabalho.service.ts';
export { condicaoTrabalho } from './condicao-trabalho.table.ts';
