// Minutos de banco podem ser frações (fator 1,5 sobre 45 min = 67,5; 100 ÷ 1,5 = 66,66…): as
// contas arredondam a 1e-9 para não acumular resíduo de ponto flutuante entre lançamentos.

/** Abaixo disto um saldo é zero. */
export const EPSILON = 1e-9;

/** Arredonda a 9 casas decimais (sem −0). */
export const limpar = (valor: number): number => {
  const arredondado = Math.round(valor * 1e9) / 1e9;
  return arredondado === 0 ? 0 : arredondado;
};

export const isPositivo = (valor: number): boolean => valor > EPSILON;

export const isNegativo = (valor: number): boolean => valor < -EPSILON;
