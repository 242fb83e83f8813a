// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export type { MarcacaoAvaliada } from './alerta.avaliar.ts';
export { createAvaliacaoMarcacao } from './alerta.avaliar.ts';
export type { DepsEntrega, EntregaAlertas } from './alerta.entrega.ts';
export { createEntregaAlertas } from './alerta.entrega.ts';
export { createAlertaFaceRecusada } from './alerta.face.ts';
export type { JornadaPrevista } from './alerta.leituras.ts';
export { alertaRoutes } from './alerta.routes.ts';
export type { AlertaService } from './alerta.service.ts';
export { createAlertaService } from './alerta.service.ts';
export { createVarreduraAusencias } from './alerta.varredura.ts';
