import type { DataIso } from '../tempo/index.ts';

/**
 * Lançamento do banco de folgas (dias inteiros, separado do banco de horas): crédito (feriado
 * trabalhado, convenção, manual) com validade, débito (folga tirada num dia) ou estorno de um
 * lançamento anterior (desfaz sem apagar: o razão é só inserção).
 */
export type LancamentoFolga =
  | {
      id: number;
      tipo: 'credito';
      /** Dia que gerou o crédito (feriado trabalhado) ou do lançamento. */
      data: DataIso;
      /** Último dia em que o crédito pode ser usado. */
      validade: DataIso;
      dias: number;
    }
  | { id: number; tipo: 'debito' /** O dia de folga. */; data: DataIso; dias: number }
  | { id: number; tipo: 'estorno'; data: DataIso; estornoDe: number };

/** Quanto de cada crédito foi consumido e o que sobrou. */
export type CreditoConsumido = {
  id: number;
  data: DataIso;
  validade: DataIso;
  dias: number;
  usados: number;
  restantes: number;
};

export type ResultadoRazaoFolgas = {
  creditos: CreditoConsumido[];
  /** Débitos sem crédito válido que os cubra (ids), em ordem. */
  descobertos: number[];
  /** Débito → créditos que o cobriram. */
  cobertura: Map<number, { creditoId: number; dias: number }[]>;
};

const estornados = (lancamentos: readonly LancamentoFolga[]) =>
  new Set(lancamentos.flatMap((l) => (l.tipo === 'estorno' ? [l.estornoDe] : [])));

/**
 * Consome os créditos do mais antigo para o mais novo (data, depois id): cada débito, na ordem
 * das datas, usa o crédito mais antigo ainda válido no dia da folga (validade ≥ data). Estornos
 * tiram o lançamento estornado do razão. Débito sem crédito válido fica em `descobertos`.
 */
export const consumirFolgas = (lancamentos: readonly LancamentoFolga[]): ResultadoRazaoFolgas => {
  const fora = estornados(lancamentos);
  const ativos = lancamentos.filter((l) => l.tipo !== 'estorno' && !fora.has(l.id));
  const ordem = (a: { data: string; id: number }, b: { data: string; id: number }) =>
    a.data < b.data ? -1 : a.data > b.data ? 1 : a.id - b.id;
  const creditos: CreditoConsumido[] = ativos
    .flatMap((l) => (l.tipo === 'credito' ? [l] : []))
    .sort(ordem)
    .map((c) => ({
      id: c.id,
      data: c.data,
      validade: c.validade,
      dias: c.dias,
      usados: 0,
      restantes: c.dias,
    }));
  const debitos = ativos.flatMap((l) => (l.tipo === 'debito' ? [l] : [])).sort(ordem);
  const descobertos: number[] = [];
  const cobertura = new Map<number, { creditoId: number; dias: number }[]>();
  for (const d of debitos) {
    let falta = d.dias;
    const usados: { creditoId: number; dias: number }[] = [];
    for (const c of creditos) {
      if (falta === 0) break;
      if (c.restantes === 0 || c.validade < d.data) continue;
      const tirar = Math.min(falta, c.restantes);
      c.restantes -= tirar;
      c.usados += tirar;
      falta -= tirar;
      usados.push({ creditoId: c.id, dias: tirar });
    }
    cobertura.set(d.id, usados);
    if (falta > 0) descobertos.push(d.id);
  }
  return { creditos, descobertos, cobertura };
};

export type SaldoFolgas = {
  /** Dias disponíveis na data (créditos não vencidos menos o já usado, inclusive folgas futuras). */
  saldo: number;
  /** Dias que venceram sem uso até a data. */
  vencidos: number;
  /** O que vence e quando (créditos com sobra, da validade mais próxima para a mais distante). */
  vencimentos: { creditoId: number; validade: DataIso; dias: number }[];
};

/** Saldo numa data: o que sobra dos créditos ainda válidos nela; e o que venceu sem uso. */
export const saldoFolgas = (
  lancamentos: readonly LancamentoFolga[],
  data: DataIso,
): SaldoFolgas => {
  const { creditos } = consumirFolgas(lancamentos);
  const validos = creditos.filter((c) => c.validade >= data && c.restantes > 0);
  return {
    saldo: validos.reduce((s, c) => s + c.restantes, 0),
    vencidos: creditos.filter((c) => c.validade < data).reduce((s, c) => s + c.restantes, 0),
    vencimentos: validos
      .map((c) => ({ creditoId: c.id, validade: c.validade, dias: c.restantes }))
      .sort((a, b) => (a.validade < b.validade ? -1 : a.validade > b.validade ? 1 : 0)),
  };
};

/**
 * Um novo débito de `dias` na data cabe no razão? Simula com ele: nenhum débito (nem os já
 * marcados para depois) pode ficar sem crédito válido.
 */
export const cabeDebito = (
  lancamentos: readonly LancamentoFolga[],
  data: DataIso,
  dias = 1,
): boolean => {
  const novo: LancamentoFolga = { id: Number.MAX_SAFE_INTEGER, tipo: 'debito', data, dias };
  return consumirFolgas([...lancamentos, novo]).descobertos.length === 0;
};

/** Desfazer só o que ainda vale: estorno de estorno e estorno repetido não existem. */
export const podeEstornar = (lancamentos: readonly LancamentoFolga[], id: number): boolean => {
  const alvo = lancamentos.find((l) => l.id === id);
  return alvo !== undefined && alvo.tipo !== 'estorno' && !estornados(lancamentos).has(id);
};
