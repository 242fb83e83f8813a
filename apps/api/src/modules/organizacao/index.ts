// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { listEmpresasCadastradas } from './organizacao.repository.ts';
export { organizacaoRoutes } from './organizacao.routes.ts';
export type { OrganizacaoService, RepDoEmpregador } from './organizacao.service.ts';
export { createOrganizacaoService } from './organizacao.service.ts';
export {
  cargo,
  centroCusto,
  departamento,
  empresa,
  filial,
  grupo,
  sindicato,
} from './organizacao.table.ts';
