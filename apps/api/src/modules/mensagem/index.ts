// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export { ROTA_MENSAGENS_GESTOR, ROTA_MENSAGENS_RH } from './mensagem.comum.ts';
export { mensagemRoutes } from './mensagem.routes.ts';
export {
  createMensagemService,
  type MensagemDeps,
  type MensagemService,
} from './mensagem.service.ts';
export {
  type ConfigMessageBird,
  createMessageBird,
  type ProvedorSms,
  smsDoAmbiente,
} from './mensagem.sms.ts';
