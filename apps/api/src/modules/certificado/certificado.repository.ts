import { and, desc, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import type { CertificadoGuardado } from './certificado.cripto.ts';
import { certificadoAssinatura } from './certificado.table.ts';

export type CertificadoRow = typeof certificadoAssinatura.$inferSelect;

export const certificadoRepository = ({ db, empresaId }: Escopo) => ({
  findAtivo: async (): Promise<CertificadoRow | undefined> => {
    const [c] = await db
      .select()
      .from(certificadoAssinatura)
      .where(
        and(eq(certificadoAssinatura.empresaId, empresaId), eq(certificadoAssinatura.ativo, true)),
      );
    return c;
  },

  list: () =>
    db
      .select()
      .from(certificadoAssinatura)
      .where(eq(certificadoAssinatura.empresaId, empresaId))
      .orderBy(desc(certificadoAssinatura.id)),

  /** Desativa o atual e grava o novo como ativo (um ativo por empresa: índice único parcial). */
  insertAtivo: async (
    c: CertificadoGuardado & { origem: 'demo' | 'importado'; criadoPorId: number | null },
  ): Promise<CertificadoRow> => {
    await db
      .update(certificadoAssinatura)
      .set({ ativo: false })
      .where(
        and(eq(certificadoAssinatura.empresaId, empresaId), eq(certificadoAssinatura.ativo, true)),
      );
    const [row] = await db
      .insert(certificadoAssinatura)
      .values({ empresaId, ...c, ativo: true })
      .returning();
    return row!;
  },
});
