// A série de períodos aquisitivos de um colaborador: da admissão, reiniciada pelas férias
// coletivas de quem tinha menos de 12 meses de casa (CLT art. 140).

import { addDias, type DataIso } from '../tempo/data.ts';
import { mesesDeServico, reiniciosArt140 } from './coletivas.ts';
import { diasDireitoPorFaltas } from './direito.ts';
import { aniversario, periodoAquisitivoDe, periodoConcessivoDe } from './periodos.ts';
import type { IntervaloDeDatas } from './tipos.ts';

export type PeriodoDaSerie = IntervaloDeDatas & {
  /** Início da série de aniversários do período: a admissão ou o início das coletivas do art. 140. */
  base: DataIso;
  concessivo: IntervaloDeDatas;
  /**
   * Meses de serviço (art. 146 parágrafo único) do período encerrado antes dos 12 meses pelas
   * férias coletivas (art. 140): o direito é proporcional. `null` num período comum.
   */
  mesesProporcionais: number | null;
};

/**
 * Os períodos aquisitivos da admissão até `ate` (os iniciados até esse dia), do mais antigo ao
 * mais novo. Cada férias coletivas do art. 140 encerra o período em curso na véspera do seu início
 * (com direito proporcional) e começa um novo período ali, de onde os aniversários passam a contar.
 * O período encerrado aparece assim que as coletivas existem, mesmo que comecem depois de `ate`.
 */
export const periodosAquisitivosDaSerie = (e: {
  admissao: DataIso;
  ate: DataIso;
  /** Inícios das férias coletivas do colaborador (aprovadas), em qualquer ordem. */
  iniciosColetivas?: readonly DataIso[];
}): PeriodoDaSerie[] => {
  const lista: PeriodoDaSerie[] = [];
  let base = e.admissao;
  for (const reinicio of reiniciosArt140(e.admissao, e.iniciosColetivas ?? [])) {
    if (base > e.ate) break;
    lista.push({
      inicio: base,
      fim: addDias(reinicio, -1),
      base,
      concessivo: { inicio: reinicio, fim: addDias(aniversario(reinicio, 1), -1) },
      mesesProporcionais: mesesDeServico(base, reinicio),
    });
    base = reinicio;
  }
  for (let k = 0; aniversario(base, k) <= e.ate; k++) {
    const inicio = aniversario(base, k);
    lista.push({
      ...periodoAquisitivoDe(inicio, base),
      base,
      concessivo: periodoConcessivoDe(inicio, base),
      mesesProporcionais: null,
    });
  }
  return lista;
};

/** O período da série que começa em `inicio` (o pedido de férias e o ajuste do RH o nomeiam). */
export const periodoDaSerie = (
  serie: readonly PeriodoDaSerie[],
  inicio: DataIso,
): PeriodoDaSerie | undefined => serie.find((p) => p.inicio === inicio);

/**
 * Dias de direito do período: pelas faltas (art. 130) e, no período encerrado pelas coletivas do
 * art. 140, proporcional aos meses de serviço (1/12 por mês, art. 146 parágrafo único), para baixo.
 */
export const direitoDoPeriodo = (p: Pick<PeriodoDaSerie, 'mesesProporcionais'>, faltas: number) => {
  const integral = diasDireitoPorFaltas(faltas);
  if (p.mesesProporcionais === null) return integral;
  return Math.min(integral, Math.floor((integral * p.mesesProporcionais) / 12));
};
