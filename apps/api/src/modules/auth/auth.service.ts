import type { Db } from '../../db/client.ts';
import type { AuthContext, TokenService } from '../../shared/auth-context.ts';
import { type Cofre, sha256Hex } from '../../shared/cripto.ts';
import type { Mailer } from '../../shared/email.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import { ROTAS_ADMIN } from '../acesso/index.ts';
import { usuarioRepository } from '../usuario/index.ts';
import { auditarAcesso } from './auditoria-acesso.ts';
import { authRepository } from './auth.repository.ts';
import { contaRepository } from './conta.repository.ts';
import type { LimitesAcesso } from './limites.ts';
import { createCaptcha } from './use-cases/captcha.ts';
import { createProtecaoForcaBruta } from './use-cases/forca-bruta.ts';
import { createLogin } from './use-cases/login.ts';
import { createPrimeiroAcesso } from './use-cases/primeiro-acesso.ts';
import { createRefresh } from './use-cases/refresh.ts';
import { createSenha, type MeiosExternos } from './use-cases/senha.ts';
import { createSessao, type RestricoesEmpresa } from './use-cases/sessao.ts';
import { avisarAcessoAlterado } from './use-cases/sessao-ativa.ts';
import { createTotp } from './use-cases/totp.ts';

export { CREDENCIAIS_INVALIDAS } from './use-cases/credenciais.ts';

export type AuthServiceDeps = {
  db: Db;
  tokens: TokenService;
  refreshTtlDays: number;
  clock: () => Date;
  cofre: Cofre;
  mailer: Mailer;
  /** Endereço público do app web, para os links dos e-mails (APP_URL). */
  appUrl: string;
  limites: LimitesAcesso;
  captchaSegredos: { segredo: string; segredoChave: string };
  vapidPublicKey: string;
  log: { error: (obj: object, msg: string) => void };
  /** SSO e LDAP ativos por empresa (POST /validate), dos módulos `sso` e `ldap`. */
  meiosExternos: MeiosExternos;
  /** Empresa suspensa e módulos desligados pela operadora (módulo `operador`). */
  restricoes?: RestricoesEmpresa;
};

