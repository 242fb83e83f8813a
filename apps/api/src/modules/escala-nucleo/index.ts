/**
 * Núcleo da família da escala: as tabelas e consultas de escalas, turnos, gestões, condições de
 * trabalho, alocações, ações e feriados municipais, o contexto que a jornada efetiva usa, as
 * permissões, a auditoria e o mapeamento. Os módulos da família (escala, acao, alocacao,
 * calendario, condicao-trabalho, feriado, gestao, turno) dependem dele; ele não depende de
 * nenhum deles (docs/architecture.md).
 */
export type { AcaoComNomes, AcaoRow, AcaoValores } from './acao.repository.ts';
export { acaoRepository } from './acao.repository.ts';
export type { AlocacaoComNomes, AlocacaoRow } from './alocacao.repository.ts';
export { alocacaoRepository } from './alocacao.repository.ts';
export { alocacao } from './alocacao.table.ts';
export { contem } from './busca.ts';
export { calendarioRepository } from './calendario.repository.ts';
export { feriadoMunicipal } from './calendario.table.ts';
export type {
  CondicaoTrabalhoRow,
  CondicaoTrabalhoValores,
} from './condicao-trabalho.repository.ts';
export { condicaoTrabalhoRepository } from './condicao-trabalho.repository.ts';
export { condicaoTrabalho } from './condicao-trabalho.table.ts';
export { definidos, doColaborador, juntas, paginaComTotal, seInformado } from './consulta.ts';
export { auditarEscala } from './escala.auditoria.ts';
export type { Catalogo, ConfigDia } from './escala.contexto.ts';
export {
  configDaEscala,
  contextoJornada,
  hojeDaEmpresa,
  loadCatalogo,
  loadContextos,
} from './escala.contexto.ts';
export type { DiaCalculado } from './escala.jornada.ts';
export { calcularPeriodo } from './escala.jornada.ts';
export {
  acaoParaDominio,
  dataHora,
  hhmm,
  minutosDe,
  padraoParaDominio,
  somarDias,
  turnoParaDominio,
  turnosDoPadrao,
} from './escala.mapper.ts';
export {
  alcanceDe,
  canGerir,
  canLer,
  ehRh,
  exigirGestao,
  exigirGestorOuRh,
  exigirLeitura,
  exigirRh,
  filtroAlcance,
  MENSAGEM_FORA_DA_EQUIPE,
} from './escala.permissao.ts';
export type { EscalaRow } from './escala.repository.ts';
export { escalaRepository } from './escala.repository.ts';
export { escala } from './escala.table.ts';
export {
  exigirEscalaValida,
  revalidarEscalas,
  usaTurno,
  validarComCondicao,
} from './escala.validacao.ts';
export type { GestaoRow } from './gestao.repository.ts';
export { gestaoRepository } from './gestao.repository.ts';
export { gestao } from './gestao.table.ts';
export type { Pessoa } from './pessoa.repository.ts';
export { pessoaRepository } from './pessoa.repository.ts';
export type { TurnoRow, TurnoValores } from './turno.repository.ts';
export { turnoRepository } from './turno.repository.ts';
export { turno } from './turno.table.ts';
