// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { cadastroRoutes } from './cadastro.routes.ts';
export { type CadastroService, createCadastroService } from './cadastro.service.ts';
export { listConvencoesDosColaboradores } from './convencao.repository.ts';
export { convencaoRoutes, ROTA_CONVENCOES } from './convencao.routes.ts';
export {
  type ConvencaoService,
  createConvencaoService,
  type PedirReprocessamento,
} from './use-cases/convencoes.ts';
