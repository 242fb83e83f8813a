// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export {
  codigoComprovante,
  dhGravado,
  dhMarcado,
  offsetDoFuso,
  paraContrato,
  urlComprovante,
} from './marcacao.mapeamento.ts';
export { marcacaoRepository } from './marcacao.repository.ts';
export { marcacao, rep, repEvento } from './marcacao.table.ts';
export type { EmpregadoRep, Responsavel } from './use-cases/registrar-cadastro-rep.ts';
export {
  criarRepDaFilial,
  listFiliaisComRep,
  registrarEmpregadoNoRep,
  registrarEmpregadorNoRep,
} from './use-cases/registrar-cadastro-rep.ts';
export { registrarEventoRep } from './use-cases/registrar-evento-rep.ts';
export type { PedidoCerca, ResultadoCerca, VerificarCerca } from './use-cases/verificar-cerca.ts';
