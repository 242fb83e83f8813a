import type { LoginResposta } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { empresaDoToken, gerarTokenOpaco, sha256Hex } from '../../../shared/cripto.ts';
import { type Mailer, mensagemComLink } from '../../../shared/email.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import { auditarAcesso } from '../auditoria-acesso.ts';
import { authRepository } from '../auth.repository.ts';
import { contaRepository, findContasPorEmail } from '../conta.repository.ts';
import type { LimitesAcesso } from '../limites.ts';
import { hashSenha, senhaConfere } from './credenciais.ts';
import type { Sessao } from './sessao.ts';
import { avisarAcessoAlterado } from './sessao-ativa.ts';
import { CODIGO_INVALIDO, type Totp } from './totp.ts';

/**
 * Empresas com SSO e com LDAP ativos, entre as informadas: vêm dos módulos `sso` e `ldap` pelo
 * `buildApp` (eles dependem de `auth`; `auth` não os importa).
 */
export type MeiosExternos = {
  sso: (db: Db, empresaIds: readonly number[]) => Promise<Set<number>>;
  ad: (db: Db, empresaIds: readonly number[]) => Promise<Set<number>>;
};

type Log = { error: (obj: object, msg: string) => void };
type Deps = {
  db: Db;
  clock: () => Date;
  sessao: Sessao;
  totp: Totp;
  mailer: Mailer;
  appUrl: string;
  limites: LimitesAcesso;
  log: Log;
  meiosExternos: MeiosExternos;
};

export const LINK_INVALIDO = 'Link inválido ou expirado. Solicite um novo.';
export const ENVIO_RECUPERACAO =
  'Se o e-mail estiver cadastrado, você receberá um link para definir uma nova senha.';

