import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { avisoAusenciaRepository } from './aviso-ausencia.repository.ts';
import { lancamento, lancamentoFeriasPeriodo } from './lancamento.table.ts';

export type FiltroRh = {
  tipo?: string;
  status?: string;
  inicio?: string;
  fim?: string;
  departamentoId?: number;
  search?: string;
};

/** `%`, `_` e `\` do texto buscado valem como eles mesmos no ILIKE. */
const comoTexto = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A lista de lançamentos de toda a empresa para o RH, paginada no banco. */
export const lancamentoRhRepository = ({ db, empresaId }: Escopo) => {
  const onde = (f: FiltroRh): SQL | undefined =>
    and(
      eq(lancamento.empresaId, empresaId),
      f.tipo ? eq(lancamento.tipo, f.tipo) : undefined,
      f.status ? eq(lancamento.status, f.status) : undefined,
      f.fim ? lte(lancamento.dataInicio, f.fim) : undefined,
      f.inicio ? gte(lancamento.dataFim, f.inicio) : undefined,
      f.departamentoId !== undefined ? eq(usuario.departamentoId, f.departamentoId) : undefined,
      f.search ? ilike(usuario.nome, `%${comoTexto(f.search)}%`) : undefined,
    );
  const juncao = and(
    eq(usuario.empresaId, lancamento.empresaId),
    eq(usuario.id, lancamento.usuarioId),
  );

  return {
    listPagina: async (f: FiltroRh, pagina: number, tamanho: number) => {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(lancamento)
        .innerJoin(usuario, juncao)
        .where(onde(f));
      const linhas = await db
        .select({ l: lancamento, nome: usuario.nome, departamento: departamento.nome })
        .from(lancamento)
        .innerJoin(usuario, juncao)
        .leftJoin(
          departamento,
          and(
            eq(departamento.empresaId, usuario.empresaId),
            eq(departamento.id, usuario.departamentoId),
          ),
        )
        .where(onde(f))
        .orderBy(desc(lancamento.dataInicio), desc(lancamento.id))
        .limit(tamanho)
        .offset((pagina - 1) * tamanho);
      const periodos =
        linhas.length === 0
          ? []
          : await db
              .select()
              .from(lancamentoFeriasPeriodo)
              .where(
                and(
                  eq(lancamentoFeriasPeriodo.empresaId, empresaId),
                  algumId(
                    lancamentoFeriasPeriodo.lancamentoId,
                    linhas.map((r) => r.l.id),
                  ),
                ),
              )
              .orderBy(asc(lancamentoFeriasPeriodo.ordem));
      const avisos = await avisoAusenciaRepository({ db, empresaId }).listDetalhes(
        linhas.filter((r) => r.l.tipo === 'AvisoAusencia').map((r) => r.l.id),
      );
      return {
        total,
        itens: linhas.map((r) => ({
          ...r.l,
          nome: r.nome,
          departamento: r.departamento,
          periodos: periodos.filter((p) => p.lancamentoId === r.l.id),
          aviso: avisos.get(r.l.id) ?? null,
        })),
      };
    },
  };
};
