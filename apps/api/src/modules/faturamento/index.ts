// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { faturamentoRoutes } from './faturamento.routes.ts';
export {
  createFaturamentoService,
  type FaturamentoDeps,
  type FaturamentoService,
} from './faturamento.service.ts';
