import type { Db, Tx } from '../../db/client.ts';
import { auditoria } from './auditoria.table.ts';

/**
 * Quem agiu, sempre explícito: uma pessoa (com o operador da operadora quando foi o suporte numa
 * sessão HQ, em nome dela) ou um job nomeado da fila. Nada é lido do estado da requisição: uma
 * linha gravada por um job diz o nome do job, não fica com "ninguém".
 */
export type Ator = { usuarioId: number | null; hqOperadorId?: number | null } | { job: string };

export type RegistroAuditoria = {
  empresaId: number;
  ator: Ator;
  entidade: string;
  entidadeId: string | number;
  acao: string;
  antes?: unknown;
  depois?: unknown;
  /** Instante da mudança (o relógio do serviço); sem ele, o do banco. */
  em?: Date;
};

/** O ator de uma requisição autenticada: o usuário e, numa sessão HQ, o operador do suporte. */
export const atorDe = (auth: { usuarioId: number; hqSuporteId?: number | null }): Ator => ({
  usuarioId: auth.usuarioId,
  hqOperadorId: auth.hqSuporteId ?? null,
});

/** Ator de um job da fila (reprocessamento, fechamentos, prazos...). */
export const atorJob = (job: string): Ator => ({ job });

const paraLinha = (r: RegistroAuditoria): typeof auditoria.$inferInsert => ({
  empresaId: r.empresaId,
  usuarioId: 'job' in r.ator ? null : r.ator.usuarioId,
  hqOperadorId: 'job' in r.ator ? null : (r.ator.hqOperadorId ?? null),
  job: 'job' in r.ator ? r.ator.job : null,
  entidade: r.entidade,
  entidadeId: String(r.entidadeId),
  acao: r.acao,
  antes: r.antes ?? null,
  depois: r.depois ?? null,
  ...(r.em ? { em: r.em } : {}),
});

/** Linhas por INSERT (limite de parâmetros do PostgreSQL). */
const LOTE = 1000;

/**
 * Grava a trilha de auditoria (quem, quando, antes, depois) na transação da própria mudança:
 * ou as duas ficam, ou nenhuma. Só inserção.
 */
export const registrarAuditoria = async (
  tx: Db | Tx,
  registros: RegistroAuditoria | readonly RegistroAuditoria[],
) => {
  const lista = Array.isArray(registros) ? registros : [registros as RegistroAuditoria];
  for (let i = 0; i < lista.length; i += LOTE) {
    await tx.insert(auditoria).values(lista.slice(i, i + LOTE).map(paraLinha));
  }
};
