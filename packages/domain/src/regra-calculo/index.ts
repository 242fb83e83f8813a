// Regras de cálculo: os doze tipos, a regra de ponto que os compõe e a vigência (resolução pura).
export {
  completarParametros,
  montarConfiguracao,
  type ParametrosEscolhidos,
} from './configuracao.ts';
export { type ConvencaoVigencia, convencaoNaData, mesclarComConvencao } from './convencao.ts';
export { derivarHoraNoturna, PARAMETROS_PADRAO } from './padrao.ts';
export type * from './tipos.ts';
export { TIPOS_REGRA_CALCULO } from './tipos.ts';
export {
  createResolvedorDeRegras,
  type ResolvedorDeRegras,
  versaoVigente,
} from './vigencia.ts';
