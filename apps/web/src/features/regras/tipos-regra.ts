import { tipoRegraCalculoSchema } from '@jornada/contracts';

export type TipoRegraCalculo = (typeof tipoRegraCalculoSchema.options)[number];
export const TIPOS_REGRA = tipoRegraCalculoSchema.options;
