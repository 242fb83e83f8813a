import { type Campo, type DescricaoTipo, TIPOS } from '../regras/index.ts';
import type { TipoConvencao } from './tipos-convencao.ts';

/**
 * Os campos dos tipos de regra de cálculo que uma convenção regula, com o fundamento legal
 * mostrado como ajuda: os mesmos da tela de regras de cálculo (uma só descrição por tipo).
 */
export type { Campo };
export const TIPOS_REGRA: Readonly<Record<TipoConvencao, DescricaoTipo>> = TIPOS;
export { resumoParametros, rotuloDoCampo } from '../regras/index.ts';
