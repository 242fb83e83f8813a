// O que é só da escala sobre datas: nomes dos dias da semana e o módulo não negativo. A
// aritmética de datas ISO (somar dias, semana, intervalo, formatação) vem de tempo/.
import { diaDaSemana } from '../tempo/data.ts';
import type { DataIso, DiaSemana } from './tipos.ts';

/** Ordem de Date#getDay: 0 = domingo. */
export const DIAS_SEMANA: readonly DiaSemana[] = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'];

export const NOMES_DIAS: Record<DiaSemana, string> = {
  dom: 'domingo',
  seg: 'segunda-feira',
  ter: 'terça-feira',
  qua: 'quarta-feira',
  qui: 'quinta-feira',
  sex: 'sexta-feira',
  sab: 'sábado',
};

/** Módulo sempre não negativo: mod(-1, 7) = 6 (datas antes da âncora). */
export const mod = (valor: number, divisor: number): number =>
  ((valor % divisor) + divisor) % divisor;

/** Dia da semana da data pelo nome curto da escala ('dom' … 'sab'). */
export const diaSemana = (data: DataIso): DiaSemana => DIAS_SEMANA[diaDaSemana(data)]!;
