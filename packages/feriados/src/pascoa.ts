// Domingo de Páscoa pelo cômputo gregoriano (algoritmo anônimo de Meeus/Jones/Butcher): base dos
// feriados móveis — Sexta-feira Santa = Páscoa − 2 (legal-br.md §3.2).

const doisDigitos = (n: number): string => String(n).padStart(2, '0');

/** Data da Páscoa (`AAAA-MM-DD`) no calendário gregoriano. */
export const calcularPascoa = (ano: number): string => {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${ano}-${doisDigitos(mes)}-${doisDigitos(dia)}`;
};

/** Soma dias a uma data `AAAA-MM-DD` (aritmética em UTC, sem fuso nem horário de verão). */
export const somarDias = (data: string, dias: number): string => {
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, dia + dias)).toISOString().slice(0, 10);
};

/** Domingo (0) a sábado (6) de uma data `AAAA-MM-DD`. */
export const diaDaSemana = (data: string): number => {
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, dia)).getUTCDay();
};
