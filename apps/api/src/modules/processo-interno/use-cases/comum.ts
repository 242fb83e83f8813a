import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { canVer } from '../processo-interno.permissao.ts';
import { processoInternoRepository } from '../processo-interno.repository.ts';

export type Deps = { db: Db; clock: () => Date };

export const repo = (d: Db | Tx, auth: AuthContext) =>
  processoInternoRepository({ db: d, empresaId: auth.empresaId });

/** O pedido que quem chama pode ver; de outra empresa ou fora do alcance, "não existe" (404). */
export const exigirProcesso = async (d: Db | Tx, auth: AuthContext, id: number) => {
  const p = await repo(d, auth).findProcesso(id);
  if (!p || !canVer(auth, p)) throw naoEncontrado('Processo interno');
  return p;
};

export const auditar = (
  tx: Tx,
  auth: AuthContext,
  em: Date,
  r: { entidade: string; id: number; acao: string; antes?: unknown; depois?: unknown },
) =>
  registrarAuditoria(tx, {
    empresaId: auth.empresaId,
    ator: atorDe(auth),
    entidade: r.entidade,
    entidadeId: r.id,
    acao: r.acao,
    antes: r.antes ?? null,
    depois: r.depois ?? null,
    em,
  });
