import type { Minutos } from '../tempo/hora.ts';

/** Adicional legal do período (noturno, horas extras, insalubridade…): minutos × percentual. */
export type AdicionalPeriodo = { descricao: string; minutos: Minutos; percentual: number };

/**
 * DSR do período: `base ÷ diasUteis × descansos` (Lei 605/49 art. 7º, Súmula 172 TST). Padrão
 * 6 e 1: a prática para o intermitente é 1/6 da remuneração, um descanso a cada seis dias.
 */
export type ProporcaoDsr = { diasUteis: number; descansos: number };

export type EntradaPagamentoIntermitente = {
  minutosTrabalhados: Minutos;
  /** Valor da hora contratada, em centavos (art. 452-A caput). */
  valorHora: number;
  adicionais?: readonly AdicionalPeriodo[];
  dsr?: ProporcaoDsr | null;
};

export type ParcelaIntermitente =
  | 'remuneracao'
  | 'adicional'
  | 'dsr'
  | 'ferias-proporcionais'
  | 'terco-ferias'
  | 'decimo-terceiro-proporcional';

/** Uma linha do recibo: cada parcela discriminada (art. 452-A §7º). Valores em centavos. */
export type LinhaPagamentoIntermitente = {
  parcela: ParcelaIntermitente;
  descricao: string;
  base: number;
  valor: number;
  fundamento: string;
};

export type PagamentoIntermitente = { linhas: LinhaPagamentoIntermitente[]; total: number };

// Arredonda ao centavo (metade para cima) depois de limpar o ruído do ponto flutuante.
const arredondar = (valor: number): number => Math.round(Math.round(valor * 1e6) / 1e6);

const exigirInteiro = (valor: number, campo: string): void => {
  if (!Number.isInteger(valor) || valor < 0) {
    throw new RangeError(`${campo}: deve ser um número inteiro ≥ 0, veio ${valor}`);
  }
};

const exigirPositivo = (valor: number, campo: string): void => {
  if (!Number.isFinite(valor) || valor <= 0) {
    throw new RangeError(`${campo}: deve ser um número > 0, veio ${valor}`);
  }
};

const validar = (e: EntradaPagamentoIntermitente): void => {
  exigirInteiro(e.minutosTrabalhados, 'minutosTrabalhados');
  exigirInteiro(e.valorHora, 'valorHora');
  (e.adicionais ?? []).forEach((a, k) => {
    exigirInteiro(a.minutos, `adicionais[${k}].minutos`);
    if (!Number.isFinite(a.percentual) || a.percentual < 0) {
      throw new RangeError(`adicionais[${k}].percentual: deve ser ≥ 0, veio ${a.percentual}`);
    }
  });
  if (e.dsr) {
    exigirPositivo(e.dsr.diasUteis, 'dsr.diasUteis');
    if (!Number.isFinite(e.dsr.descansos) || e.dsr.descansos < 0) {
      throw new RangeError(`dsr.descansos: deve ser ≥ 0, veio ${e.dsr.descansos}`);
    }
  }
};

const linha = (
  parcela: ParcelaIntermitente,
  descricao: string,
  base: number,
  valor: number,
  fundamento: string,
): LinhaPagamentoIntermitente => ({ parcela, descricao, base, valor, fundamento });

const remuneracaoEAdicionais = (e: EntradaPagamentoIntermitente): LinhaPagamentoIntermitente[] => {
  const horas = e.minutosTrabalhados / 60;
  const remuneracao = arredondar(horas * e.valorHora);
  return [
    linha(
      'remuneracao',
      'Remuneração das horas trabalhadas',
      e.valorHora,
      remuneracao,
      'CLT art. 452-A §6º I',
    ),
    ...(e.adicionais ?? []).map((a) =>
      linha(
        'adicional',
        `${a.descricao} (${a.percentual} %)`,
        arredondar((a.minutos / 60) * e.valorHora),
        arredondar(((a.minutos / 60) * e.valorHora * a.percentual) / 100),
        'CLT art. 452-A §6º V',
      ),
    ),
  ];
};

/**
 * Recibo do fim do período de prestação de serviço do intermitente (CLT art. 452-A §6º), cada
 * parcela em sua linha (§7º): remuneração, adicionais legais, DSR (1/6 da remuneração com os
 * adicionais, por padrão), férias proporcionais (1/12) com o terço constitucional e 13º
 * proporcional (1/12), estes sobre a remuneração com adicionais e DSR. Centavos, metade para cima.
 */
export const apurarPagamentoIntermitente = (
  entrada: EntradaPagamentoIntermitente,
): PagamentoIntermitente => {
  validar(entrada);
  const { diasUteis, descansos } = entrada.dsr ?? { diasUteis: 6, descansos: 1 };
  const variaveis = remuneracaoEAdicionais(entrada);
  const baseDsr = variaveis.reduce((t, l) => t + l.valor, 0);
  const dsr = arredondar((baseDsr / diasUteis) * descansos);
  // A remuneração do horista inclui o repouso: o DSR entra na base de férias e 13º.
  const baseReflexos = baseDsr + dsr;
  const ferias = arredondar(baseReflexos / 12);
  const linhas = [
    ...variaveis,
    linha('dsr', 'Descanso semanal remunerado', baseDsr, dsr, 'CLT art. 452-A §6º IV; Lei 605/49'),
    linha(
      'ferias-proporcionais',
      'Férias proporcionais (1/12)',
      baseReflexos,
      ferias,
      'CLT art. 452-A §6º II',
    ),
    linha(
      'terco-ferias',
      '1/3 constitucional sobre férias',
      ferias,
      arredondar(ferias / 3),
      'CF art. 7º XVII; CLT art. 452-A §6º II',
    ),
    linha(
      'decimo-terceiro-proporcional',
      '13º salário proporcional (1/12)',
      baseReflexos,
      arredondar(baseReflexos / 12),
      'CLT art. 452-A §6º III',
    ),
  ];
  return { linhas, total: linhas.reduce((t, l) => t + l.valor, 0) };
};
