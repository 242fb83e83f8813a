// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export { type DadosEnvio, FILA_ASSINATURA_ENVIO } from './assinatura.deps.ts';
export { assinaturaRoutes } from './assinatura.routes.ts';
export { type AssinaturaService, createAssinaturaService } from './assinatura.service.ts';
