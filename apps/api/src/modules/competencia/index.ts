// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export {
  competenciaBr,
  competenciasEntre,
  exigirCompetenciaAberta,
  fecharCompetencia,
  listCompetenciaFechada,
  reabrirCompetencia,
  travarCompetencia,
} from './competencia.ts';
