// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { listAusenciasAtivas } from './abono.repository.ts';
