// Linha do tempo de um ciclo completo da escala, base das verificações da CLT.
import { addDias, diaDaSemana, inicioDaSemana } from '../tempo/data.ts';
import { comprimentoCiclo, expandirPeriodo, rotuloDoDia } from './expandir.ts';
import type { DataIso, Escala, JornadaMinutos, Minutos } from './tipos.ts';
import { MINUTOS_DIA } from './turno.ts';

/** Uma segunda-feira qualquer: a semana fixa não tem âncora própria. */
const SEGUNDA_DE_REFERENCIA: DataIso = '2024-01-01';

/** Descanso mínimo antes e depois de um dia da 12x36 (CLT art. 59-A). */
export const DESCANSO_12X36: Minutos = 36 * 60;

export type DiaLinha = {
  indice: number;
  data: DataIso;
  rotulo: string;
  domingo: boolean;
  trabalho: boolean;
  jornada: JornadaMinutos;
};

/** Jornada em minutos absolutos desde o início da linha, com os descansos ao redor. */
export type JornadaLinha = {
  indice: number;
  rotulo: string;
  inicio: Minutos;
  fim: Minutos;
  /** Descanso desde o fim da jornada anterior (dando a volta no ciclo). */
  antes: Minutos;
  /** Descanso até o início da próxima jornada (dando a volta no ciclo). */
  depois: Minutos;
};

export type LinhaTempo = {
  /** Dias da linha: múltiplo de 7 e do ciclo, começando numa segunda-feira. */
  periodo: number;
  dias: DiaLinha[];
  jornadas: JornadaLinha[];
};

const mdc = (a: number, b: number): number => (b === 0 ? a : mdc(b, a % b));

/** Semana fixa e rotativa começam numa segunda-feira (semanas do rodízio); a cíclica, na âncora. */
const inicioDaLinha = (escala: Escala): DataIso => {
  if (escala.tipo === 'semanal') return SEGUNDA_DE_REFERENCIA;
  return escala.tipo === 'semanal-rotativa' ? inicioDaSemana(escala.inicio) : escala.inicio;
};

const comDescansos = (
  jornadas: Omit<JornadaLinha, 'antes' | 'depois'>[],
  periodo: number,
): JornadaLinha[] => {
  const volta = periodo * MINUTOS_DIA;
  const n = jornadas.length;
  return jornadas.map((jornada, i) => {
    const anterior = jornadas[(i - 1 + n) % n]!;
    const proxima = jornadas[(i + 1) % n]!;
    return {
      ...jornada,
      antes: jornada.inicio - anterior.fim + (i === 0 ? volta : 0),
      depois: proxima.inicio - jornada.fim + (i === n - 1 ? volta : 0),
    };
  });
};

/**
 * Expande mmc(ciclo, 7) dias a partir do início da linha: assim cada combinação de
 * posição no ciclo e dia da semana aparece, e a linha se repete (verificações circulares
 * cobrem a virada do ciclo).
 */
export const construirLinhaTempo = (escala: Escala): LinhaTempo => {
  const ciclo = comprimentoCiclo(escala);
  const periodo = (ciclo * 7) / mdc(ciclo, 7);
  const inicio = inicioDaLinha(escala);
  const dias = expandirPeriodo(escala, inicio, addDias(inicio, periodo - 1)).map(
    (dia, indice): DiaLinha => ({
      indice,
      data: dia.data,
      rotulo: rotuloDoDia(escala, dia.data),
      domingo: diaDaSemana(dia.data) === 0,
      trabalho: dia.tipoDia === 'trabalho' && dia.jornada.length > 0,
      jornada: dia.jornada,
    }),
  );
  const jornadas = dias
    .filter((dia) => dia.trabalho)
    .map((dia) => ({
      indice: dia.indice,
      rotulo: dia.rotulo,
      inicio: dia.indice * MINUTOS_DIA + dia.jornada[0]![0],
      fim: dia.indice * MINUTOS_DIA + dia.jornada.at(-1)![1],
    }));
  return { periodo, dias, jornadas: comDescansos(jornadas, periodo) };
};

/** Dia admitido pela 12x36: até 12 h seguidas, com 36 h de descanso antes e depois (CLT art. 59-A). */
export const isDia12x36 = (jornada: JornadaLinha): boolean =>
  jornada.fim - jornada.inicio <= 12 * 60 &&
  jornada.antes >= DESCANSO_12X36 &&
  jornada.depois >= DESCANSO_12X36;

/** Uma constatação: onde (dia do padrão; vazio se vale para a escala toda) e o texto. */
export type Achado = { onde: string; texto: string };

const juntar = (partes: string[]): string =>
  partes.length <= 1 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}`;

const maiuscula = (texto: string): string => texto.charAt(0).toUpperCase() + texto.slice(1);

/** Junta os achados de mesmo texto numa frase só, listando os dias: 'Segunda-feira e terça-feira: …'. */
export const formatarAchados = (achados: Achado[]): string[] => {
  const porTexto = new Map<string, string[]>();
  for (const { onde, texto } of achados) {
    const lugares = porTexto.get(texto) ?? [];
    if (onde && !lugares.includes(onde)) lugares.push(onde);
    porTexto.set(texto, lugares);
  }
  return [...porTexto].map(([texto, lugares]) =>
    lugares.length === 0 ? maiuscula(texto) : `${maiuscula(juntar(lugares))}: ${texto}`,
  );
};
