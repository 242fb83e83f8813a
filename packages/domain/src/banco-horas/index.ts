// Banco de horas: o extrato do empregado por ciclos (CLT art. 59 §§2º, 3º, 5º, 6º).
export { apurarBancoHoras, apurarBancoHorasComPagamentos } from './apurar-banco-horas.ts';
export { calendarioCiclos, type PeriodoCiclo } from './ciclos.ts';
export {
  CONFIGURACAO_BANCO_HORAS_PADRAO,
  resolverConfiguracaoBancoHoras,
} from './configuracao.ts';
export { ErroBancoHoras } from './erros.ts';
export {
  apurarPagamentoEstagio,
  type EstagioBancoHoras,
  type ExcedenteEstagio,
  excedenteDoEstagio,
  type PagamentoEstagioApurado,
} from './estagios.ts';
export {
  type MarcacoesSimuladas,
  type MotivoSimulacaoInvalida,
  marcacoesSimuladas,
  minutosPrevistos,
} from './simulacao.ts';
export type * from './tipos.ts';
