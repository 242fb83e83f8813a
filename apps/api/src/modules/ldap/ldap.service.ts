import type { LoginResposta } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Cofre } from '../../shared/cripto.ts';
import { AppError } from '../../shared/errors.ts';
import type { ProtecaoForcaBruta, Sessao } from '../auth/index.ts';
import { auditarAcesso, respostaFalha } from '../auth/index.ts';
import { usuarioRepository } from '../usuario/index.ts';
import { autenticarNoDiretorio } from './ldap.bind.ts';
import { ldapRepository } from './ldap.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  cofre: Cofre;
  sessao: Sessao;
  forcaBruta: ProtecaoForcaBruta;
  log: { warn: (obj: object, msg: string) => void };
};

export const AD_INVALIDO = 'Usuário ou senha do diretório inválidos.';

export type ConfigLdap = {
  url: string;
  startTls: boolean;
  bindDn: string;
  bindSenha?: string;
  baseBusca: string;
  filtro: string;
  atributoEmail: string;
  ativo: boolean;
};

/**
 * /ad: login pelo Active Directory/LDAP da empresa (clientes on-premise). O diretório confirma a
 * senha; o e-mail do diretório liga a pessoa ao usuário da empresa. Falhas contam para o captcha
 * como no login por senha (conta "ad:<usuário>" e IP).
 */
export const createLdapService = ({ db, clock, cofre, sessao, forcaBruta, log }: Deps) => {
  const login = async (
    v: { empresaId: number; usuario: string; senha: string },
    ip: string,
    captchaToken: string | undefined,
  ): Promise<{ status: 200 | 401; resposta: LoginResposta }> => {
    const tentativa = { empresaId: v.empresaId, conta: `ad:${v.usuario.toLowerCase()}`, ip };
    await forcaBruta.exigirCaptchaSeNecessario(tentativa, captchaToken);
    const d = await ldapRepository({ db, empresaId: v.empresaId }).find();
    if (!d?.ativo || !d.bindSenhaCifrada)
      throw new AppError('AD_NAO_CONFIGURADO', 'A empresa não usa Active Directory.', 404);
    const r = await autenticarNoDiretorio(
      d,
      cofre.decifrar(d.bindSenhaCifrada),
      v.usuario,
      v.senha,
    ).catch((err: unknown) => {
      log.warn({ err, empresaId: v.empresaId }, 'diretório LDAP indisponível');
      throw new AppError(
        'AD_INDISPONIVEL',
        'Não foi possível falar com o diretório da empresa.',
        503,
      );
    });
    const usuario = r.ok
      ? await usuarioRepository({ db, empresaId: v.empresaId }).findByEmail(r.email)
      : undefined;
    if (!usuario?.ativo) {
      await forcaBruta.registrar(tentativa, false);
      return { status: 401, resposta: respostaFalha(AD_INVALIDO) };
    }
    await forcaBruta.registrar(tentativa, true);
    return { status: 200, resposta: await sessao.emitir(v.empresaId, usuario.id) };
  };

  const config = async (empresaId: number) => {
    const d = await ldapRepository({ db, empresaId }).find();
    return {
      url: d?.url ?? '',
      startTls: d?.startTls ?? false,
      bindDn: d?.bindDn ?? '',
      temBindSenha: Boolean(d?.bindSenhaCifrada),
      baseBusca: d?.baseBusca ?? '',
      filtro: d?.filtro ?? '',
      atributoEmail: d?.atributoEmail ?? 'mail',
      ativo: d?.ativo ?? false,
    };
  };

  const salvarConfig = async (auth: AuthContext, v: ConfigLdap) => {
    const repo = ldapRepository({ db, empresaId: auth.empresaId });
    const atual = await repo.find();
    if (!v.bindSenha && !atual?.bindSenhaCifrada)
      throw new AppError(
        'CAMPO_INVALIDO',
        'bindSenha: informe a senha da conta de serviço.',
        400,
        'bindSenha',
      );
    const antes = await config(auth.empresaId);
    const agora = clock();
    const { bindSenha, ...resto } = v;
    await db.transaction(async (tx) => {
      await ldapRepository({ db: tx, empresaId: auth.empresaId }).salvar({
        ...resto,
        bindSenhaCifrada: bindSenha ? cofre.cifrar(bindSenha) : (atual?.bindSenhaCifrada ?? null),
        atualizadoEm: agora,
      });
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'diretorio_ldap',
        entidadeId: auth.empresaId,
        acao: 'configurado',
        antes,
        depois: { ...resto, bindSenhaAlterada: Boolean(bindSenha) },
        em: agora,
      });
    });
    return config(auth.empresaId);
  };

  return { login, config, salvarConfig };
};
export type LdapService = ReturnType<typeof createLdapService>;
