import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { refreshToken, sessaoAcesso } from './auth.table.ts';
import { credenciaisRepository } from './auth-credenciais.repository.ts';
import { protecaoRepository } from './auth-protecao.repository.ts';

export type MotivoRevogacao = 'rotacao' | 'logout' | 'reutilizacao' | 'senha' | 'desativado';

/** Tokens e sessões; a proteção do login e as demais credenciais ficam em arquivos vizinhos. */
const sessoesRepository = ({ db, empresaId }: Escopo) => ({
  insertRefreshToken: async (v: {
    tokenHash: string;
    usuarioId: number;
    familia: string;
    criadoEm: Date;
    expiraEm: Date;
  }) => {
    await db.insert(refreshToken).values({ empresaId, ...v });
  },

  findRefreshToken: async (tokenHash: string) => {
    const [r] = await db
      .select()
      .from(refreshToken)
      .where(and(eq(refreshToken.empresaId, empresaId), eq(refreshToken.tokenHash, tokenHash)));
    return r;
  },

  /** Marca o token como usado só se ainda estiver válido: duas rotações simultâneas, uma vence. */
  consumirRefreshToken: async (tokenHash: string, agora: Date) => {
    const [r] = await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: 'rotacao' })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.tokenHash, tokenHash),
          isNull(refreshToken.revogadoEm),
          gt(refreshToken.expiraEm, agora),
        ),
      )
      .returning();
    return r;
  },

  revokeRefreshToken: async (tokenHash: string, usuarioId: number, agora: Date) => {
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: 'logout' })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.tokenHash, tokenHash),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  revokeFamilia: async (familia: string, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.familia, familia),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  /** Revoga tudo do usuário: sessões abertas (tokens de acesso) e refresh tokens. */
  revokeTodosDoUsuario: async (usuarioId: number, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(sessaoAcesso)
      .set({ revogadaEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(sessaoAcesso.empresaId, empresaId),
          eq(sessaoAcesso.usuarioId, usuarioId),
          isNull(sessaoAcesso.revogadaEm),
        ),
      );
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  /** Abre a sessão (ou a continua: refresh e /recurso/update reusam o id). */
  insertSessao: async (v: { id: string; usuarioId: number; criadaEm: Date }) => {
    await db
      .insert(sessaoAcesso)
      .values({ empresaId, ...v })
      .onConflictDoNothing();
  },

  /** Encerra a sessão do usuário e a família de refresh tokens dela (mesmo id). */
  revogarSessao: async (id: string, usuarioId: number, motivo: MotivoRevogacao, agora: Date) => {
    await db
      .update(sessaoAcesso)
      .set({ revogadaEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(sessaoAcesso.empresaId, empresaId),
          eq(sessaoAcesso.id, id),
          eq(sessaoAcesso.usuarioId, usuarioId),
          isNull(sessaoAcesso.revogadaEm),
        ),
      );
    await db
      .update(refreshToken)
      .set({ revogadoEm: agora, motivoRevogacao: motivo })
      .where(
        and(
          eq(refreshToken.empresaId, empresaId),
          eq(refreshToken.familia, id),
          eq(refreshToken.usuarioId, usuarioId),
          isNull(refreshToken.revogadoEm),
        ),
      );
  },

  /**
   * Estado das sessões para a conferência das requisições: aberta, usuário ativo, empresa. Várias
   * numa consulta (as sessões novas da empresa que chegam juntas).
   */
  listEstadosSessao: (ids: readonly string[]) =>
    db
      .select({
        id: sessaoAcesso.id,
        usuarioId: sessaoAcesso.usuarioId,
        revogadaEm: sessaoAcesso.revogadaEm,
        ativo: usuario.ativo,
        empresaConfig: empresa.configuracao,
      })
      .from(sessaoAcesso)
      .innerJoin(
        usuario,
        and(eq(usuario.empresaId, sessaoAcesso.empresaId), eq(usuario.id, sessaoAcesso.usuarioId)),
      )
      .innerJoin(empresa, eq(empresa.id, sessaoAcesso.empresaId))
      .where(and(eq(sessaoAcesso.empresaId, empresaId), inArray(sessaoAcesso.id, [...ids]))),
});

export const authRepository = (escopo: Escopo) => ({
  ...sessoesRepository(escopo),
  ...protecaoRepository(escopo),
  ...credenciaisRepository(escopo),
});
