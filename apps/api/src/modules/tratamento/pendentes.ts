import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacaoTratamento } from './tratamento.table.ts';

/**
 * Pedidos de tratamento ainda sem decisão (ParaAprovar) nos dias de `inicio` a `fim`, por
 * colaborador: o fechamento da competência os lista como divergência que impede fechar.
 */
export const listTratamentosPendentes = (
  { db, empresaId }: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) =>
  db
    .select({
      usuarioId: marcacaoTratamento.usuarioId,
      data: marcacaoTratamento.data,
      tipo: marcacaoTratamento.tipo,
    })
    .from(marcacaoTratamento)
    .where(
      and(
        eq(marcacaoTratamento.empresaId, empresaId),
        algumId(marcacaoTratamento.usuarioId, usuarioIds),
        eq(marcacaoTratamento.status, 'ParaAprovar'),
        gte(marcacaoTratamento.data, inicio),
        lte(marcacaoTratamento.data, fim),
      ),
    )
    .orderBy(asc(marcacaoTratamento.usuarioId), asc(marcacaoTratamento.data));
