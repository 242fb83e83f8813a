// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { arquivosFiscaisRoutes } from './arquivos-fiscais.routes.ts';
export { createArquivosFiscaisService } from './arquivos-fiscais.service.ts';
