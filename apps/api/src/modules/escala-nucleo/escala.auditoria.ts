import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';

export type EntidadeEscala =
  | 'acao'
  | 'alocacao'
  | 'escala'
  | 'turno'
  | 'gestao'
  | 'condicao_trabalho'
  | 'feriado';

/**
 * Linha de auditoria de escalas (quem, quando, antes, depois), gravada na mesma transação da
 * mudança. `antes`/`depois` guardam a forma do fio, que os históricos devolvem como estão.
 */
export const auditarEscala = async (
  tx: Db | Tx,
  auth: AuthContext,
  em: Date,
  v: {
    entidade: EntidadeEscala;
    entidadeId: number;
    acao: string;
    antes: unknown;
    depois: unknown;
  },
) => {
  await registrarAuditoria(tx, { empresaId: auth.empresaId, ator: atorDe(auth), ...v, em });
};
