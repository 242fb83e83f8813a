import type { DataIso } from '../tempo/index.ts';
import type { ParametrosEscolhidos } from './configuracao.ts';
import type { BaseRegras, TipoRegraCalculo } from './tipos.ts';

/**
 * Uma convenção coletiva (CCT) como o motor a vê: vigência e os parâmetros por tipo de regra de
 * cálculo (os mesmos doze tipos das regras de ponto). `vigenciaFim` nula = sem fim.
 */
export type ConvencaoVigencia = Omit<NonNullable<BaseRegras['convencoes']>[number], 'usuarioId'>;

/**
 * A convenção em vigor na data: entre as que cobrem a data, a de início mais recente (empate:
 * a de maior id, a cadastrada depois). Nenhuma → `undefined` (vale a regra e o padrão legal).
 */
export const convencaoNaData = <C extends ConvencaoVigencia>(
  convencoes: readonly C[],
  data: DataIso,
): C | undefined => {
  let vigente: C | undefined;
  for (const c of convencoes) {
    if (c.vigenciaInicio > data || (c.vigenciaFim !== null && c.vigenciaFim < data)) continue;
    const depois =
      !vigente ||
      c.vigenciaInicio > vigente.vigenciaInicio ||
      (c.vigenciaInicio === vigente.vigenciaInicio && c.convencaoId > vigente.convencaoId);
    if (depois) vigente = c;
  }
  return vigente;
};

/**
 * Precedência dos parâmetros (docs/decisoes/convencao-coletiva.md): regra explícita > CCT em
 * vigor no dia > padrão legal. Campo a campo dentro de cada tipo: o que a regra de ponto gravou
 * vence; o que ela não gravou vem da CCT; o resto fica no padrão (completado depois por
 * `montarConfiguracao`). Listas (faixas) são substituídas inteiras, nunca mescladas.
 */
export const mesclarComConvencao = (
  regra: ParametrosEscolhidos,
  convencao: ParametrosEscolhidos | undefined,
): ParametrosEscolhidos => {
  if (!convencao) return regra;
  const saida: Record<string, unknown> = {};
  const tipos = new Set([
    ...Object.keys(convencao),
    ...Object.keys(regra),
  ]) as Set<TipoRegraCalculo>;
  for (const tipo of tipos) {
    const daConvencao = convencao[tipo];
    const daRegra = regra[tipo];
    if (daConvencao === undefined && daRegra === undefined) continue;
    saida[tipo] = { ...(daConvencao ?? {}), ...(daRegra ?? {}) };
  }
  return saida as ParametrosEscolhidos;
};
