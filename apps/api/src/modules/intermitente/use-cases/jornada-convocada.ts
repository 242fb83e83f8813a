import { addDias, type DataIso, toHhmm } from '@jornada/domain';
import type { Escopo } from '../../../shared/escopo.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';

/** Um dia de convocação aceita: a jornada prevista do intermitente naquele dia. */
export type JornadaConvocada = {
  usuarioId: number;
  convocacaoId: number;
  data: string;
  /** Intervalos em minutos desde 00:00 do dia (como a escala). */
  jornada: [number, number][];
};

/**
 * Entrada a saída com o intervalo no meio do trabalho (a convocação diz quanto, não quando):
 * 10:00–18:00 com 60 min → 10:00–13:30 e 14:30–18:00 (decisoes/intermitente.md).
 */
export const jornadaDoDia = (c: {
  minutoEntrada: number;
  minutoSaida: number;
  intervaloMinutos: number;
}): [number, number][] => {
  if (c.intervaloMinutos <= 0) return [[c.minutoEntrada, c.minutoSaida]];
  const trabalho = c.minutoSaida - c.minutoEntrada - c.intervaloMinutos;
  const pausa = c.minutoEntrada + Math.floor(trabalho / 2);
  return [
    [c.minutoEntrada, pausa],
    [pausa + c.intervaloMinutos, c.minutoSaida],
  ];
};

/**
 * Os dias de convocação aceita de um lote em [inicio, fim] (CLT art. 452-A: a convocação aceita
 * fixa a jornada): viram a escala do intermitente, e o espelho cobra e apura essas horas. Não
 * entram os dias a partir da interrupção pelo empregador nem os de quem teve o descumprimento
 * registrado (a multa do §4º substitui a jornada). Ligado à apuração no `buildApp`.
 */
export const listJornadasConvocadas = async (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
): Promise<JornadaConvocada[]> => {
  if (usuarioIds.length === 0) return [];
  const aceites = await convocacaoRepository(escopo).aceitesComJornada(usuarioIds, inicio, fim);
  const dias: JornadaConvocada[] = [];
  for (const a of aceites) {
    if (a.multaDevidaPor === 'empregado') continue;
    const de = a.dataInicio > inicio ? a.dataInicio : inicio;
    const ate = a.dataFim < fim ? a.dataFim : fim;
    for (let d = de; d <= ate; d = addDias(d as DataIso, 1)) {
      if (a.interrompidaEm !== null && `${d}T${toHhmm(a.minutoEntrada)}` >= a.interrompidaEm) break;
      dias.push({
        usuarioId: a.usuarioId,
        convocacaoId: a.convocacaoId,
        data: d,
        jornada: jornadaDoDia(a),
      });
    }
  }
  return dias;
};
