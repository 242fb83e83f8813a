import type { LoginResposta } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { empresaDoToken, gerarTokenOpaco, sha256Hex } from '../../shared/cripto.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { LimitesAcesso } from '../auth/index.ts';
import { auditarAcesso, EMPRESA_OPERADORA, type Sessao } from '../auth/index.ts';
import { usuarioRepository } from '../usuario/index.ts';
import { hqRepository } from './hq.repository.ts';

type Deps = { db: Db; clock: () => Date; appUrl: string; limites: LimitesAcesso; sessao: Sessao };

/** spec §8: HTTP 401 na validação HQ mostra esta mensagem e volta ao /login. */
export const TOKEN_HQ_INVALIDO = 'Token HQ inválido ou expirado';

/**
 * HQ: o suporte da operadora (empresa 1, admin-master) abre a conta de um usuário cliente com um
 * token curto (5 min), de uso único e auditado nas duas empresas; a sessão aberta é marcada com
 * quem a abriu, dura 30 min, não tem refresh token e não troca senha.
 */
export const createHqService = ({ db, clock, appUrl, limites, sessao }: Deps) => {
  const emitir = async (
    auth: AuthContext,
    v: { empresaId: number; usuarioId: number; motivo: string },
  ) => {
    if (auth.empresaId !== EMPRESA_OPERADORA || auth.hqSuporteId)
      throw semPermissao('Só o suporte da operadora emite tokens HQ.');
    if (v.empresaId === EMPRESA_OPERADORA)
      throw new AppError(
        'HQ_EMPRESA_INVALIDA',
        'O token HQ é para contas de clientes.',
        400,
        'empresaId',
      );
    const alvo = await usuarioRepository({ db, empresaId: v.empresaId }).findById(v.usuarioId);
    if (!alvo?.ativo) throw naoEncontrado('Usuário');
    const token = gerarTokenOpaco(v.empresaId);
    const agora = clock();
    const expiraEm = new Date(agora.getTime() + limites.tokenHqMin * 60_000);
    await db.transaction(async (tx) => {
      await hqRepository({ db: tx, empresaId: v.empresaId }).insert({
        tokenHash: sha256Hex(token),
        usuarioId: v.usuarioId,
        emitidoPorEmpresaId: auth.empresaId,
        emitidoPorUsuarioId: auth.usuarioId,
        motivo: v.motivo,
        criadoEm: agora,
        expiraEm,
      });
      const registro = {
        entidade: 'hq_token',
        acao: 'emitido',
        depois: { ...v, emitidoPor: auth.usuarioId, expiraEm: expiraEm.toISOString() },
        em: agora,
      };
      await auditarAcesso(tx, {
        ...registro,
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidadeId: `${v.empresaId}:${v.usuarioId}`,
      });
      await auditarAcesso(tx, {
        ...registro,
        empresaId: v.empresaId,
        usuarioId: null,
        entidadeId: v.usuarioId,
      });
    });
    const url = `${appUrl}/hq-auth?token=${encodeURIComponent(token)}`;
    return { token, url, expiraEm: expiraEm.toISOString() };
  };

  const validar = async (token: string, ip: string): Promise<LoginResposta> => {
    const empresaId = empresaDoToken(token);
    if (!empresaId) throw new AppError('TOKEN_HQ_INVALIDO', TOKEN_HQ_INVALIDO, 401);
    const agora = clock();
    const usado = await db.transaction(async (tx) => {
      const r = await hqRepository({ db: tx, empresaId }).consumir(sha256Hex(token), agora, ip);
      if (!r) return undefined;
      await auditarAcesso(tx, {
        empresaId,
        usuarioId: r.usuarioId,
        entidade: 'hq_token',
        entidadeId: r.usuarioId,
        acao: 'usado',
        depois: { emitidoPor: r.emitidoPorUsuarioId, motivo: r.motivo, ip },
        em: agora,
      });
      return r;
    });
    if (!usado) throw new AppError('TOKEN_HQ_INVALIDO', TOKEN_HQ_INVALIDO, 401);
    return sessao.emitir(empresaId, usado.usuarioId, { hqSuporteId: usado.emitidoPorUsuarioId });
  };

  return { emitir, validar };
};
export type HqService = ReturnType<typeof createHqService>;
