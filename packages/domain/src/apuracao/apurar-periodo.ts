import { type DataIso, toDiaNumero } from '../tempo/index.ts';
import { calcularDia } from './apurar-dia.ts';
import { configuracaoDoPeriodo } from './configuracao.ts';
import { alertarSetimoDia, apurarSemanas, marcarDescansosCompensados } from './dsr.ts';
import type { EstadoInterjornada } from './interjornada.ts';
import { parametrosDe } from './parametros.ts';
import { tipoDiaDerivado } from './tipo-dia.ts';
import type { EntradaApuracao, ResultadoApuracao, ResultadoDia, TipoDia } from './tipos.ts';

const comoConjunto = (feriados: EntradaApuracao['feriados']): ReadonlySet<DataIso> => {
  if (!feriados) return new Set();
  return Array.isArray(feriados) ? new Set(feriados) : (feriados as ReadonlySet<DataIso>);
};

const numeroDoDia = (data: DataIso, i: number): number => {
  const n = toDiaNumero(data);
  if (Number.isNaN(n)) throw new RangeError(`dias[${i}].data inválida: "${data}"`);
  return n;
};

/**
 * Apura um período de dias consecutivos de um empregado (engine-contract.md, `jornada apurar`):
 * cada dia por `calcularDia`, levando a última saída ao dia seguinte (interjornada, CLT art. 66 e
 * Súmula 110), a folga compensatória da semana (Súmula 146) e, ao fim, o DSR de cada semana
 * (Lei 605/49 art. 6º) e o alerta de 7º dia seguido sem descanso (OJ 410). A configuração é CFG-DEFAULT com `configuracao` por cima.
 */
export const apurarPeriodo = (entrada: EntradaApuracao): ResultadoApuracao => {
  const configuracao = configuracaoDoPeriodo(entrada.configuracao);
  const p = parametrosDe(configuracao);
  const feriados = comoConjunto(entrada.feriados);
  const { dias } = entrada;
  const numeros = new Array<number>(dias.length);
  const tipos = new Array<TipoDia>(dias.length);
  for (let i = 0; i < dias.length; i++) {
    const dia = dias[i]!;
    numeros[i] = numeroDoDia(dia.data, i);
    tipos[i] =
      dia.tipoDia ??
      tipoDiaDerivado(
        dia.data,
        numeros[i]!,
        dia.jornada.length > 0,
        feriados,
        configuracao.regime12x36,
      );
  }
  const compensados = marcarDescansosCompensados(dias, numeros, tipos, configuracao.regime12x36);
  const estado: EstadoInterjornada = { ultimaSaida: null, aposDsr: false };
  const resultados = new Array<ResultadoDia>(dias.length);
  for (let i = 0; i < dias.length; i++) {
    const compensado = compensados !== null && compensados[i] === true;
    resultados[i] = calcularDia(dias[i]!, numeros[i]!, tipos[i]!, p, estado, compensado);
  }
  alertarSetimoDia(dias, numeros, resultados);
  const semanas = apurarSemanas({ dias, numeros, resultados, configuracao }, tipos);
  return { dias: resultados, semanas };
};
