// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { condicaoTrabalhoRoutes } from './condicao-trabalho.routes.ts';
export { createCondicaoTrabalhoService } from './condicao-trabalho.service.ts';
