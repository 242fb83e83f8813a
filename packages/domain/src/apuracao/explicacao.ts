// Formatação das frases de `explicacao` (pt-BR): horas como H:MM, frações com duas casas.

const doisDigitos = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** 'a', 'a e b', 'a, b e c'. */
export const listar = (itens: readonly string[]): string => {
  if (itens.length <= 1) return itens[0] ?? '';
  return `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`;
};

/** Minutos (talvez fracionários) → 'H:MM' ou 'H:MM,cc' (centésimos de minuto). */
export const formatarDuracao = (minutos: number): string => {
  const centesimos = Math.round(Math.abs(minutos) * 100);
  const sinal = minutos < 0 && centesimos > 0 ? '-' : '';
  const inteiros = Math.floor(centesimos / 100);
  const resto = centesimos % 100;
  const base = `${sinal}${Math.floor(inteiros / 60)}:${doisDigitos(inteiros % 60)}`;
  return resto === 0 ? base : `${base},${doisDigitos(resto)}`;
};

/** Minutos (talvez fracionários) → '35 min' ou '411,43 min'. */
export const formatarMinutos = (minutos: number): string => {
  const centesimos = Math.round(minutos * 100);
  if (centesimos % 100 === 0) return `${centesimos / 100} min`;
  return `${(centesimos / 100).toFixed(2).replace('.', ',')} min`;
};

/** Saldo com sinal: '+0:47', '-0:11', '0:00'. */
export const formatarSaldo = (minutos: number): string =>
  minutos > 0.005 ? `+${formatarDuracao(minutos)}` : formatarDuracao(minutos);
