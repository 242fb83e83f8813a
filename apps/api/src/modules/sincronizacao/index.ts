// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export type { PortasSincronizacao, PortasSobre } from './sincronizacao.portas.ts';
export { ROTA_SINCRONIZACAO, sincronizacaoRoutes } from './sincronizacao.routes.ts';
export { createSincronizacaoService, type SincronizacaoService } from './sincronizacao.service.ts';
