// Sobreaviso e prontidão (CLT art. 244 §§2º–3º, Súmula 428 TST).
export {
  apurarSobreaviso,
  equivalenteHoraNormal,
  LIMITE_ESCALA_SOBREAVISO,
} from './apurar-sobreaviso.ts';
export type {
  Acionamento,
  AlertaEscalaSobreaviso,
  AlertaSobreaviso,
  ConfiguracaoSobreaviso,
  EntradaSobreaviso,
  EscalaSobreaviso,
  EscalaSobreavisoApurada,
  ResultadoSobreaviso,
  TipoSobreaviso,
  TotaisSobreaviso,
} from './tipos.ts';
export {
  type CodigoProblemaEscala,
  DESCANSO_ENTRE_JORNADAS,
  type EntradaValidacaoEscala,
  type ProblemaEscala,
  type TrabalhoDoDia,
  validarEscalaSobreaviso,
} from './validar-escala.ts';
