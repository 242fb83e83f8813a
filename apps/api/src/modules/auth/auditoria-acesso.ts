import type { Db, Tx } from '../../db/client.ts';
import { auditoria } from '../auditoria/auditoria.table.ts';

/** Linha de auditoria dos eventos de acesso (perfis, HQ, senhas, reutilização de token). */
export const auditarAcesso = async (
  db: Db | Tx,
  v: {
    empresaId: number;
    usuarioId: number | null;
    entidade: string;
    entidadeId: string | number;
    acao: string;
    antes?: unknown;
    depois?: unknown;
    em: Date;
  },
) => {
  await db.insert(auditoria).values({
    empresaId: v.empresaId,
    usuarioId: v.usuarioId,
    entidade: v.entidade,
    entidadeId: String(v.entidadeId),
    acao: v.acao,
    antes: v.antes ?? null,
    depois: v.depois ?? null,
    em: v.em,
  });
};
