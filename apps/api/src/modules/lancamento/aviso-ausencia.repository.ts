import { and, eq } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import type { AnexoValidado } from './aviso-ausencia.anexo.ts';
import { lancamentoAnexo, lancamentoAvisoAusencia } from './aviso-ausencia.table.ts';

/** O que o aviso de ausência tem além do lançamento, com o anexo sem o conteúdo. */
export type DetalheAviso = {
  minutoInicio: number | null;
  minutoFim: number | null;
  ausenciaId: number | null;
  anexo: { nome: string; tipo: string; tamanho: number } | null;
};

export const avisoAusenciaRepository = ({ db, empresaId }: Escopo) => ({
  insert: async (
    lancamentoId: number,
    v: { minutoInicio: number | null; minutoFim: number | null },
    anexo: AnexoValidado | null,
    em: Date,
  ) => {
    await db.insert(lancamentoAvisoAusencia).values({ empresaId, lancamentoId, ...v });
    if (anexo)
      await db.insert(lancamentoAnexo).values({ empresaId, lancamentoId, ...anexo, criadoEm: em });
  },

  /** Liga a ausência justificada que a aprovação gravou. */
  setAusencia: (lancamentoId: number, ausenciaId: number) =>
    db
      .update(lancamentoAvisoAusencia)
      .set({ ausenciaId })
      .where(
        and(
          eq(lancamentoAvisoAusencia.empresaId, empresaId),
          eq(lancamentoAvisoAusencia.lancamentoId, lancamentoId),
        ),
      ),

  /** Detalhes de um lote de avisos (por id do lançamento). */
  listDetalhes: async (lancamentoIds: readonly number[]): Promise<Map<number, DetalheAviso>> => {
    if (lancamentoIds.length === 0) return new Map();
    const linhas = await db
      .select({
        lancamentoId: lancamentoAvisoAusencia.lancamentoId,
        minutoInicio: lancamentoAvisoAusencia.minutoInicio,
        minutoFim: lancamentoAvisoAusencia.minutoFim,
        ausenciaId: lancamentoAvisoAusencia.ausenciaId,
        nome: lancamentoAnexo.nome,
        tipo: lancamentoAnexo.tipo,
        tamanho: lancamentoAnexo.tamanho,
      })
      .from(lancamentoAvisoAusencia)
      .leftJoin(
        lancamentoAnexo,
        and(
          eq(lancamentoAnexo.empresaId, lancamentoAvisoAusencia.empresaId),
          eq(lancamentoAnexo.lancamentoId, lancamentoAvisoAusencia.lancamentoId),
        ),
      )
      .where(
        and(
          eq(lancamentoAvisoAusencia.empresaId, empresaId),
          algumId(lancamentoAvisoAusencia.lancamentoId, lancamentoIds),
        ),
      );
    return new Map(
      linhas.map((l) => [
        l.lancamentoId,
        {
          minutoInicio: l.minutoInicio,
          minutoFim: l.minutoFim,
          ausenciaId: l.ausenciaId,
          anexo: l.nome === null ? null : { nome: l.nome, tipo: l.tipo!, tamanho: l.tamanho! },
        },
      ]),
    );
  },

  findAnexo: async (lancamentoId: number) => {
    const [a] = await db
      .select()
      .from(lancamentoAnexo)
      .where(
        and(
          eq(lancamentoAnexo.empresaId, empresaId),
          eq(lancamentoAnexo.lancamentoId, lancamentoId),
        ),
      );
    return a;
  },
});
