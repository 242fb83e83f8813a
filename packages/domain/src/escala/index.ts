// Escalas: padrões, expansão por data, jornada efetiva com ações e validações (spec §2–§5).
export type { AcaoDisponivel, AcaoId, ConfigAcoesDisponiveis } from './acoes.ts';
export { ACOES, acoesDisponiveis, limiteLabel } from './acoes.ts';
export { ACRESCIMO_MAXIMO_DIARIO } from './compensacao.ts';
export {
  comprimentoCiclo,
  contratoSemanal,
  expandirEscala,
  expandirPeriodo,
  turnoNormal,
} from './expandir.ts';
export type { ContextoJornada, EntradaJornadaEfetiva } from './jornada-efetiva.ts';
export { jornadaEfetiva, jornadaEfetivaPeriodo } from './jornada-efetiva.ts';
export type {
  Acao,
  Alocacao,
  AlteracaoEscala,
  DiaEfetivo,
  DiaEscala,
  DiaPadrao,
  DiaSemana,
  Escala,
  EscalaCiclica,
  EscalaSemanal,
  EscalaSemanalRotativa,
  IntervaloMinutos,
  JornadaHHMM,
  JornadaMinutos,
  ModoAlocacaoDataFim,
  NovaAcao,
  StatusAcao,
  TipoAcao,
  TipoDiaEfetivo,
  TipoDiaEscala,
  Turno,
} from './tipos.ts';
export { CONTRATO_SEMANAL_PADRAO } from './tipos.ts';
export {
  createTurno,
  diaParaMotor,
  jornadaDeHHMM,
  jornadaParaHHMM,
  minutosDaJornada,
  turnoParaJornada,
} from './turno.ts';
export type { CodigoErroAcao, ConfigAcoes, EntradaValidarAcao, ErroAcao } from './validar-acao.ts';
export { MENSAGEM_ACAO_DUPLICADA, validarAcao } from './validar-acao.ts';
export type {
  OpcoesValidarEscala,
  ProblemasEscala,
  ResultadoValidarEscala,
} from './validar-escala.ts';
export { validarEscala } from './validar-escala.ts';
export { estaEmVigor, ocupaODia } from './vigencia.ts';
