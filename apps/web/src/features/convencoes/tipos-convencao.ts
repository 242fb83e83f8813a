/** Os tipos de regra de cálculo que uma convenção regula, na ordem do formulário. */
export const TIPOS_CONVENCAO = [
  'horaPositivaFaixas',
  'horaPositiva',
  'horaNoturna',
  'tolerancia',
  'domingo',
  'intervalo',
  'descansoObrigatorio',
  'horaNegativa',
  'falta',
] as const;
export type TipoConvencao = (typeof TIPOS_CONVENCAO)[number];
