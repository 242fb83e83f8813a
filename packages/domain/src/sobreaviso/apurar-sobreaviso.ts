import { toMinutosDataHora } from '../tempo/data-hora.ts';
import type { Minutos } from '../tempo/hora.ts';
import { duracao, minutosCobertos, type Periodo, subtrair, unir } from './periodos.ts';
import type {
  AlertaEscalaSobreaviso,
  AlertaSobreaviso,
  EntradaSobreaviso,
  EscalaSobreaviso,
  EscalaSobreavisoApurada,
  ResultadoSobreaviso,
  TipoSobreaviso,
} from './tipos.ts';

/** Duração máxima de cada escala: 24 h de sobreaviso (art. 244 §2º), 12 h de prontidão (§3º). */
export const LIMITE_ESCALA_SOBREAVISO: Readonly<Record<TipoSobreaviso, Minutos>> = {
  sobreaviso: 24 * 60,
  prontidao: 12 * 60,
};

const ALERTA_LIMITE: Readonly<Record<TipoSobreaviso, AlertaEscalaSobreaviso>> = {
  sobreaviso: 'ESCALA_ACIMA_24H',
  prontidao: 'PRONTIDAO_ACIMA_12H',
};

/**
 * Minutos de hora normal equivalentes: sobreaviso à razão de 1/3 do salário-hora (CLT art. 244
 * §2º), prontidão a 2/3 (§3º). Divide por último para não acumular erro de ponto flutuante.
 */
export const equivalenteHoraNormal = (minutos: Minutos, tipo: TipoSobreaviso): number =>
  tipo === 'sobreaviso' ? minutos / 3 : (minutos * 2) / 3;

type EscalaMedida = { escala: EscalaSobreaviso; indice: number; periodo: Periodo };

const medir = (inicio: string, fim: string, campo: string): Periodo => {
  const a = toMinutosDataHora(inicio);
  const b = toMinutosDataHora(fim);
  if (Number.isNaN(a) || Number.isNaN(b)) {
    throw new RangeError(`${campo}: data e hora inválidas (esperado YYYY-MM-DDTHH:MM)`);
  }
  if (b <= a) throw new RangeError(`${campo}.fim: deve ser posterior ao início`);
  return [a, b];
};

// Prontidão prevalece sobre sobreaviso no trecho comum: quem está nas dependências do empregador
// não está em casa, e a razão de 2/3 é a mais favorável (o minuto é pago uma vez, pela maior).
const PESO: Readonly<Record<TipoSobreaviso, number>> = { sobreaviso: 1, prontidao: 2 };

/** `j` fica com o trecho que tem em comum com `i`: maior razão; empate, a que começa antes. */
const prevalece = (j: EscalaMedida, i: EscalaMedida): boolean => {
  const peso = PESO[j.escala.tipo] - PESO[i.escala.tipo];
  if (peso !== 0) return peso > 0;
  if (j.periodo[0] !== i.periodo[0]) return j.periodo[0] < i.periodo[0];
  return j.indice < i.indice;
};

/** Trecho da escala que ela paga: o que não está coberto por uma escala que prevalece. */
const trechoProprio = (i: EscalaMedida, todas: readonly EscalaMedida[]): Periodo[] =>
  subtrair(i.periodo, unir(todas.filter((j) => j !== i && prevalece(j, i)).map((j) => j.periodo)));

const apurarEscala = (
  medida: EscalaMedida,
  todas: readonly EscalaMedida[],
  acionados: readonly Periodo[],
  descontar: boolean,
): EscalaSobreavisoApurada => {
  const { escala, periodo } = medida;
  const minutosEscala = periodo[1] - periodo[0];
  const proprio = trechoProprio(medida, todas);
  // Acionamento é trabalho efetivo (art. 4º CLT), pago como jornada, não de novo como espera.
  const descontados = descontar ? minutosCobertos(proprio, acionados) : 0;
  const minutosRemunerados = duracao(proprio) - descontados;
  return {
    inicio: escala.inicio,
    fim: escala.fim,
    tipo: escala.tipo,
    minutosEscala,
    minutosAcionados: minutosCobertos([periodo], acionados),
    minutosRemunerados,
    equivalenteNormal: equivalenteHoraNormal(minutosRemunerados, escala.tipo),
    // Acima do limite o minuto continua devido (o empregador já se beneficiou); o alerta fica.
    alertas:
      minutosEscala > LIMITE_ESCALA_SOBREAVISO[escala.tipo] ? [ALERTA_LIMITE[escala.tipo]] : [],
  };
};

const alertasGerais = (
  escalas: readonly Periodo[],
  acionamentos: readonly Periodo[],
): AlertaSobreaviso[] => {
  const alertas: AlertaSobreaviso[] = [];
  const cobertura = unir(escalas);
  // Basta um minuto de acionamento fora de toda escala: esse trecho é trabalho sem sobreaviso.
  if (acionamentos.some((a) => subtrair(a, cobertura).length > 0)) {
    alertas.push('ACIONAMENTO_FORA_DE_ESCALA');
  }
  if (duracao(cobertura) < escalas.reduce((t, [i, f]) => t + (f - i), 0)) {
    alertas.push('ESCALAS_SOBREPOSTAS');
  }
  return alertas;
};

/**
 * Apura o sobreaviso e a prontidão de um conjunto de escalas (CLT art. 244 §§2º–3º, Súmula 428
 * TST): minutos remunerados por escala, seu equivalente em minutos de hora normal e os alertas.
 * Acionamentos sobrepostos contam uma vez; escalas sobrepostas pagam o trecho comum uma vez.
 * Lança RangeError para data e hora inválidas ou fim não posterior ao início.
 */
export const apurarSobreaviso = (entrada: EntradaSobreaviso): ResultadoSobreaviso => {
  const descontar = entrada.configuracao?.descontarAcionamento ?? true;
  const medidas = entrada.escalas.map(
    (escala, indice): EscalaMedida => ({
      escala,
      indice,
      periodo: medir(escala.inicio, escala.fim, `escalas[${indice}]`),
    }),
  );
  const acionamentos = (entrada.acionamentos ?? []).map((a, k) =>
    medir(a.inicio, a.fim, `acionamentos[${k}]`),
  );
  const acionados = unir(acionamentos);
  const escalas = medidas.map((m) => apurarEscala(m, medidas, acionados, descontar));
  const porTipo = (tipo: TipoSobreaviso): Minutos =>
    escalas.filter((e) => e.tipo === tipo).reduce((t, e) => t + e.minutosRemunerados, 0);
  const periodos = medidas.map((m) => m.periodo);
  return {
    escalas,
    totais: {
      minutosRemunerados: porTipo('sobreaviso') + porTipo('prontidao'),
      equivalenteNormal:
        equivalenteHoraNormal(porTipo('sobreaviso'), 'sobreaviso') +
        equivalenteHoraNormal(porTipo('prontidao'), 'prontidao'),
      // Cada minuto acionado conta uma vez, mesmo que esteja em duas escalas sobrepostas.
      minutosAcionados: minutosCobertos(unir(periodos), acionados),
    },
    alertas: alertasGerais(periodos, acionamentos),
  };
};
