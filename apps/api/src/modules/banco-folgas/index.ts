// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export {
  cabeFolgaBancoFolgas,
  comFolgasDoBanco,
  listFolgasBancoFolgas,
} from './banco-folgas.fontes.ts';
export { bancoFolgasRoutes } from './banco-folgas.routes.ts';
export {
  type BancoFolgasService,
  createBancoFolgasService,
  type ListarFeriasDoDia,
} from './banco-folgas.service.ts';
