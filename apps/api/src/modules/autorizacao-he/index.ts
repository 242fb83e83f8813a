// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { autorizacaoHeRoutes } from './autorizacao-he.routes.ts';
export {
  type AutorizacaoHeService,
  createAutorizacaoHeService,
  listAutorizacoesHeDoPeriodo,
} from './autorizacao-he.service.ts';
export { pagarRetidasNoFechamento } from './use-cases/fechamento.ts';
