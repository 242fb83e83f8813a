// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { colaboradorAcessivel, isGestorDe, isRh, ROTA_RH, ROTAS_GESTOR } from './acesso-ponto.ts';
export { listTratamentosPendentes } from './pendentes.ts';
export { pontoRepository } from './ponto.repository.ts';
export { prepararMarcacoesTratadas } from './use-cases/marcacoes-tratadas.ts';
export type { PontoTratado } from './use-cases/ponto-tratado.ts';
export { loadPontoTratado } from './use-cases/ponto-tratado.ts';
