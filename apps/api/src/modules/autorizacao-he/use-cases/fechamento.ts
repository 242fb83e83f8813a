import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { repo } from './comum.ts';

/**
 * O fechamento aceitou o aviso de horas extras retidas sem decisão: cada dia vira "pagar" (o
 * trabalho é devido, CLT art. 4º), com a auditoria em nome de quem fechou. Dias já decididos
 * nesse meio-tempo ficam como o gestor decidiu.
 */
export const pagarRetidasNoFechamento =
  (db: Db, clock: () => Date) =>
  async (auth: AuthContext, dias: readonly { usuarioId: number; data: string }[]) => {
    await db.transaction(async (tx) => {
      const r = repo(tx, auth);
      const em = clock();
      for (const d of dias) {
        if (await r.findDecisao(d.usuarioId, d.data)) continue;
        const valores = {
          empresaId: auth.empresaId,
          usuarioId: d.usuarioId,
          data: d.data,
          destino: 'pagar',
          motivo: 'Fechamento da competência: retidas sem decisão são pagas (CLT art. 4º).',
          autorId: auth.usuarioId,
          decididoEm: em,
        };
        await r.upsertDecisao(valores);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'decisao_hora_extra',
          entidadeId: `${d.usuarioId}:${d.data}`,
          acao: 'pagar-no-fechamento',
          depois: { ...valores, decididoEm: em.toISOString() },
          em,
        });
      }
    });
  };