export const createAuthService = (deps: AuthServiceDeps) => {
  const { db, clock, limites } = deps;
  const sessao = createSessao(deps);
  const captcha = createCaptcha({ db, clock, limites, ...deps.captchaSegredos });
  const forcaBruta = createProtecaoForcaBruta({ db, clock, limites, captcha });
  const totp = createTotp(deps);

  /** Encerra a sessão do token (e a família de refresh dela) e o refresh token informado. */
  const logout = async (auth: AuthContext, refreshToken: string | undefined) => {
    const repo = authRepository({ db, empresaId: auth.empresaId });
    if (auth.sessaoId) await repo.revogarSessao(auth.sessaoId, auth.usuarioId, 'logout', clock());
    if (refreshToken)
      await repo.revokeRefreshToken(sha256Hex(refreshToken), auth.usuarioId, clock());
    avisarAcessoAlterado(auth.empresaId);
  };

  /** GET /recurso/update: novo token de acesso com as permissões atuais do banco. */
  const recursoUpdate = async (auth: AuthContext) => {
    if (auth.hqSuporteId)
      throw semPermissao('A sessão de suporte (HQ) não é renovada: abra um novo token HQ.');
    const {
      Mensagem: _m,
      SegundoFator: _s,
      ...dados
    } = await sessao.emitir(auth.empresaId, auth.usuarioId, {
      semRefresh: true,
      ...(auth.sessaoId ? { sessaoId: auth.sessaoId } : {}),
    });
    return dados;
  };

  const confirmarTotp = async (auth: AuthContext, codigo: string) => {
    await totp.confirmar(auth.empresaId, auth.usuarioId, codigo);
    await auditarAcesso(db, {
      empresaId: auth.empresaId,
      usuarioId: auth.usuarioId,
      hqOperadorId: auth.hqSuporteId ?? null,
      entidade: 'segundo_fator',
      entidadeId: auth.usuarioId,
      acao: 'ativado',
      em: clock(),
    });
    // Quem estava na sessão restrita de cadastro ganha agora a sessão completa.
    return auth.escopo === 'cadastro-totp' ? sessao.emitir(auth.empresaId, auth.usuarioId) : null;
  };

  const exigeSegundoFator = async (empresaId: number, usuarioId: number) => {
    const perfil = await usuarioRepository({ db, empresaId }).findPerfilLogado(usuarioId);
    if (!perfil?.empresaConfig.exigirSegundoFatorAdmin) return false;
    const rotas = await sessao.rotasEfetivas(empresaId, usuarioId, false);
    return ROTAS_ADMIN.some((r) => rotas.has(r));
  };

  const desativarTotp = async (auth: AuthContext, codigo: string) => {
    if (await exigeSegundoFator(auth.empresaId, auth.usuarioId))
      throw new AppError(
        'SEGUNDO_FATOR_OBRIGATORIO',
        'A empresa exige segundo fator para administradores.',
        409,
      );
    await totp.desativar(auth.empresaId, auth.usuarioId, codigo);
  };

  /** RH remove o segundo fator de um usuário que perdeu o aparelho (auditado). */
  const resetarTotp = async (auth: AuthContext, usuarioId: number) => {
    const removido = await db.transaction(async (tx) => {
      const ok = await authRepository({ db: tx, empresaId: auth.empresaId }).removerSegundoFator(
        usuarioId,
      );
      if (ok)
        await auditarAcesso(tx, {
          empresaId: auth.empresaId,
          usuarioId: auth.usuarioId,
          hqOperadorId: auth.hqSuporteId ?? null,
          entidade: 'segundo_fator',
          entidadeId: usuarioId,
          acao: 'removido-pelo-rh',
          em: clock(),
        });
      return ok;
    });
    if (!removido) throw naoEncontrado('Segundo fator do usuário');
  };

  const politica = async (empresaId: number) => ({
    exigirSegundoFatorAdmin: await contaRepository({ db, empresaId }).findExigirSegundoFator(),
  });

  const salvarPolitica = async (auth: AuthContext, exigirSegundoFatorAdmin: boolean) => {
    const antes = await politica(auth.empresaId);
    await db.transaction(async (tx) => {
      await contaRepository({ db: tx, empresaId: auth.empresaId }).updateExigirSegundoFator(
        exigirSegundoFatorAdmin,
      );
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'empresa',
        entidadeId: auth.empresaId,
        acao: 'politica-seguranca',
        antes,
        depois: { exigirSegundoFatorAdmin },
        em: clock(),
      });
    });
    return { exigirSegundoFatorAdmin };
  };

  const inscreverPush = async (
    auth: AuthContext,
    v: { uuid: string; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } },
  ) => {
    await authRepository({ db, empresaId: auth.empresaId }).salvarPush({
      usuarioId: auth.usuarioId,
      uuid: v.uuid,
      endpoint: v.subscription.endpoint,
      p256dh: v.subscription.keys.p256dh,
      auth: v.subscription.keys.auth,
      agora: clock(),
    });
  };

  const removerPush = async (auth: AuthContext, uuid: string) => {
    const ok = await authRepository({ db, empresaId: auth.empresaId }).removerPush(
      auth.usuarioId,
      uuid,
    );
    if (!ok) throw naoEncontrado('Inscrição de notificações');
  };

  return {
    sessao,
    captcha,
    forcaBruta,
    totp,
    login: createLogin({ db, sessao, forcaBruta, totp }),
    refresh: createRefresh({ db, clock, sessao }),
    senha: createSenha({ ...deps, sessao, totp }),
    primeiroAcesso: createPrimeiroAcesso({ ...deps, sessao }),
    logout,
    recursoUpdate,
    confirmarTotp,
    desativarTotp,
    resetarTotp,
    politica,
    salvarPolitica,
    inscreverPush,
    removerPush,
    vapidPublicKey: deps.vapidPublicKey,
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
