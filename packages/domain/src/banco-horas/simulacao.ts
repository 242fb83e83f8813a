import { MINUTOS_DIA, toHhmm, toMinutos, toMinutosIntervalos } from '../tempo/hora.ts';

/** Por que a saída simulada não cabe no dia: sem jornada prevista ou saída antes da entrada. */
export type MotivoSimulacaoInvalida = 'sem-jornada' | 'saida-antes-da-entrada';

export type MarcacoesSimuladas =
  | { ok: true; marcacoes: string[] }
  | { ok: false; motivo: MotivoSimulacaoInvalida };

/**
 * As marcações hipotéticas de um dia para o simulador do colaborador ("se eu sair às 16:00…"):
 * a jornada prevista do dia batida nos horários previstos até a `saida`, que substitui a saída
 * do intervalo em que cai (os intervalos seguintes não são trabalhados); uma saída depois do fim
 * da jornada estende o último intervalo. Jornada que vira a meia-noite: a saída mais cedo que a
 * entrada é do dia seguinte.
 */
export const marcacoesSimuladas = (
  jornada: readonly (readonly [string, string])[],
  saida: string,
): MarcacoesSimuladas => {
  if (jornada.length === 0) return { ok: false, motivo: 'sem-jornada' };
  const previstas = toMinutosIntervalos(jornada);
  const entrada = previstas[0]!;
  let s = toMinutos(saida);
  // Turno noturno: a saída do relógio antes da entrada cai no dia seguinte.
  if (s <= entrada && previstas.at(-1)! >= MINUTOS_DIA) s += MINUTOS_DIA;
  if (s <= entrada) return { ok: false, motivo: 'saida-antes-da-entrada' };
  const marcas: number[] = [];
  for (let i = 0; i < previstas.length; i += 2) {
    const inicio = previstas[i]!;
    const fim = previstas[i + 1]!;
    if (s <= inicio) break;
    marcas.push(inicio, s <= fim ? s : fim);
    if (s <= fim) break;
  }
  if (s > previstas.at(-1)!) marcas[marcas.length - 1] = s;
  return { ok: true, marcacoes: marcas.map(toHhmm) };
};

/** Minutos previstos da jornada do dia (a folga compensada inteira debita isto do banco). */
export const minutosPrevistos = (jornada: readonly (readonly [string, string])[]): number => {
  const m = toMinutosIntervalos(jornada);
  let total = 0;
  for (let i = 0; i < m.length; i += 2) total += m[i + 1]! - m[i]!;
  return total;
};
