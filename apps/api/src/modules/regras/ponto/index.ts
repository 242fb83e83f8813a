// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { regraPontoRepository } from './regra-ponto.repository.ts';
export type { createRegraPontoService } from './regra-ponto.service.ts';
export { regraPonto, regraPontoVersao } from './regra-ponto.table.ts';
export { createRegraService } from './regra-vigente.service.ts';
