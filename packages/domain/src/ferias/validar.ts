import type { DiaDaSemana } from '../tempo/data.ts';
import { diasDireitoPorFaltas } from './direito.ts';
import { diasAposLimite, periodoAquisitivoDe, periodoConcessivoDe } from './periodos.ts';
import type { ContextoFerias, RegraFerias } from './regras-contexto.ts';
import {
  regraAntesDoFimDoAquisitivo,
  regraAvisoMenorQue30Dias,
  regraInicioAntesDeFeriadoOuDescanso,
  regraPeriodoMenorQue5Dias,
  regraPeriodosSobrepostos,
} from './regras-periodos.ts';
import {
  regraAbonoAcimaDeUmTerco,
  regraDiasDiferemDoDireito,
  regraMaisDe3Periodos,
  regraNenhumPeriodoDe14Dias,
  regraSemDireito,
} from './regras-plano.ts';
import type { EntradaFerias, ResultadoFerias } from './tipos.ts';

/** As regras na ordem dos códigos do contrato: `erros` sai sempre nesta ordem, um por código. */
const REGRAS: readonly RegraFerias[] = [
  regraMaisDe3Periodos,
  regraNenhumPeriodoDe14Dias,
  regraPeriodoMenorQue5Dias,
  regraInicioAntesDeFeriadoOuDescanso,
  regraAvisoMenorQue30Dias,
  regraAbonoAcimaDeUmTerco,
  regraDiasDiferemDoDireito,
  regraSemDireito,
  regraAntesDoFimDoAquisitivo,
  regraPeriodosSobrepostos,
];

const DESCANSO_PADRAO: readonly DiaDaSemana[] = [0];

const exigirInteiro = (valor: number, campo: string, minimo: number): void => {
  if (!Number.isInteger(valor) || valor < minimo) {
    throw new RangeError(`${campo}: esperado inteiro ≥ ${minimo}, veio ${valor}`);
  }
};

/**
 * Confere uma programação de férias contra a CLT: direito pelo art. 130, fracionamento e início
 * (art. 134 §§1º e 3º), aviso (art. 135), abono (art. 143) e dias fora do concessivo, pagos em
 * dobro (art. 137 — só informados, não invalidam). Inconsistências voltam em `erros`, uma por
 * código; entrada malformada (dias ≤ 0, datas inexistentes) lança `RangeError`. Com `concedido`
 * (parte do período já gozada, agendada ou vendida), a programação completa o saldo e as frações
 * e o abono já concedidos contam no fracionamento e no terço (docs/decisoes/ferias-saldo-parcial.md).
 */
export const validarProgramacaoFerias = (entrada: EntradaFerias): ResultadoFerias => {
  const abono = entrada.abonoPecuniario ?? 0;
  exigirInteiro(entrada.faltasInjustificadas, 'faltasInjustificadas', 0);
  exigirInteiro(abono, 'abonoPecuniario', 0);
  entrada.periodos.forEach((p, i) => {
    exigirInteiro(p.dias, `periodos[${i}].dias`, 1);
  });
  const concedido = entrada.concedido ?? null;
  concedido?.fracoes.forEach((d, i) => {
    exigirInteiro(d, `concedido.fracoes[${i}]`, 1);
  });
  if (concedido) exigirInteiro(concedido.vendidos, 'concedido.vendidos', 0);
  const ajusteDireito = entrada.ajusteDireito ?? 0;
  if (!Number.isInteger(ajusteDireito)) {
    throw new RangeError(`ajusteDireito: esperado inteiro, veio ${ajusteDireito}`);
  }

  const aquisitivo = periodoAquisitivoDe(entrada.periodoAquisitivo, entrada.admissao);
  const concessivo = periodoConcessivoDe(entrada.periodoAquisitivo, entrada.admissao);
  const porFaltas = diasDireitoPorFaltas(entrada.faltasInjustificadas);
  const diasDireito = Math.max(0, porFaltas + ajusteDireito);
  const fracoesConcedidas = concedido?.fracoes ?? [];
  const vendidos = concedido?.vendidos ?? 0;
  const diasConcedidos = fracoesConcedidas.reduce((s, d) => s + d, 0) + vendidos;
  const contexto: ContextoFerias = {
    periodos: entrada.periodos,
    aquisitivo,
    diasDireito,
    diasDireitoPorFaltas: porFaltas,
    ajusteDireito,
    fracoesConcedidas,
    vendidos,
    saldo: Math.max(0, diasDireito - diasConcedidos),
    diasGozo: entrada.periodos.reduce((soma, p) => soma + p.dias, 0),
    abono,
    faltas: entrada.faltasInjustificadas,
    avisoEm: entrada.avisoEm ?? null,
    feriados: new Set(entrada.feriados),
    diasDescanso: new Set(entrada.diasDescanso ?? DESCANSO_PADRAO),
  };
  const erros = REGRAS.flatMap((regra) => regra(contexto) ?? []);
  return {
    aquisitivo,
    concessivo,
    diasDireito: contexto.diasDireito,
    diasGozo: contexto.diasGozo,
    diasEmDobro: entrada.periodos.reduce((soma, p) => soma + diasAposLimite(p, concessivo.fim), 0),
    ...(concedido ? { diasConcedidos, diasSaldo: contexto.saldo } : {}),
    valido: erros.length === 0,
    erros,
  };
};
