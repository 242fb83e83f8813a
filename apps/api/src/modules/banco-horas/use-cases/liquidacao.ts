import type { ItemPagamento } from '@jornada/contracts';
import type { CicloBancoHoras, ExtraBancoHoras } from '@jornada/domain';
import { AppError } from '../../../shared/errors.ts';
import type { BancoHorasRepository } from '../banco-horas.repository.ts';
import type { Apuracao, ContextoBanco } from './razao.ts';

/** Abaixo disto, minutos são zero (o motor arredonda a 1e-9). */
const EPSILON = 1e-6;
const limpar = (v: number) => Math.round(v * 1e9) / 1e9;

/** A verba configurada para a natureza e o percentual (null: falta configurar). */
export const verbaDe = (ctx: ContextoBanco, tipo: string, percentual: number) =>
  ctx.verbas.find((v) => v.tipo === tipo && v.percentual === percentual)?.verba ?? null;

/**
 * O que o ciclo `c` paga no seu encerramento: o `pagarComoExtra` do motor menos o que os
 * pagamentos extraordinários dentro dele já levaram (cada um foi pago na sua data, com a sua verba).
 */
export const extrasDoEncerramento = (a: Apuracao, c: CicloBancoHoras): ExtraBancoHoras[] => {
  const jaPagos = new Map<number, number>();
  for (const p of a.pagamentos) {
    if (p.id === null || p.data < c.inicio || p.data > c.fim) continue;
    for (const x of p.extras)
      jaPagos.set(x.percentual, (jaPagos.get(x.percentual) ?? 0) + x.minutos);
  }
  return c.pagarComoExtra
    .map((x) => ({
      percentual: x.percentual,
      minutos: limpar(x.minutos - (jaPagos.get(x.percentual) ?? 0)),
    }))
    .filter((x) => x.minutos > EPSILON);
};

/** Itens (pagamento por %, desconto) do encerramento do ciclo `c`, com as verbas. */
export const itensDoEncerramento = (
  a: Apuracao,
  c: CicloBancoHoras,
  ctx: ContextoBanco,
): ItemPagamento[] => [
  ...extrasDoEncerramento(a, c).map(
    (x): ItemPagamento => ({
      natureza: 'pagamento',
      percentual: x.percentual,
      verba: verbaDe(ctx, 'pagamento', x.percentual),
      minutos: x.minutos,
    }),
  ),
  ...(c.descontar > EPSILON
    ? [
        {
          natureza: 'desconto' as const,
          percentual: 0,
          verba: verbaDe(ctx, 'desconto', 0),
          minutos: c.descontar,
        },
      ]
    : []),
];

/** Pagamento extraordinário: o que ele leva por percentual, com a verba do pagamento. */
export const itensDoPagamento = (extras: readonly ExtraBancoHoras[], ctx: ContextoBanco) =>
  extras.map(
    (x): ItemPagamento => ({
      natureza: 'pagamento',
      percentual: x.percentual,
      verba: verbaDe(ctx, 'pagamento', x.percentual),
      minutos: x.minutos,
    }),
  );

/** As verbas que faltam configurar, pelo nome que o RH vê. */
export const verbasFaltando = (
  itens: readonly { natureza: string; percentual: number; verba: string | null }[],
) => [
  ...new Set(
    itens
      .filter((i) => i.verba === null)
      .map((i) => (i.natureza.endsWith('desconto') ? 'desconto' : `pagamento ${i.percentual} %`)),
  ),
];

export const exigirVerbas = (itens: Parameters<typeof verbasFaltando>[0]) => {
  const semVerba = verbasFaltando(itens);
  if (semVerba.length > 0)
    throw new AppError(
      'VERBA_FALTANDO',
      `Configure a verba do fechamento antes de confirmar: ${semVerba.join(', ')}.`,
      422,
      'verba',
    );
};

/** Data num ciclo já fechado do banco não muda mais: reabra o ciclo antes (com motivo). */
export const exigirCicloAberto = async (
  repo: BancoHorasRepository,
  bancoHoraId: number,
  data: string,
  campo: string,
) => {
  const ciclos = await repo.listCiclos(bancoHoraId);
  if (ciclos.some((c) => c.inicio <= data && data <= c.fim && c.status === 'fechado'))
    throw new AppError(
      'CICLO_FECHADO',
      'A data está num ciclo já fechado: reabra o ciclo antes.',
      409,
      campo,
    );
};
