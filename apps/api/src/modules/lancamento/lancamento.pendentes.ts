import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { lancamento } from './lancamento.table.ts';

/**
 * Pedidos (férias, recesso, day off) ainda pendentes de decisão que tocam algum dia de `inicio`
 * a `fim`: o fechamento da competência os lista como divergência que impede fechar.
 */
export const listLancamentosPendentes = (
  { db, empresaId }: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) =>
  db
    .select({
      usuarioId: lancamento.usuarioId,
      tipo: lancamento.tipo,
      dataInicio: lancamento.dataInicio,
      dataFim: lancamento.dataFim,
    })
    .from(lancamento)
    .where(
      and(
        eq(lancamento.empresaId, empresaId),
        algumId(lancamento.usuarioId, usuarioIds),
        eq(lancamento.status, 'Pendente'),
        lte(lancamento.dataInicio, fim),
        gte(lancamento.dataFim, inicio),
      ),
    )
    .orderBy(asc(lancamento.usuarioId), asc(lancamento.dataInicio));
