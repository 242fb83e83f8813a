import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cercaVirtual, cercaVirtualFilial } from '../modules/cerca-virtual/cerca-virtual.table.ts';
import { filial } from '../modules/organizacao/organizacao.table.ts';

/**
 * Cerca virtual da demo (README): um círculo de 300 m em torno da Praça da Sé, São Paulo
 * (−23,5503, −46,6339), na primeira filial da empresa, no modo `aceitar` com 50 m de tolerância
 * — marcações fora dela entram marcadas "fora da cerca" para revisão. Só se a filial não tiver
 * cerca (semear de novo não duplica nem desfaz o que o RH mudou).
 */
export const CERCA_DEMO = {
  nome: 'Loja Centro',
  latitude: -23.5503,
  longitude: -46.6339,
  raioMetros: 300,
  toleranciaMetros: 50,
} as const;

export const semearCercaVirtualDemo = async (db: Db, empresaId: number, agora: Date) => {
  const [f] = await db
    .select({ id: filial.id })
    .from(filial)
    .where(eq(filial.empresaId, empresaId))
    .orderBy(filial.id)
    .limit(1);
  if (!f) return;
  const [existe] = await db
    .select({ id: cercaVirtual.id })
    .from(cercaVirtual)
    .where(and(eq(cercaVirtual.empresaId, empresaId), eq(cercaVirtual.filialId, f.id)))
    .limit(1);
  if (existe) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(cercaVirtualFilial)
      .values({
        empresaId,
        filialId: f.id,
        modo: 'aceitar',
        toleranciaMetros: CERCA_DEMO.toleranciaMetros,
        atualizadoEm: agora,
      })
      .onConflictDoNothing();
    await tx.insert(cercaVirtual).values({
      empresaId,
      filialId: f.id,
      nome: CERCA_DEMO.nome,
      tipo: 'circulo',
      latitude: CERCA_DEMO.latitude,
      longitude: CERCA_DEMO.longitude,
      raioMetros: CERCA_DEMO.raioMetros,
      criadoEm: agora,
    });
  });
};
