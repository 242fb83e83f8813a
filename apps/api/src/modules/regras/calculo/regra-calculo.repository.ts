import type { TipoRegraCalculo } from '@jornada/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../../shared/escopo.ts';
import { regraCalculo, regraCalculoVersao } from './regra-calculo.table.ts';

export type VersaoRegraCalculoRow = typeof regraCalculoVersao.$inferSelect & { tipo: string };
export type NovaVersaoRegraCalculo = Omit<typeof regraCalculoVersao.$inferInsert, 'empresaId'>;

const colunas = {
  empresaId: regraCalculoVersao.empresaId,
  regraId: regraCalculoVersao.regraId,
  versao: regraCalculoVersao.versao,
  vigenciaInicio: regraCalculoVersao.vigenciaInicio,
  nome: regraCalculoVersao.nome,
  descricao: regraCalculoVersao.descricao,
  parametros: regraCalculoVersao.parametros,
  autorId: regraCalculoVersao.autorId,
  criadoEm: regraCalculoVersao.criadoEm,
  tipo: regraCalculo.tipo,
};

export const regraCalculoRepository = ({ db, empresaId }: Escopo) => {
  const daEmpresa = eq(regraCalculo.empresaId, empresaId);
  const versoes = () =>
    db
      .select(colunas)
      .from(regraCalculoVersao)
      .innerJoin(
        regraCalculo,
        and(
          eq(regraCalculo.empresaId, regraCalculoVersao.empresaId),
          eq(regraCalculo.id, regraCalculoVersao.regraId),
        ),
      );

  return {
    criar: async (tipo: TipoRegraCalculo): Promise<number> => {
      const [r] = await db
        .insert(regraCalculo)
        .values({ empresaId, tipo })
        .returning({ id: regraCalculo.id });
      return r!.id;
    },

    /** Trava a regra até o fim da transação (numeração das versões sem corrida). */
    travar: async (tipo: TipoRegraCalculo, id: number): Promise<boolean> => {
      const [r] = await db
        .select({ id: regraCalculo.id })
        .from(regraCalculo)
        .where(and(daEmpresa, eq(regraCalculo.id, id), eq(regraCalculo.tipo, tipo)))
        .for('update');
      return r !== undefined;
    },

    /**
     * Trava (compartilhado) as regras escolhidas até o fim da transação: um arquivamento
     * simultâneo (que trava a regra para escrita) espera, e depois vê a escolha gravada.
     */
    travarEscolhidas: async (ids: readonly number[]) => {
      if (ids.length)
        await db
          .select({ id: regraCalculo.id })
          .from(regraCalculo)
          .where(and(daEmpresa, inArray(regraCalculo.id, [...ids])))
          .for('share');
    },

    inserirVersao: async (v: NovaVersaoRegraCalculo) => {
      const [row] = await db
        .insert(regraCalculoVersao)
        .values({ empresaId, ...v })
        .returning();
      return row!;
    },

    /** Versões de uma regra do tipo, da mais recente para a mais antiga ([] se não é da empresa). */
    versoesDaRegra: (tipo: TipoRegraCalculo, id: number): Promise<VersaoRegraCalculoRow[]> =>
      versoes()
        .where(and(daEmpresa, eq(regraCalculo.tipo, tipo), eq(regraCalculo.id, id)))
        .orderBy(desc(regraCalculoVersao.versao)),

    /** Todas as versões das regras de um tipo. */
    versoesDoTipo: (tipo: TipoRegraCalculo): Promise<VersaoRegraCalculoRow[]> =>
      versoes()
        .where(and(daEmpresa, eq(regraCalculo.tipo, tipo)))
        .orderBy(asc(regraCalculoVersao.regraId), asc(regraCalculoVersao.versao)),

    /** Versões de várias regras (para resolver regras de ponto). */
    versoesDeRegras: (ids: readonly number[]): Promise<VersaoRegraCalculoRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : versoes().where(and(daEmpresa, inArray(regraCalculo.id, [...ids]))),

    /** Tipo e primeira vigência de cada regra informada (validação das referências). */
    inicioDasRegras: async (ids: readonly number[]) => {
      const rows = ids.length
        ? await versoes().where(and(daEmpresa, inArray(regraCalculo.id, [...ids])))
        : [];
      const inicio = new Map<number, { tipo: string; vigenciaInicio: string; nome: string }>();
      for (const r of rows) {
        const atual = inicio.get(r.regraId);
        if (!atual || r.vigenciaInicio < atual.vigenciaInicio)
          inicio.set(r.regraId, { tipo: r.tipo, vigenciaInicio: r.vigenciaInicio, nome: r.nome });
      }
      return inicio;
    },
  };
};
