import type { TipoRegraCalculo, VersaoRegraPonto } from '@jornada/domain';
import { and, asc, countDistinct, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Escopo } from '../../../shared/escopo.ts';
import { alocacaoRegra } from '../alocacao/alocacao-regra.table.ts';
import {
  regraPonto,
  regraPontoPadrao,
  regraPontoVersao,
  regraPontoVersaoRegra,
} from './regra-ponto.table.ts';

export type RegraPontoVersaoRow = typeof regraPontoVersao.$inferSelect & {
  regras: Partial<Record<TipoRegraCalculo, number>>;
};
export type PadraoRow = typeof regraPontoPadrao.$inferSelect;
type NovaVersao = Omit<typeof regraPontoVersao.$inferInsert, 'empresaId' | 'criadoEm'> & {
  regras: Partial<Record<TipoRegraCalculo, number>>;
};

/** Linha da versão → entrada do resolvedor do domínio. */
export const paraVersaoDominio = (v: RegraPontoVersaoRow): VersaoRegraPonto => ({
  regraPontoId: v.regraPontoId,
  versao: v.versao,
  vigenciaInicio: v.vigenciaInicio,
  regras: v.regras,
});

export const regraPontoRepository = ({ db, empresaId }: Escopo) => ({
  criar: async (): Promise<number> => {
    const [r] = await db.insert(regraPonto).values({ empresaId }).returning({ id: regraPonto.id });
    return r!.id;
  },

  /** Trava a regra de ponto até o fim da transação (numeração das versões sem corrida). */
  travar: async (id: number): Promise<boolean> => {
    const [r] = await db
      .select({ id: regraPonto.id })
      .from(regraPonto)
      .where(and(eq(regraPonto.empresaId, empresaId), eq(regraPonto.id, id)))
      .for('update');
    return r !== undefined;
  },

  inserirVersao: async ({ regras, ...v }: NovaVersao): Promise<RegraPontoVersaoRow> => {
    const [row] = await db
      .insert(regraPontoVersao)
      .values({ empresaId, ...v })
      .returning();
    const itens = Object.entries(regras).map(([tipo, regraId]) => ({
      empresaId,
      regraPontoId: v.regraPontoId,
      versao: v.versao,
      tipo,
      regraId,
    }));
    if (itens.length) await db.insert(regraPontoVersaoRegra).values(itens);
    return { ...row!, regras };
  },

  /**
   * Versões (com as regras escolhidas) das regras de ponto informadas, ou de todas da empresa;
   * em ordem de regra e de versão. Duas consultas, qualquer que seja o número de regras.
   */
  versoes: async (ids?: readonly number[]): Promise<RegraPontoVersaoRow[]> => {
    if (ids?.length === 0) return [];
    const filtroV = ids ? inArray(regraPontoVersao.regraPontoId, [...ids]) : undefined;
    const filtroR = ids ? inArray(regraPontoVersaoRegra.regraPontoId, [...ids]) : undefined;
    const [versoes, itens] = await Promise.all([
      db
        .select()
        .from(regraPontoVersao)
        .where(and(eq(regraPontoVersao.empresaId, empresaId), filtroV))
        .orderBy(asc(regraPontoVersao.regraPontoId), asc(regraPontoVersao.versao)),
      db
        .select()
        .from(regraPontoVersaoRegra)
        .where(and(eq(regraPontoVersaoRegra.empresaId, empresaId), filtroR)),
    ]);
    const regras = new Map<string, Partial<Record<TipoRegraCalculo, number>>>();
    for (const i of itens) {
      const chave = `${i.regraPontoId}|${i.versao}`;
      regras.set(chave, { ...regras.get(chave), [i.tipo]: i.regraId });
    }
    return versoes.map((v) => ({
      ...v,
      regras: regras.get(`${v.regraPontoId}|${v.versao}`) ?? {},
    }));
  },

  padroes: (): Promise<PadraoRow[]> =>
    db
      .select()
      .from(regraPontoPadrao)
      .where(eq(regraPontoPadrao.empresaId, empresaId))
      .orderBy(asc(regraPontoPadrao.id)),

  /** Colaboradores com alocação ativa da regra em `data` ou depois (só leitura de alocações). */
  colaboradoresAlocados: async (regraPontoId: number, data: string): Promise<number> => {
    const [r] = await db
      .select({ n: countDistinct(alocacaoRegra.usuarioId) })
      .from(alocacaoRegra)
      .where(
        and(
          eq(alocacaoRegra.empresaId, empresaId),
          eq(alocacaoRegra.regraPontoId, regraPontoId),
          eq(alocacaoRegra.status, 'ativa'),
          or(isNull(alocacaoRegra.dataFim), gte(alocacaoRegra.dataFim, data)),
        ),
      );
    return Number(r?.n ?? 0);
  },

  inserirPadrao: async (v: { regraPontoId: number; vigenciaInicio: string; autorId: number }) => {
    const [row] = await db
      .insert(regraPontoPadrao)
      .values({ empresaId, ...v })
      .returning();
    return row!;
  },
});
