// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export type { Notificador } from './notificacao.avisos.ts';
export { avisandoDecisaoTratamento, avisarStatusAcao } from './notificacao.avisos.ts';
export type { MensagemPush, ResultadoPush } from './notificacao.service.ts';
