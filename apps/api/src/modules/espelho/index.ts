// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export { documentoEspelho } from './espelho.pdf.ts';
export { agoraNaEmpresa, periodoDoMes } from './espelho.periodo.ts';
export { espelhoRepository } from './espelho.repository.ts';
export { totalizar } from './espelho.totais.ts';
export type { LerOcorrenciasGravadas } from './ocorrencias.ts';
