// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { HorarioContratualRow } from './horario-contratual.repository.ts';
export {
  horarioContratualRepository,
  horarioVigente,
  jornadaContratual,
} from './horario-contratual.repository.ts';
