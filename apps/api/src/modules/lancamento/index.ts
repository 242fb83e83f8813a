// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export { listAfastamentosAprovados } from './lancamento.afastamentos.ts';
export { listLancamentosPendentes } from './lancamento.pendentes.ts';
export { listAusenciasAprovadas } from './lancamento.repository.ts';
export { lancamentoRoutes } from './lancamento.routes.ts';
export type {
  EnviarParaAssinatura,
  LancamentoDeps,
  LancamentoService,
} from './lancamento.service.ts';
export { createLancamentoService } from './lancamento.service.ts';
