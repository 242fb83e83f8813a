import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lte,
  max,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { bancoHoras, bancoHorasColaborador } from './banco-horas.table.ts';
import { bancoHorasPagamentoEstorno } from './banco-horas-estorno.table.ts';
import {
  bancoHorasLancamento,
  bancoHorasPagamento,
  bancoHorasPagamentoItem,
} from './banco-horas-movimento.table.ts';

export type PagamentoLinha = typeof bancoHorasPagamento.$inferSelect;

/** Subconsulta: o estorno do pagamento (empresa, id) — `notExists` dela = pagamento que vale. */
const semEstorno = (db: Escopo['db'], empresa: AnyColumn, id: AnyColumn) =>
  db
    .select({ um: sql`1` })
    .from(bancoHorasPagamentoEstorno)
    .where(
      and(
        eq(bancoHorasPagamentoEstorno.empresaId, empresa),
        eq(bancoHorasPagamentoEstorno.pagamentoId, id),
      ),
    );
type ItemNovo = Omit<typeof bancoHorasPagamentoItem.$inferInsert, 'empresaId' | 'pagamentoId'>;

/** Pagamentos fora do fechamento do ciclo (extraordinário, antecipado, rescisão, estágio). */
export const pagamentoRepository = ({ db, empresaId }: Escopo) => ({
  /** Os pagamentos que valem (sem os estornados): os que entram no motor e na folha. */
  listPagamentos: (usuarioIds: readonly number[]) =>
    db
      .select()
      .from(bancoHorasPagamento)
      .where(
        and(
          eq(bancoHorasPagamento.empresaId, empresaId),
          algumId(bancoHorasPagamento.usuarioId, usuarioIds),
          notExists(semEstorno(db, bancoHorasPagamento.empresaId, bancoHorasPagamento.id)),
        ),
      )
      .orderBy(asc(bancoHorasPagamento.data), asc(bancoHorasPagamento.id)),

  listItensDePagamentos: (pagamentoIds: readonly number[]) =>
    pagamentoIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(bancoHorasPagamentoItem)
          .where(
            and(
              eq(bancoHorasPagamentoItem.empresaId, empresaId),
              algumId(bancoHorasPagamentoItem.pagamentoId, pagamentoIds),
            ),
          ),

  insertPagamento: async (
    v: Omit<typeof bancoHorasPagamento.$inferInsert, 'empresaId'>,
    itens: readonly ItemNovo[],
  ) => {
    const [p] = await db
      .insert(bancoHorasPagamento)
      .values({ ...v, empresaId })
      .returning();
    if (itens.length > 0)
      await db
        .insert(bancoHorasPagamentoItem)
        .values(itens.map((i) => ({ ...i, empresaId, pagamentoId: p!.id })));
    return p!;
  },

  /**
   * Retrato do que move o banco das pessoas (lançamentos, pagamentos, vigências): calculado antes
   * da transação e conferido dentro dela, depois de travar a vigência — mudou, refaz-se a prévia.
   */
  versao: async (usuarioIds: readonly number[]) => {
    const l = await db
      .select({ n: count(), m: max(bancoHorasLancamento.id) })
      .from(bancoHorasLancamento)
      .where(
        and(
          eq(bancoHorasLancamento.empresaId, empresaId),
          algumId(bancoHorasLancamento.usuarioId, usuarioIds),
        ),
      );
    const p = await db
      .select({ n: count(), m: max(bancoHorasPagamento.id) })
      .from(bancoHorasPagamento)
      .where(
        and(
          eq(bancoHorasPagamento.empresaId, empresaId),
          algumId(bancoHorasPagamento.usuarioId, usuarioIds),
        ),
      );
    const e = await db
      .select({ n: count() })
      .from(bancoHorasPagamentoEstorno)
      .innerJoin(
        bancoHorasPagamento,
        and(
          eq(bancoHorasPagamento.empresaId, bancoHorasPagamentoEstorno.empresaId),
          eq(bancoHorasPagamento.id, bancoHorasPagamentoEstorno.pagamentoId),
        ),
      )
      .where(
        and(
          eq(bancoHorasPagamentoEstorno.empresaId, empresaId),
          algumId(bancoHorasPagamento.usuarioId, usuarioIds),
        ),
      );
    const v = await db
      .select({
        id: bancoHorasColaborador.id,
        fim: bancoHorasColaborador.vigenciaFim,
        saldo: bancoHorasColaborador.saldoAnteriorMinutos,
      })
      .from(bancoHorasColaborador)
      .where(
        and(
          eq(bancoHorasColaborador.empresaId, empresaId),
          algumId(bancoHorasColaborador.usuarioId, usuarioIds),
        ),
      )
      .orderBy(asc(bancoHorasColaborador.id));
    return JSON.stringify([l, p, e, v]);
  },

  /** Trava as vigências até o fim da transação: operações do banco das pessoas em série. */
  lockVigencias: (ids: readonly number[]) =>
    db
      .select({ id: bancoHorasColaborador.id })
      .from(bancoHorasColaborador)
      .where(
        and(eq(bancoHorasColaborador.empresaId, empresaId), algumId(bancoHorasColaborador.id, ids)),
      )
      .orderBy(asc(bancoHorasColaborador.id))
      .for('update'),

  /** O lançamento inverso de `id`, se houver. */
  findEstornoDe: async (id: number) => {
    const [r] = await db
      .select({ id: bancoHorasLancamento.id })
      .from(bancoHorasLancamento)
      .where(
        and(
          eq(bancoHorasLancamento.empresaId, empresaId),
          eq(bancoHorasLancamento.estornoDeId, id),
        ),
      );
    return r;
  },

  /**
   * Desligados (usuario.demissao) cuja vigência cobre a demissão e ainda sem rescisão do banco:
   * a rescisão do banco está pendente. Uma página, mais recentes primeiro.
   */
  listRescisoesPendentes: async (pagina: number, porPagina: number) => {
    const c = bancoHorasColaborador;
    const filtro = and(
      eq(usuario.empresaId, empresaId),
      isNotNull(usuario.demissao),
      lte(c.vigenciaInicio, usuario.demissao),
      or(isNull(c.vigenciaFim), gte(c.vigenciaFim, usuario.demissao)),
      notExists(
        db
          .select({ um: sql`1` })
          .from(bancoHorasPagamento)
          .where(
            and(
              eq(bancoHorasPagamento.empresaId, c.empresaId),
              eq(bancoHorasPagamento.vigenciaId, c.id),
              eq(bancoHorasPagamento.origem, 'rescisao'),
              notExists(semEstorno(db, bancoHorasPagamento.empresaId, bancoHorasPagamento.id)),
            ),
          ),
      ),
    );
    const base = () =>
      db
        .select({
          usuarioId: usuario.id,
          nome: usuario.nome,
          demissao: usuario.demissao,
          vigencia: c,
          bancoHoraNome: bancoHoras.nome,
        })
        .from(c)
        .innerJoin(usuario, and(eq(usuario.empresaId, c.empresaId), eq(usuario.id, c.usuarioId)))
        .innerJoin(
          bancoHoras,
          and(eq(bancoHoras.empresaId, c.empresaId), eq(bancoHoras.id, c.bancoHoraId)),
        )
        .where(filtro);
    const [total] = await db
      .select({ n: count() })
      .from(c)
      .innerJoin(usuario, and(eq(usuario.empresaId, c.empresaId), eq(usuario.id, c.usuarioId)))
      .where(filtro);
    const linhas = await base()
      .orderBy(desc(usuario.demissao), asc(usuario.nome), asc(c.id))
      .limit(porPagina)
      .offset((pagina - 1) * porPagina);
    return { total: total?.n ?? 0, linhas };
  },
});
