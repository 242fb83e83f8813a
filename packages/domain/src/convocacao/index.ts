// Trabalho intermitente: convocação, prazos, multa e recibo do período (CLT art. 452-A).
export {
  avaliarConvocacao,
  DIAS_PRAZO_MULTA_CONVOCACAO,
  multaConvocacao,
} from './avaliar-convocacao.ts';
export type {
  AdicionalPeriodo,
  EntradaPagamentoIntermitente,
  LinhaPagamentoIntermitente,
  PagamentoIntermitente,
  ParcelaIntermitente,
  ProporcaoDsr,
} from './pagamento-periodo.ts';
export { apurarPagamentoIntermitente } from './pagamento-periodo.ts';
export type { CalendarioConvocacao } from './prazos.ts';
export {
  DIAS_ANTECEDENCIA_CONVOCACAO,
  inicioMinimoConvocacao,
  isAntecedenciaValida,
  prazoRespostaConvocacao,
} from './prazos.ts';
export type {
  CodigoErroConvocacao,
  ConfiguracaoConvocacao,
  Convocacao,
  Descumprimento,
  EntradaConvocacao,
  ErroConvocacao,
  MultaConvocacao,
  ParteConvocacao,
  RegraAntecedencia,
  RespostaConvocacao,
  ResultadoConvocacao,
  SituacaoConvocacao,
} from './tipos.ts';
