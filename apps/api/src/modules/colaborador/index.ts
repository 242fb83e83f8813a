// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { colaboradoresPorPis } from './colaborador.pis.ts';
export { listVinculos } from './colaborador.repository.ts';
