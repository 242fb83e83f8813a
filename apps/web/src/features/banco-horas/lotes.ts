import { dayjs } from '../../lib/dayjs.ts';

type LinhaExtrato = { data: string; tipo: string; minutos: number; saldo: number };
export type LoteAVencer = { data: string; minutos: number; vence: string };

/**
 * Data em que vence um prazo de `meses` contado de `data`: o dia de igual número, ou o dia
 * seguinte ao último do mês quando ele não existe (Código Civil art. 132 §3º), como no motor.
 */
export const somarMesesCivil = (data: string, meses: number): string => {
  const origem = dayjs(data);
  const alvo = origem.add(meses, 'month');
  if (alvo.date() === origem.date()) return alvo.format('YYYY-MM-DD');
  return alvo.endOf('month').add(1, 'day').format('YYYY-MM-DD');
};

/** Só créditos e saldo anterior positivo formam lotes; o resto do que sobe só quita dívida. */
const FORMAM_LOTE = new Set(['credito', 'saldo-anterior']);

/**
 * O que resta de cada crédito do extrato e quando vence: o saldo é consumido dos créditos mais
 * antigos primeiro (como no motor) e o crédito quita antes um saldo negativo. Cada lote vence
 * `vencimentoMeses` depois da data dele ou no fim do ciclo, o que vier primeiro; sem vencimento
 * no acordo, no fim do ciclo (o que não se compensar até lá é pago como hora extra).
 */
export const lotesAVencer = (
  extrato: readonly LinhaExtrato[],
  fimCiclo: string,
  vencimentoMeses: number | null,
): LoteAVencer[] => {
  const lotes: { data: string; minutos: number }[] = [];
  let divida = 0;
  let anterior = 0;
  for (const linha of extrato) {
    const variacao = Math.round(linha.saldo - anterior);
    anterior = linha.saldo;
    if (variacao > 0) {
      const quitado = Math.min(variacao, divida);
      divida -= quitado;
      const resto = variacao - quitado;
      if (resto > 0 && FORMAM_LOTE.has(linha.tipo))
        lotes.push({ data: linha.data, minutos: resto });
      continue;
    }
    let falta = -variacao;
    while (falta > 0 && lotes.length > 0) {
      const lote = lotes[0]!;
      const tirado = Math.min(lote.minutos, falta);
      lote.minutos -= tirado;
      falta -= tirado;
      if (lote.minutos === 0) lotes.shift();
    }
    divida += falta;
  }
  return lotes.map((l) => {
    const prazo = vencimentoMeses === null ? fimCiclo : somarMesesCivil(l.data, vencimentoMeses);
    return { ...l, vence: prazo < fimCiclo ? prazo : fimCiclo };
  });
};
