import { and, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { pushInscricao } from '../auth/index.ts';

/** Inscrições Web Push (tabela do módulo auth, onde o navegador as registra) para o envio. */
export const notificacaoRepository = ({ db, empresaId }: Escopo) => ({
  listInscricoes: (usuarioId: number) =>
    db
      .select({
        uuid: pushInscricao.uuid,
        endpoint: pushInscricao.endpoint,
        p256dh: pushInscricao.p256dh,
        auth: pushInscricao.auth,
      })
      .from(pushInscricao)
      .where(and(eq(pushInscricao.empresaId, empresaId), eq(pushInscricao.usuarioId, usuarioId))),

  /**
   * Remove a inscrição que o serviço de push deu por encerrada (404/410). Só se o endpoint ainda
   * é o mesmo: o dispositivo pode tê-la renovado (mesmo uuid, endpoint novo) durante o envio.
   */
  removerInscricao: async (usuarioId: number, uuid: string, endpoint: string) => {
    const r = await db
      .delete(pushInscricao)
      .where(
        and(
          eq(pushInscricao.empresaId, empresaId),
          eq(pushInscricao.usuarioId, usuarioId),
          eq(pushInscricao.uuid, uuid),
          eq(pushInscricao.endpoint, endpoint),
        ),
      )
      .returning({ uuid: pushInscricao.uuid });
    return r.length === 1;
  },
});
