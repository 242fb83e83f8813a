// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { registrarEmpregadoNoRep } from './organizacao.rep.ts';
export {
  cargo,
  centroCusto,
  departamento,
  empresa,
  filial,
  sindicato,
} from './organizacao.table.ts';
