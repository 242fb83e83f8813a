import { diasNoMes } from '@jornada/domain';

/** Primeiro e último dia da competência (mês civil). */
export const periodoDoMes = (ano: number, mes: number) => {
  const inicio = `${ano}-${String(mes).padStart(2, '0')}-01`;
  return { ano, mes, inicio, fim: `${inicio.slice(0, 8)}${diasNoMes(ano, mes)}` };
};
