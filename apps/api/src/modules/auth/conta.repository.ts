import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { tokenUsoUnico } from './auth.table.ts';
import type { TipoTokenUsoUnico } from './auth-credenciais.repository.ts';

/** Escritas da autenticação na conta do usuário (senha, confirmação do cadastro). */
export const contaRepository = ({ db, empresaId }: Escopo) => ({
  updateSenha: async (usuarioId: number, senhaHash: string) => {
    await db
      .update(usuario)
      .set({ senhaHash })
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
  },

  confirmarCadastro: async (usuarioId: number, senhaHash: string) => {
    await db
      .update(usuario)
      .set({ senhaHash, cadastroConfirmado: true })
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
  },

  findExigirSegundoFator: async (): Promise<boolean> => {
    const [e] = await db
      .select({ c: empresa.configuracao })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e?.c.exigirSegundoFatorAdmin === true;
  },

  updateExigirSegundoFator: async (exigir: boolean) => {
    await db
      .update(empresa)
      .set({
        configuracao: sql`${empresa.configuracao} || jsonb_build_object('exigirSegundoFatorAdmin', ${exigir}::boolean)`,
      })
      .where(eq(empresa.id, empresaId));
  },

  /** Token de uso único ainda válido, sem consumir (para conferir o segundo fator antes). */
  findTokenValido: async (tokenHash: string, tipo: TipoTokenUsoUnico, agora: Date) => {
    const [r] = await db
      .select()
      .from(tokenUsoUnico)
      .where(
        and(
          eq(tokenUsoUnico.empresaId, empresaId),
          eq(tokenUsoUnico.tokenHash, tokenHash),
          eq(tokenUsoUnico.tipo, tipo),
          isNull(tokenUsoUnico.usadoEm),
          gt(tokenUsoUnico.expiraEm, agora),
        ),
      );
    return r;
  },
});

/**
 * Contas ativas de um e-mail em todas as empresas (POST /validate e /forgot-password recebem só
 * o e-mail, spec §7): consulta sem empresa_id por natureza, usada só nesses dois fluxos.
 */
export const findContasPorEmail = async (db: Db | Tx, email: string) =>
  db
    .select({
      empresaId: usuario.empresaId,
      usuarioId: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      empresaNome: empresa.nome,
    })
    .from(usuario)
    .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
    .where(and(sql`lower(${usuario.email}) = lower(${email})`, eq(usuario.ativo, true)))
    .orderBy(usuario.empresaId);
