// Férias coletivas (CLT arts. 139–141): limites da concessão e o efeito em cada colaborador.

import {
  addDias,
  anoDe,
  type DataIso,
  diasNoMes,
  diferencaDias,
  formatarDataBr,
} from '../tempo/data.ts';
import { aniversario } from './periodos.ts';

/** Até 2 períodos de férias coletivas por ano civil (CLT art. 139 §1º). */
export const MAXIMO_COLETIVAS_POR_ANO = 2;
/** Nenhum período de férias coletivas menor que 10 dias corridos (CLT art. 139 §1º). */
export const DIAS_MINIMOS_COLETIVAS = 10;
/** Aviso aos empregados (e ao MTE e ao sindicato) com 15 dias de antecedência (art. 139 §§2º–3º). */
export const ANTECEDENCIA_AVISO_COLETIVAS = 15;

export type ErroColetivas = { campo: 'inicio' | 'dias'; mensagem: string };

/**
 * Confere as férias coletivas de um grupo: ao menos 10 e no máximo 30 dias corridos, no máximo 2
 * períodos no ano civil do início (contando os já marcados para o mesmo grupo) e o aviso de 15
 * dias antes do início.
 */
export const conferirFeriasColetivas = (e: {
  inicio: DataIso;
  dias: number;
  avisoEm: DataIso;
  /** Inícios das férias coletivas já marcadas para o mesmo grupo. */
  iniciosJaMarcados: readonly DataIso[];
}): ErroColetivas[] => {
  const erros: ErroColetivas[] = [];
  if (!Number.isInteger(e.dias) || e.dias < DIAS_MINIMOS_COLETIVAS)
    erros.push({
      campo: 'dias',
      mensagem: `Nenhum período de férias coletivas pode ter menos de ${DIAS_MINIMOS_COLETIVAS} dias corridos (CLT art. 139 §1º).`,
    });
  else if (e.dias > 30)
    erros.push({ campo: 'dias', mensagem: 'Férias coletivas de no máximo 30 dias corridos.' });
  const noAno = e.iniciosJaMarcados.filter((i) => anoDe(i) === anoDe(e.inicio)).length;
  if (noAno >= MAXIMO_COLETIVAS_POR_ANO)
    erros.push({
      campo: 'inicio',
      mensagem: `Este grupo já tem ${noAno} períodos de férias coletivas em ${anoDe(e.inicio)}: no máximo ${MAXIMO_COLETIVAS_POR_ANO} por ano (CLT art. 139 §1º).`,
    });
  const limite = addDias(e.avisoEm, ANTECEDENCIA_AVISO_COLETIVAS);
  if (e.inicio < limite)
    erros.push({
      campo: 'inicio',
      mensagem: `O aviso aos empregados precisa de ${ANTECEDENCIA_AVISO_COLETIVAS} dias de antecedência (CLT art. 139 §2º): avisando hoje, o início mais cedo é ${formatarDataBr(limite)}.`,
    });
  return erros;
};

/** A mesma data `meses` depois; sem o dia no mês (31, 29/02), o último dia dele. */
const addMeses = (data: DataIso, meses: number): DataIso => {
  const total = anoDe(data) * 12 + (Number(data.slice(5, 7)) - 1) + meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const dia = Math.min(Number(data.slice(8, 10)), diasNoMes(ano, mes));
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
};

/**
 * Meses de serviço de `admissao` até a véspera de `ate`: os completos e mais um se a fração
 * tiver 15 dias ou mais (CLT art. 146 parágrafo único).
 */
export const mesesDeServico = (admissao: DataIso, ate: DataIso): number => {
  let meses = 0;
  while (addMeses(admissao, meses + 1) <= ate) meses += 1;
  return diferencaDias(addMeses(admissao, meses), ate) >= 15 ? meses + 1 : meses;
};

export type EfeitoColetivas =
  | { situacao: 'Integral'; periodoAquisitivo: DataIso }
  | {
      situacao: 'Proporcional';
      periodoAquisitivo: DataIso;
      diasProporcionais: number;
      novoPeriodoAquisitivo: DataIso;
    };

/**
 * O efeito das férias coletivas que começam em `inicio` num colaborador (CLT art. 140): com menos
 * de 12 meses de casa, goza férias proporcionais (2,5 dias por mês de serviço, art. 146) do período
 * em curso e um novo período aquisitivo começa no primeiro dia das coletivas; os dias além dos
 * proporcionais são licença remunerada. O período em curso começa na admissão ou, se coletivas
 * anteriores (`anteriores`) já reiniciaram a contagem, no início da última delas. Com 12 meses ou
 * mais, os dias saem do período aquisitivo mais antigo com saldo (`comSaldo`, do mais antigo ao
 * mais novo), ou do último completo, se nenhum tiver saldo.
 */
export const efeitoFeriasColetivas = (e: {
  admissao: DataIso;
  inicio: DataIso;
  comSaldo: readonly DataIso[];
  /** Inícios de outras férias coletivas do colaborador (as que já reiniciaram a contagem contam). */
  anteriores?: readonly DataIso[];
}): EfeitoColetivas => {
  const reinicios = reiniciosArt140(
    e.admissao,
    (e.anteriores ?? []).filter((i) => i < e.inicio),
  );
  const base = reinicios.at(-1) ?? e.admissao;
  if (aniversario(e.admissao, 1) > e.inicio)
    return {
      situacao: 'Proporcional',
      periodoAquisitivo: base,
      diasProporcionais: Math.min(30, Math.floor(mesesDeServico(base, e.inicio) * 2.5)),
      novoPeriodoAquisitivo: e.inicio,
    };
  let anos = 0;
  while (aniversario(base, anos + 1) <= e.inicio) anos += 1;
  // Sem 12 meses na série reiniciada, o último período encerrado é o do art. 140.
  const ultimoCompleto =
    anos === 0 ? (reinicios.at(-2) ?? e.admissao) : aniversario(base, anos - 1);
  return {
    situacao: 'Integral',
    periodoAquisitivo: e.comSaldo.find((p) => p <= ultimoCompleto) ?? ultimoCompleto,
  };
};

/**
 * Inícios de férias coletivas que reiniciam a contagem (CLT art. 140): os de quem ainda não tinha
 * 12 meses de casa (antes do 1º aniversário da admissão), depois da admissão, sem repetição.
 */
export const reiniciosArt140 = (
  admissao: DataIso,
  iniciosColetivas: readonly DataIso[],
): DataIso[] =>
  [...new Set(iniciosColetivas)].filter((i) => i > admissao && i < aniversario(admissao, 1)).sort();
