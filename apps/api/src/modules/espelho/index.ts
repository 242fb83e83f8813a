// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export { documentoEspelho } from './espelho.pdf.ts';
export { agoraNaEmpresa } from './espelho.periodo.ts';
export { espelhoRepository } from './espelho.repository.ts';
export type { LerOcorrenciasGravadas } from './ocorrencias.ts';
