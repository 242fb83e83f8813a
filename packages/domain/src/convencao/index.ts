// Convenções coletivas (CCT): modelos de exemplo e parâmetros fora do motor. A vigência e a
// precedência sobre a regra ficam em regra-calculo/convencao.ts (o resolvedor as usa).
export {
  AVISO_MODELO,
  MODELOS_CONVENCAO,
  type ModeloConvencao,
  PARAMETROS_CONVENCAO_PADRAO,
  type ParametrosConvencao,
} from './modelos.ts';
