import type { DataIso, Minutos } from '../tempo/index.ts';
import type { MovimentoBancoHoras, PagamentoBancoHoras } from './tipos.ts';

/** Pagamento com a sua posição na entrada (para nomear o campo num erro). */
export type PagamentoDoDia = { minutos: Minutos; indice: number };

/** Tudo o que acontece num dia: créditos (comum e de domingo/feriado), débito e pagamentos. */
export type DiaBanco = {
  data: DataIso;
  credito: Minutos;
  creditoDomingoFeriado: Minutos;
  debito: Minutos;
  pagamentos: PagamentoDoDia[];
};

const novoDia = (data: DataIso): DiaBanco => ({
  data,
  credito: 0,
  creditoDomingoFeriado: 0,
  debito: 0,
  pagamentos: [],
});

/**
 * Agrupa movimentos e pagamentos por data, em ordem cronológica (a entrada pode vir fora de
 * ordem). Movimentos da mesma data somam; pagamentos da mesma data seguem a ordem da entrada.
 */
export const agruparDias = (
  movimentos: readonly MovimentoBancoHoras[],
  pagamentos: readonly PagamentoBancoHoras[],
): DiaBanco[] => {
  const dias = new Map<DataIso, DiaBanco>();
  const dia = (data: DataIso): DiaBanco => {
    const existente = dias.get(data);
    if (existente) return existente;
    const criado = novoDia(data);
    dias.set(data, criado);
    return criado;
  };
  for (const m of movimentos) {
    const d = dia(m.data);
    if (m.domingoFeriado) d.creditoDomingoFeriado += m.credito ?? 0;
    else d.credito += m.credito ?? 0;
    d.debito += m.debito ?? 0;
  }
  pagamentos.forEach((p, indice) => {
    dia(p.data).pagamentos.push({ minutos: p.minutos, indice });
  });
  return [...dias.values()].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
};
