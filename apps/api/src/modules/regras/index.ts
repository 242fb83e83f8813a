/**
 * Porta de entrada do módulo de regras: regras de cálculo (`calculo/`), regras de ponto
 * (`ponto/`) e as alocações de regra com vigência (`alocacao/`). As três partes se referem umas
 * às outras (a regra de ponto aponta a de cálculo; a alocação, a de ponto; a forma de apuração,
 * a de ponto) e por isso formam um módulo só (docs/architecture.md).
 */
export { alocacaoRegraRoutes } from './alocacao/alocacao-regra.routes.ts';
export { createAlocacaoRegraService } from './alocacao/alocacao-regra.service.ts';
export { regraApuracaoRoutes } from './calculo/regra-apuracao.routes.ts';
export { createRegraApuracaoService } from './calculo/regra-apuracao.service.ts';
export { regraCalculoRoutes } from './calculo/regra-calculo.routes.ts';
export { createRegraCalculoService } from './calculo/regra-calculo.service.ts';
export { auditar, dataBr } from './calculo/regra-comum.ts';
export { regraPontoRoutes } from './ponto/regra-ponto.routes.ts';
export { createRegraPontoService } from './ponto/regra-ponto.service.ts';
export { createRegraService } from './ponto/regra-vigente.service.ts';
