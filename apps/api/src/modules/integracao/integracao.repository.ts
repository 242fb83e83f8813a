import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { apiToken, webhookEndpoint, webhookEntrega, webhookTentativa } from './integracao.table.ts';

export type TokenLinha = typeof apiToken.$inferSelect & { criadoPorNome: string };
export type EndpointLinha = typeof webhookEndpoint.$inferSelect;
export type EntregaLinha = typeof webhookEntrega.$inferSelect;
export type TentativaLinha = typeof webhookTentativa.$inferSelect;

/** Tokens de API e webhooks da empresa (toda consulta filtrada por empresaId). */
export const integracaoRepository = ({ db, empresaId }: Escopo) => ({
  listTokens: (): Promise<TokenLinha[]> =>
    db
      .select({ t: apiToken, criadoPorNome: usuario.nome })
      .from(apiToken)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, apiToken.empresaId), eq(usuario.id, apiToken.criadoPor)),
      )
      .where(eq(apiToken.empresaId, empresaId))
      .orderBy(desc(apiToken.criadoEm), desc(apiToken.id))
      .then((rs) => rs.map((r) => ({ ...r.t, criadoPorNome: r.criadoPorNome }))),

  findToken: async (id: number) =>
    (
      await db
        .select()
        .from(apiToken)
        .where(and(eq(apiToken.empresaId, empresaId), eq(apiToken.id, id)))
        .for('update')
    )[0],

  insertToken: async (v: Omit<typeof apiToken.$inferInsert, 'empresaId'>) =>
    (
      await db
        .insert(apiToken)
        .values({ ...v, empresaId })
        .returning({ id: apiToken.id })
    )[0]!.id,

  revokeToken: (id: number, por: number, em: Date) =>
    db
      .update(apiToken)
      .set({ revogadoEm: em, revogadoPor: por })
      .where(
        and(eq(apiToken.empresaId, empresaId), eq(apiToken.id, id), isNull(apiToken.revogadoEm)),
      ),

  registrarUso: (id: number, em: Date) =>
    db
      .update(apiToken)
      .set({ ultimoUsoEm: em, usos: sql`${apiToken.usos} + 1` })
      .where(and(eq(apiToken.empresaId, empresaId), eq(apiToken.id, id))),

  listEndpoints: () =>
    db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.empresaId, empresaId))
      .orderBy(asc(webhookEndpoint.id)),

  findEndpoint: async (id: number) =>
    (
      await db
        .select()
        .from(webhookEndpoint)
        .where(and(eq(webhookEndpoint.empresaId, empresaId), eq(webhookEndpoint.id, id)))
    )[0],

  insertEndpoint: async (v: Omit<typeof webhookEndpoint.$inferInsert, 'empresaId'>) =>
    (
      await db
        .insert(webhookEndpoint)
        .values({ ...v, empresaId })
        .returning()
    )[0]!,

  updateEndpoint: (id: number, v: { url: string; eventos: string[]; ativo: boolean }) =>
    db
      .update(webhookEndpoint)
      .set(v)
      .where(and(eq(webhookEndpoint.empresaId, empresaId), eq(webhookEndpoint.id, id))),

  deleteEndpoint: (id: number) =>
    db
      .delete(webhookEndpoint)
      .where(and(eq(webhookEndpoint.empresaId, empresaId), eq(webhookEndpoint.id, id))),

  /** Destinos ativos da empresa e os eventos que cada um assina (poucos por empresa). */
  listEndpointsAtivos: () =>
    db
      .select({ id: webhookEndpoint.id, eventos: webhookEndpoint.eventos })
      .from(webhookEndpoint)
      .where(and(eq(webhookEndpoint.empresaId, empresaId), eq(webhookEndpoint.ativo, true))),

  insertEntregas: (vs: Omit<typeof webhookEntrega.$inferInsert, 'empresaId'>[]) =>
    vs.length
      ? db
          .insert(webhookEntrega)
          .values(vs.map((v) => ({ ...v, empresaId })))
          .returning({ id: webhookEntrega.id })
      : Promise.resolve([]),

  findEntrega: async (endpointId: number, id: number) =>
    (
      await db
        .select()
        .from(webhookEntrega)
        .where(
          and(
            eq(webhookEntrega.empresaId, empresaId),
            eq(webhookEntrega.endpointId, endpointId),
            eq(webhookEntrega.id, id),
          ),
        )
    )[0],

  updateEntrega: (id: number, v: Partial<typeof webhookEntrega.$inferInsert>) =>
    db
      .update(webhookEntrega)
      .set(v)
      .where(and(eq(webhookEntrega.empresaId, empresaId), eq(webhookEntrega.id, id))),

  insertTentativa: (v: Omit<typeof webhookTentativa.$inferInsert, 'empresaId'>) =>
    db.insert(webhookTentativa).values({ ...v, empresaId }),

  pageEntregas: async (endpointId: number, pageNumber: number, pageSize: number) => {
    const filtro = and(
      eq(webhookEntrega.empresaId, empresaId),
      eq(webhookEntrega.endpointId, endpointId),
    );
    const [total] = await db.select({ n: count() }).from(webhookEntrega).where(filtro);
    const items = await db
      .select()
      .from(webhookEntrega)
      .where(filtro)
      .orderBy(desc(webhookEntrega.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize);
    return { total: total?.n ?? 0, items };
  },

  listTentativas: (entregaIds: readonly number[]) =>
    db
      .select()
      .from(webhookTentativa)
      .where(
        and(
          eq(webhookTentativa.empresaId, empresaId),
          algumId(webhookTentativa.entregaId, entregaIds),
        ),
      )
      .orderBy(asc(webhookTentativa.entregaId), asc(webhookTentativa.numero)),
});

