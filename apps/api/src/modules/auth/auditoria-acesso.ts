import type { Db, Tx } from '../../db/client.ts';
import { registrarAuditoria } from '../auditoria/index.ts';

/** Linha de auditoria dos eventos de acesso (perfis, HQ, senhas, reutilização de token). */
export const auditarAcesso = async (
  db: Db | Tx,
  v: {
    empresaId: number;
    usuarioId: number | null;
    /** Operador do suporte numa sessão HQ. */
    hqOperadorId?: number | null;
    entidade: string;
    entidadeId: string | number;
    acao: string;
    antes?: unknown;
    depois?: unknown;
    em: Date;
  },
) => {
  const { usuarioId, hqOperadorId, ...registro } = v;
  await registrarAuditoria(db, { ...registro, ator: { usuarioId, hqOperadorId } });
};