export const createSenha = ({
  db,
  clock,
  sessao,
  totp,
  mailer,
  appUrl,
  limites,
  log,
  meiosExternos,
}: Deps) => {
  /** POST /validate (spec §7): as empresas do e-mail e os meios de entrada de cada uma. */
  const validar = async (email: string) => {
    const contas = await findContasPorEmail(db, email);
    const empresas = contas.map((c) => c.empresaId);
    const [sso, ad] = await Promise.all([
      meiosExternos.sso(db, empresas),
      meiosExternos.ad(db, empresas),
    ]);
    return contas.map((c) => ({
      EmpresaId: c.empresaId,
      EmpresaNome: c.empresaNome,
      Sso: sso.has(c.empresaId),
      Ad: ad.has(c.empresaId),
    }));
  };

  /**
   * POST /forgot-password: um link de uso único por conta do e-mail, válido por 30 min. Responde
   * igual exista ou não a conta; o envio segue em segundo plano (o tempo não revela a conta).
   */
  const esqueci = async (email: string) => {
    const agora = clock();
    for (const c of await findContasPorEmail(db, email)) {
      const repo = authRepository({ db, empresaId: c.empresaId });
      await repo.invalidarTokensPendentes(c.usuarioId, 'redefinir-senha', agora);
      const token = gerarTokenOpaco(c.empresaId);
      await repo.insertTokenUsoUnico({
        tokenHash: sha256Hex(token),
        tipo: 'redefinir-senha',
        usuarioId: c.usuarioId,
        criadoEm: agora,
        expiraEm: new Date(agora.getTime() + limites.linkSenhaMin * 60_000),
      });
      const mensagem = mensagemComLink({
        para: c.email,
        assunto: 'Jornada: redefinição de senha',
        saudacao: `Olá, ${c.nome}.`,
        paragrafos: [
          `Recebemos um pedido para redefinir a sua senha de acesso em ${c.empresaNome}.`,
          `O link vale por ${limites.linkSenhaMin} minutos e pode ser usado uma única vez.`,
        ],
        rotuloBotao: 'Definir nova senha',
        link: `${appUrl}/forgot-password?token=${encodeURIComponent(token)}`,
        rodape: 'Se você não pediu, ignore este e-mail: a sua senha continua a mesma.',
      });
      mailer
        .enviar(mensagem)
        .catch((err: unknown) => log.error({ err, para: c.email }, 'falha ao enviar e-mail'));
    }
  };

  /** POST /reset-password: consome o link, grava a senha, revoga as sessões e entra. */
  const redefinir = async (v: {
    token: string;
    novaSenha: string;
    codigoTotp?: string;
  }): Promise<LoginResposta> => {
    const empresaId = empresaDoToken(v.token);
    if (!empresaId) throw new AppError('LINK_INVALIDO', LINK_INVALIDO, 400, 'token');
    const hash = sha256Hex(v.token);
    const agora = clock();
    const link = await contaRepository({ db, empresaId }).findTokenValido(
      hash,
      'redefinir-senha',
      agora,
    );
    if (!link) throw new AppError('LINK_INVALIDO', LINK_INVALIDO, 400, 'token');
    // Redefinir a senha não dispensa o segundo fator: quem tem TOTP informa o código.
    if (await totp.ativo(empresaId, link.usuarioId)) {
      if (!v.codigoTotp)
        throw new AppError('SEGUNDO_FATOR', 'Informe o código do aplicativo autenticador.', 401);
      if (!(await totp.conferir(empresaId, link.usuarioId, v.codigoTotp, true)))
        throw new AppError('CODIGO_INVALIDO', CODIGO_INVALIDO, 401, 'codigoTotp');
    }
    const senhaHash = await hashSenha(v.novaSenha);
    const usuarioId = await db.transaction(async (tx) => {
      const repo = authRepository({ db: tx, empresaId });
      const usado = await repo.consumirTokenUsoUnico(hash, 'redefinir-senha', agora);
      if (!usado) throw new AppError('LINK_INVALIDO', LINK_INVALIDO, 400, 'token');
      await contaRepository({ db: tx, empresaId }).updateSenha(usado.usuarioId, senhaHash);
      await repo.invalidarTokensPendentes(usado.usuarioId, 'redefinir-senha', agora);
      await repo.revokeTodosDoUsuario(usado.usuarioId, 'senha', agora);
      await auditarAcesso(tx, {
        empresaId,
        usuarioId: usado.usuarioId,
        entidade: 'usuario',
        entidadeId: usado.usuarioId,
        acao: 'senha-redefinida-por-link',
        em: agora,
      });
      return usado.usuarioId;
    });
    // As sessões abertas morreram com a senha antiga: este processo esquece o que lembrava.
    avisarAcessoAlterado(empresaId);
    return sessao.emitir(empresaId, usuarioId);
  };

  /** POST /change-password (autenticado): confere a senha atual, grava a nova, nova sessão. */
  const trocar = async (
    auth: AuthContext,
    v: { senhaAtual: string; novaSenha: string },
  ): Promise<LoginResposta> => {
    if (auth.hqSuporteId) throw semPermissao('O suporte (HQ) não pode trocar a senha do cliente.');
    const usuario = await usuarioRepository({ db, empresaId: auth.empresaId }).findById(
      auth.usuarioId,
    );
    if (!(await senhaConfere(usuario?.ativo ? usuario.senhaHash : null, v.senhaAtual)))
      throw new AppError('SENHA_ATUAL_INCORRETA', 'A senha atual não confere.', 400, 'senhaAtual');
    if (v.senhaAtual === v.novaSenha)
      throw new AppError(
        'SENHA_REPETIDA',
        'A nova senha deve ser diferente da atual.',
        400,
        'novaSenha',
      );
    const senhaHash = await hashSenha(v.novaSenha);
    const agora = clock();
    await db.transaction(async (tx) => {
      await contaRepository({ db: tx, empresaId: auth.empresaId }).updateSenha(
        auth.usuarioId,
        senhaHash,
      );
      await authRepository({ db: tx, empresaId: auth.empresaId }).revokeTodosDoUsuario(
        auth.usuarioId,
        'senha',
        agora,
      );
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'usuario',
        entidadeId: auth.usuarioId,
        acao: 'senha-alterada',
        em: agora,
      });
    });
    avisarAcessoAlterado(auth.empresaId);
    return sessao.emitir(auth.empresaId, auth.usuarioId);
  };

  return { validar, esqueci, redefinir, trocar };
};
