import type { StatusAcao } from '@jornada/domain';
import { and, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { acao } from './acao.table.ts';
import { doColaborador, paginaComTotal, seInformado } from './consulta.ts';
import { escala } from './escala.table.ts';

export type AcaoRow = typeof acao.$inferSelect;
export type AcaoValores = Omit<typeof acao.$inferInsert, 'empresaId' | 'id'>;
export type AcaoComNomes = AcaoRow & {
  usuarioNome: string;
  solicitanteNome: string | null;
  decididoPorNome: string | null;
  remocaoSolicitanteNome: string | null;
  novaEscalaNome: string | null;
  /** Departamento e gestor do colaborador, e o gestor de quem pediu: quem decide (acao.decisor). */
  alvoDepartamentoId: number | null;
  alvoGestorId: number | null;
  solicitanteGestorId: number | null;
  remocaoSolicitanteGestorId: number | null;
};

/** Status que valem para o domínio (em vigor ou ocupando o dia); os demais são só histórico. */
export const STATUS_ATIVOS: StatusAcao[] = ['ParaAprovar', 'Aprovada', 'ParaRemover'];

const solicitante = alias(usuario, 'solicitante');
const decisor = alias(usuario, 'decisor');
const removedor = alias(usuario, 'removedor');
const chefiado = alias(usuario, 'chefiado');

export const acaoRepository = ({ db, empresaId }: Escopo) => {
  const comNomes = () =>
    db
      .select({
        a: acao,
        usuarioNome: usuario.nome,
        solicitanteNome: solicitante.nome,
        decididoPorNome: decisor.nome,
        remocaoSolicitanteNome: removedor.nome,
        novaEscalaNome: escala.nome,
        alvoDepartamentoId: usuario.departamentoId,
        alvoGestorId: usuario.gestorId,
        solicitanteGestorId: solicitante.gestorId,
        remocaoSolicitanteGestorId: removedor.gestorId,
      })
      .from(acao)
      .innerJoin(usuario, doColaborador(acao))
      .leftJoin(
        solicitante,
        and(eq(solicitante.empresaId, acao.empresaId), eq(solicitante.id, acao.solicitanteId)),
      )
      .leftJoin(
        decisor,
        and(eq(decisor.empresaId, acao.empresaId), eq(decisor.id, acao.decididoPorId)),
      )
      .leftJoin(
        removedor,
        and(eq(removedor.empresaId, acao.empresaId), eq(removedor.id, acao.remocaoSolicitanteId)),
      )
      .leftJoin(
        escala,
        and(eq(escala.empresaId, acao.empresaId), eq(escala.id, acao.novaEscalaId)),
      );
  const achatar = ({ a, ...nomes }: Omit<AcaoComNomes, keyof AcaoRow> & { a: AcaoRow }) => ({
    ...a,
    ...nomes,
  });

  /**
   * Pedidos pendentes feitos por quem responde ao gestor (usuario.gestor_id): o gestor imediato
   * de quem pediu também decide (docs/decisoes/escala.md). Subconsulta, para a contagem da
   * página valer com a mesma condição.
   */
  const pendentesPedidosAo = (gestorId: number): SQL => {
    const chefiados = db
      .select({ id: chefiado.id })
      .from(chefiado)
      .where(and(eq(chefiado.empresaId, empresaId), eq(chefiado.gestorId, gestorId)));
    return or(
      and(eq(acao.status, 'ParaAprovar'), inArray(acao.solicitanteId, chefiados)),
      and(eq(acao.status, 'ParaRemover'), inArray(acao.remocaoSolicitanteId, chefiados)),
    )!;
  };

  return {
    /**
     * Ações ativas dos colaboradores que alteram algum dia do período: começam até `fim` e
     * terminam (a maior das datas da ação; AlterarEscala sem fim = indeterminado) a partir de
     * `inicio`. Uma consulta para todos.
     */
    listForUsers: (usuarioIds: readonly number[], inicio: string, fim: string) =>
      usuarioIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(acao)
            .where(
              and(
                eq(acao.empresaId, empresaId),
                algumId(acao.usuarioId, usuarioIds),
                inArray(acao.status, STATUS_ATIVOS),
                lte(acao.data, fim),
                sql`((${acao.tipoAcao} = 'AlterarEscala' and ${acao.novaEscalaDataFim} is null)
                  or greatest(${acao.data}, coalesce(${acao.alterarDiaDataFim}, ${acao.data}),
                    coalesce(${acao.novaFolgaSemanal}, ${acao.data}),
                    coalesce(${acao.novaEscalaDataFim}, ${acao.data})) >= ${inicio})`,
              ),
            )
            .orderBy(acao.id),

    list: async (f: {
      alcance: SQL | undefined;
      /** Gestor: além do alcance, os pedidos pendentes feitos por quem responde a ele. */
      pendentesPedidosAo?: number;
      usuarioId?: number;
      inicio?: string;
      fim?: string;
      status?: StatusAcao;
      tipoAcao?: string;
      offset: number;
      limit: number;
    }) => {
      const onde = and(
        eq(acao.empresaId, empresaId),
        f.pendentesPedidosAo === undefined
          ? f.alcance
          : or(f.alcance, pendentesPedidosAo(f.pendentesPedidosAo)),
        seInformado(f.usuarioId, (v) => eq(acao.usuarioId, v)),
        seInformado(f.inicio, (v) => gte(acao.data, v)),
        seInformado(f.fim, (v) => lte(acao.data, v)),
        seInformado(f.status, (v) => eq(acao.status, v)),
        seInformado(f.tipoAcao, (v) => eq(acao.tipoAcao, v as AcaoRow['tipoAcao'])),
      );
      const { linhas, total } = await paginaComTotal(
        db,
        acao,
        onde,
        comNomes()
          .where(onde)
          .orderBy(desc(acao.data), desc(acao.id))
          .offset(f.offset)
          .limit(f.limit),
      );
      return { itens: linhas.map(achatar), total };
    },

    findById: async (id: number): Promise<AcaoComNomes | undefined> => {
      const [r] = await comNomes().where(and(eq(acao.empresaId, empresaId), eq(acao.id, id)));
      return r && achatar(r);
    },

    /** Trava a ação até o fim da transação (duas decisões ao mesmo tempo não passam). */
    travar: async (id: number) => {
      const [r] = await db
        .select()
        .from(acao)
        .where(and(eq(acao.empresaId, empresaId), eq(acao.id, id)))
        .for('update');
      return r;
    },

    insert: async (v: AcaoValores) => {
      const [r] = await db
        .insert(acao)
        .values({ ...v, empresaId })
        .returning({ id: acao.id });
      return r!.id;
    },

    update: async (id: number, v: Partial<AcaoValores>) => {
      await db
        .update(acao)
        .set(v)
        .where(and(eq(acao.empresaId, empresaId), eq(acao.id, id)));
    },
  };
};
