// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { createCofreFacial } from './biometria.cripto.ts';
export { biometriaRoutes, ROTA_BIOMETRIA, ROTA_MINHA_BIOMETRIA } from './biometria.routes.ts';
export type { BiometriaService, EntradaVerificacao } from './biometria.service.ts';
export { createBiometriaService } from './biometria.service.ts';