/** Token pelo hash do segredo (de qualquer empresa: o segredo é que diz a empresa). */
export const findTokenPorHash = async (db: Db, hash: string) =>
  (
    await db
      .select({ t: apiToken, criadorAtivo: usuario.ativo })
      .from(apiToken)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, apiToken.empresaId), eq(usuario.id, apiToken.criadoPor)),
      )
      .where(eq(apiToken.hash, hash))
  )[0];

/**
 * Reserva as entregas vencidas (de todas as empresas) por um prazo: a próxima tentativa passa
 * para `agora + reserva`, então outro processo (ou outra varredura) não as pega ao mesmo tempo;
 * a tentativa grava depois o resultado e a próxima de verdade. SKIP LOCKED entre processos.
 */
export const reservarVencidas = async (
  db: Db,
  agora: Date,
  reservaAte: Date,
  limite: number,
  filtro?: { empresaId: number; id: number },
): Promise<EntregaLinha[]> => {
  const alvo = filtro
    ? sql`e.empresa_id = ${filtro.empresaId} and e.id = ${filtro.id}`
    : sql`e.proxima_tentativa_em <= ${agora.toISOString()}::timestamptz`;
  const r = await db.execute<{ empresa_id: number; id: number }>(sql`
    update webhook_entrega w set proxima_tentativa_em = ${reservaAte.toISOString()}::timestamptz
    where (w.empresa_id, w.id) in (
      select e.empresa_id, e.id from webhook_entrega e
      where e.situacao = 'pendente' and ${alvo}
      order by e.proxima_tentativa_em limit ${limite}
      for update skip locked
    )
    returning w.empresa_id, w.id`);
  const linhas = (r as unknown as { rows: { empresa_id: number; id: number }[] }).rows;
  const out: EntregaLinha[] = [];
  for (const l of linhas) {
    const [e] = await db
      .select()
      .from(webhookEntrega)
      .where(and(eq(webhookEntrega.empresaId, l.empresa_id), eq(webhookEntrega.id, l.id)));
    if (e) out.push(e);
  }
  return out;
};

export const findEndpointDaEntrega = async (db: Db, e: EntregaLinha) =>
  integracaoRepository({ db, empresaId: e.empresaId }).findEndpoint(e.endpointId);
