// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { operadorRoutes } from './operador.routes.ts';
export type { OperadorService } from './operador.service.ts';
export { createOperadorService, createRestricoesEmpresa } from './operador.service.ts';
export { empresaCliente } from './operador.table.ts';
