// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export {
  type AusenciaAceita,
  cancelarAusenciaAceita,
  isMotivoAbono,
  registrarAusenciaAceita,
} from './abono.registro.ts';
export { listAusenciasAtivas } from './abono.repository.ts';
export { ausenciaJustificada } from './abono.table.ts';
