// Formatação das frases de `explicacao` (pt-BR): horas como H:MM, frações com duas casas.

const doisDigitos = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** 'a', 'a e b', 'a, b e c'. */
export const listar = (itens: readonly string[]): string => {
  if (itens.length <= 1) return itens[0] ?? '';
  let texto = itens[0]!;
  for (let i = 1; i < itens.length - 1; i++) texto += `, ${itens[i]}`;
  return `${texto} e ${itens[itens.length - 1]}`;
};

const montarDuracao = (minutos: number): string => {
  const centesimos = Math.round(Math.abs(minutos) * 100);
  const sinal = minutos < 0 && centesimos > 0 ? '-' : '';
  const inteiros = Math.floor(centesimos / 100);
  const resto = centesimos % 100;
  const base = `${sinal}${Math.floor(inteiros / 60)}:${doisDigitos(inteiros % 60)}`;
  return resto === 0 ? base : `${base},${doisDigitos(resto)}`;
};

/**
 * Textos já montados por sétimo de minuto (as medidas do motor são sétimos inteiros): as mesmas
 * durações (jornada prevista, saldos comuns) se repetem em quase todo dia apurado. Vale para
 * até ±2 dias; fora disso (ou frações de sétimo), monta o texto a cada vez.
 */
const LIMITE_SETIMOS = 7 * 2 * 1440;
const duracoes = new Array<string>(2 * LIMITE_SETIMOS + 1).fill('');
const saldosPositivos = new Array<string>(LIMITE_SETIMOS + 1).fill('');

const emCache = (setimos: number): boolean =>
  Number.isInteger(setimos) && setimos <= LIMITE_SETIMOS && setimos >= -LIMITE_SETIMOS;

/** Sétimos de minuto → o mesmo texto de `formatarDuracao(setimos / 7)`. */
export const formatarSetimos = (setimos: number): string => {
  if (!emCache(setimos)) return montarDuracao(setimos / 7);
  const i = setimos + LIMITE_SETIMOS;
  const pronto = duracoes[i]!;
  if (pronto !== '') return pronto;
  const texto = montarDuracao(setimos / 7);
  duracoes[i] = texto;
  return texto;
};

/** Minutos (talvez fracionários) → 'H:MM' ou 'H:MM,cc' (centésimos de minuto). */
export const formatarDuracao = (minutos: number): string =>
  emCache(minutos * 7) && emCache(minutos) ? formatarSetimos(minutos * 7) : montarDuracao(minutos);

/** Minutos (talvez fracionários) → '35 min' ou '411,43 min'. */
export const formatarMinutos = (minutos: number): string => {
  const centesimos = Math.round(minutos * 100);
  if (centesimos % 100 === 0) return `${centesimos / 100} min`;
  return `${(centesimos / 100).toFixed(2).replace('.', ',')} min`;
};

/** Saldo com sinal: '+0:47', '-0:11', '0:00'. */
export const formatarSaldo = (minutos: number): string =>
  minutos > 0.005 ? `+${formatarDuracao(minutos)}` : formatarDuracao(minutos);

/** Sétimos de minuto → o mesmo texto de `formatarSaldo(setimos / 7)`. */
export const formatarSaldoSetimos = (setimos: number): string => {
  if (!(setimos / 7 > 0.005)) return formatarSetimos(setimos);
  if (!emCache(setimos)) return `+${montarDuracao(setimos / 7)}`;
  const pronto = saldosPositivos[setimos]!;
  if (pronto !== '') return pronto;
  const texto = `+${formatarSetimos(setimos)}`;
  saldosPositivos[setimos] = texto;
  return texto;
};
