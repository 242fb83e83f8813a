import { refreshCredenciaisSchema } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import { empresaDoToken, sha256Hex } from '../../../shared/cripto.ts';
import { naoAutenticado } from '../../../shared/errors.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import { auditarAcesso } from '../auditoria-acesso.ts';
import { authRepository } from '../auth.repository.ts';
import { decodificarBase64Json } from './credenciais.ts';
import type { Sessao } from './sessao.ts';

type Deps = { db: Db; clock: () => Date; sessao: Sessao };

export const SESSAO_EXPIRADA = 'Sessão expirada. Entre novamente.';

/**
 * POST /sign-in com grantType refreshToken (spec §7): rotação — o refresh token usado é revogado
 * e um novo, da mesma família, volta com o token de acesso. Apresentar de novo um refresh token
 * já usado (roubado e usado por outro, ou o contrário) revoga a família inteira.
 */
export const createRefresh =
  ({ db, clock, sessao }: Deps) =>
  async (data: string) => {
    const cred = decodificarBase64Json(data, refreshCredenciaisSchema);
    const empresaId = empresaDoToken(cred.refreshToken);
    if (!empresaId) throw naoAutenticado(SESSAO_EXPIRADA);
    const repo = authRepository({ db, empresaId });
    const hash = sha256Hex(cred.refreshToken);
    const agora = clock();

    const usado = await repo.consumirRefreshToken(hash, agora);
    if (!usado) {
      const antigo = await repo.findRefreshToken(hash);
      if (antigo?.revogadoEm) {
        await repo.revokeFamilia(antigo.familia, 'reutilizacao', agora);
        await auditarAcesso(db, {
          empresaId,
          usuarioId: antigo.usuarioId,
          entidade: 'refresh_token',
          entidadeId: antigo.familia,
          acao: 'reutilizacao-revogou-familia',
          em: agora,
        });
      }
      throw naoAutenticado(SESSAO_EXPIRADA);
    }

    const usuario = await usuarioRepository({ db, empresaId }).findById(usado.usuarioId);
    if (!usuario?.ativo || usuario.email.toLowerCase() !== cred.email) {
      await repo.revokeFamilia(usado.familia, 'desativado', agora);
      throw naoAutenticado(SESSAO_EXPIRADA);
    }
    const resposta = await sessao.emitir(empresaId, usuario.id, { familia: usado.familia });
    return { Token: resposta.Token! };
  };
