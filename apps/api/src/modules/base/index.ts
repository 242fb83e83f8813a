// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { semAcento } from './base.repository.ts';
export { type ProdutoBaseOpts, produtoBaseRoutes } from './produto-base.routes.ts';
