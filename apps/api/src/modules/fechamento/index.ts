// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { diferencasParaFolha } from './diferencas.ts';
export { fechamentoRoutes } from './fechamento.routes.ts';
export {
  createFechamentoService,
  type FechamentoDeps,
  type FechamentoService,
} from './fechamento.service.ts';
