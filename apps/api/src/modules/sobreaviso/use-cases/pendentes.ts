import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { algumId } from '../../../db/lista.ts';
import type { Escopo } from '../../../shared/escopo.ts';
import { sobreavisoLancamento } from '../sobreaviso.table.ts';

/**
 * Lançamentos de sobreaviso (acionamentos e esperas) ainda pendentes de aprovação que começam
 * entre `inicio` e `fim` (datas): o fechamento da competência os lista como divergência.
 */
export const listSobreavisosPendentes = (
  { db, empresaId }: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) =>
  db
    .select({
      usuarioId: sobreavisoLancamento.usuarioId,
      natureza: sobreavisoLancamento.natureza,
      inicio: sobreavisoLancamento.inicio,
    })
    .from(sobreavisoLancamento)
    .where(
      and(
        eq(sobreavisoLancamento.empresaId, empresaId),
        algumId(sobreavisoLancamento.usuarioId, usuarioIds),
        eq(sobreavisoLancamento.status, 'pendente'),
        gte(sobreavisoLancamento.inicio, inicio),
        lt(sobreavisoLancamento.inicio, `${fim}T99`),
      ),
    )
    .orderBy(asc(sobreavisoLancamento.usuarioId), asc(sobreavisoLancamento.inicio));
