// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { contem } from './busca.ts';
export { definidos, doColaborador, juntas, paginaComTotal, seInformado } from './consulta.ts';
export { auditarEscala } from './escala.auditoria.ts';
export type { Catalogo, ConfigDia } from './escala.contexto.ts';
export {
  carregarCatalogo,
  carregarContextos,
  configDaEscala,
  contextoJornada,
  hojeDaEmpresa,
} from './escala.contexto.ts';
export type { DiaCalculado } from './escala.jornada.ts';
export { calcularPeriodo } from './escala.jornada.ts';
export {
  acaoParaDominio,
  dataHora,
  hhmm,
  minutosDe,
  somarDias,
  turnoParaDominio,
} from './escala.mapper.ts';
export {
  alcanceDe,
  ehRh,
  exigirGestao,
  exigirGestorOuRh,
  exigirLeitura,
  exigirRh,
  filtroAlcance,
  MENSAGEM_FORA_DA_EQUIPE,
  podeGerir,
  podeLer,
} from './escala.permissao.ts';
export type { EscalaRow } from './escala.repository.ts';
export { escalaRepository } from './escala.repository.ts';
export { createEscalaService } from './escala.service.ts';
export { escala } from './escala.table.ts';
export { revalidarEscalas, usaTurno } from './escala.validacao.ts';
export type { Pessoa } from './pessoa.repository.ts';
export { pessoaRepository } from './pessoa.repository.ts';
