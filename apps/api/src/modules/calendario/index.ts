// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { empregadoEm } from './calendario.formato.ts';
export { calendarioRoutes } from './calendario.routes.ts';
export { createCalendarioService } from './calendario.service.ts';
export { paraItemAcao } from './use-cases/dia.ts';
export type { ListarAusencias, ListarFolgasBancoFolgas } from './use-cases/tag.ts';
