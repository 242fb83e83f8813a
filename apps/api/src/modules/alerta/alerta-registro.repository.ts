import { sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { alerta, alertaDestinatario } from './alerta.table.ts';

export type AlertaNovo = Omit<typeof alerta.$inferInsert, 'empresaId' | 'id'>;
export type DestinatarioNovo = Omit<typeof alertaDestinatario.$inferInsert, 'empresaId'>;

/** O que identifica um alerta na empresa (a chave única `alerta_unico_ux`). */
export type ChaveAlerta = { tipo: string; usuarioId: number; data: string; referencia: string };
export const textoDaChave = (c: ChaveAlerta) =>
  `${c.tipo}|${c.usuarioId}|${c.data}|${c.referencia}`;

/**
 * O registro dos alertas: quais já existem pela chave única (a varredura de cada minuto
 * reencontra as mesmas ausências e pendências e só registra as novas) e a gravação do alerta com
 * os seus destinatários.
 */
export const alertaRegistroRepository = ({ db, empresaId }: Escopo) => ({
  /** Grava o alerta; `undefined` quando a mesma chave já existe (evento repetido). */
  insertAlerta: async (v: AlertaNovo) => {
    const [r] = await db
      .insert(alerta)
      .values({ ...v, empresaId })
      .onConflictDoNothing()
      .returning({ id: alerta.id });
    return r?.id;
  },

  insertDestinatarios: async (rows: DestinatarioNovo[]) => {
    if (rows.length)
      await db.insert(alertaDestinatario).values(rows.map((r) => ({ ...r, empresaId })));
  },

  /**
   * Das chaves, as que já têm alerta (em `textoDaChave`), numa consulta pela chave única: a
   * varredura de cada minuto registra só o que é novo, em vez de reler a pessoa e os
   * destinatários de cada ausência já avisada para esbarrar na chave única.
   */
  listJaRegistrados: async (chaves: readonly ChaveAlerta[]): Promise<Set<string>> => {
    if (chaves.length === 0) return new Set();
    const r = await db.execute(sql`
      select k.tipo, k.usuario_id as "usuarioId", k.data::text as data, k.referencia
      from unnest(${sql.param(chaves.map((c) => c.tipo))}::text[],
        ${sql.param(chaves.map((c) => c.usuarioId))}::int[],
        ${sql.param(chaves.map((c) => c.data))}::date[],
        ${sql.param(chaves.map((c) => c.referencia))}::text[])
        as k(tipo, usuario_id, data, referencia)
      join ${alerta} a on a.empresa_id = ${empresaId} and a.tipo = k.tipo
        and a.usuario_id = k.usuario_id and a.data = k.data and a.referencia = k.referencia`);
    return new Set((r as unknown as { rows: ChaveAlerta[] }).rows.map(textoDaChave));
  },
});
