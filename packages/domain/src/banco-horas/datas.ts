import { addDias, type DataIso, diasNoMes } from '../tempo/data.ts';

const montar = (ano: number, mes: number, dia: number): DataIso =>
  `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

const partes = (data: DataIso): [number, number, number] => [
  Number(data.slice(0, 4)),
  Number(data.slice(5, 7)),
  Number(data.slice(8, 10)),
];

/**
 * Data em que vence um prazo de `meses` meses contado de `data`: o dia de igual número, ou o dia
 * imediato (1º do mês seguinte) se faltar exata correspondência (Código Civil art. 132 §3º).
 * Ex.: 2026-03-02 + 2 = 2026-05-02; 2026-01-31 + 1 = 2026-03-01; 2026-08-31 + 6 = 2027-03-01.
 */
export const somarMeses = (data: DataIso, meses: number): DataIso => {
  const [ano, mes, dia] = partes(data);
  const indice = ano * 12 + (mes - 1) + meses;
  const anoAlvo = Math.floor(indice / 12);
  const mesAlvo = indice - anoAlvo * 12 + 1;
  const ultimo = diasNoMes(anoAlvo, mesAlvo);
  if (dia <= ultimo) return montar(anoAlvo, mesAlvo, dia);
  return addDias(montar(anoAlvo, mesAlvo, ultimo), 1);
};

/** Último dia do mês civil da data. */
export const fimDoMes = (data: DataIso): DataIso => {
  const [ano, mes] = partes(data);
  return montar(ano, mes, diasNoMes(ano, mes));
};

/** A menor de duas datas ISO (a ordem lexicográfica é a cronológica). */
export const menorData = (a: DataIso, b: DataIso): DataIso => (a <= b ? a : b);
