import type { LoginResposta } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { empresaDoToken, gerarTokenOpaco, sha256Hex } from '../../../shared/cripto.ts';
import { type Mailer, mensagemComLink } from '../../../shared/email.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import { auditarAcesso } from '../auditoria-acesso.ts';
import { authRepository } from '../auth.repository.ts';
import { contaRepository } from '../conta.repository.ts';
import type { LimitesAcesso } from '../limites.ts';
import { hashSenha } from './credenciais.ts';
import { LINK_INVALIDO } from './senha.ts';
import type { Sessao } from './sessao.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  sessao: Sessao;
  mailer: Mailer;
  appUrl: string;
  limites: LimitesAcesso;
};

const jaConfirmado = () =>
  new AppError('CADASTRO_JA_CONFIRMADO', 'O cadastro deste usuário já foi confirmado.', 409);

/** CPF com os 3 primeiros e os 2 últimos dígitos escondidos: ***.456.789-** */
const mascararCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/**
 * Primeiro acesso (spec §2, §4): quem tem CadastroConfirmado falso recebe um token restrito e fica
 * fora do sistema até confirmar os dados (CPF cadastrado pelo RH) e definir a senha. O RH convida
 * por e-mail com um link de uso único (7 dias) que abre essa sessão restrita.
 */
export const createPrimeiroAcesso = ({ db, clock, sessao, mailer, appUrl, limites }: Deps) => {
  const convidar = async (auth: AuthContext, usuarioId: number) => {
    const usuario = await usuarioRepository({ db, empresaId: auth.empresaId }).findById(usuarioId);
    if (!usuario?.ativo) throw naoEncontrado('Usuário');
    if (usuario.cadastroConfirmado) throw jaConfirmado();
    const agora = clock();
    const token = gerarTokenOpaco(auth.empresaId);
    const expiraEm = new Date(agora.getTime() + limites.conviteDias * 86_400_000);
    await db.transaction(async (tx) => {
      const repo = authRepository({ db: tx, empresaId: auth.empresaId });
      await repo.invalidarTokensPendentes(usuarioId, 'convite', agora);
      await repo.insertTokenUsoUnico({
        tokenHash: sha256Hex(token),
        tipo: 'convite',
        usuarioId,
        criadoEm: agora,
        expiraEm,
      });
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'usuario',
        entidadeId: usuarioId,
        acao: 'convite-enviado',
        depois: { email: usuario.email, expiraEm: expiraEm.toISOString() },
        em: agora,
      });
    });
    await mailer.enviar(
      mensagemComLink({
        para: usuario.email,
        assunto: 'Jornada: seu acesso está pronto',
        saudacao: `Olá, ${usuario.nome}.`,
        paragrafos: [
          'O RH da sua empresa criou o seu acesso ao Jornada.',
          `Use o link abaixo para confirmar os seus dados e definir a sua senha. Ele vale por ${limites.conviteDias} dias e pode ser usado uma única vez.`,
        ],
        rotuloBotao: 'Fazer o primeiro acesso',
        link: `${appUrl}/login/primeiro-acesso?convite=${encodeURIComponent(token)}`,
        rodape: 'Se você não esperava este convite, ignore este e-mail.',
      }),
    );
    return { expiraEm: expiraEm.toISOString() };
  };

  /** Troca o link do convite por uma sessão restrita de primeiro acesso. */
  const aceitarConvite = async (token: string): Promise<LoginResposta> => {
    const empresaId = empresaDoToken(token);
    if (!empresaId) throw new AppError('LINK_INVALIDO', LINK_INVALIDO, 400, 'token');
    const usado = await authRepository({ db, empresaId }).consumirTokenUsoUnico(
      sha256Hex(token),
      'convite',
      clock(),
    );
    const usuario = usado && (await usuarioRepository({ db, empresaId }).findById(usado.usuarioId));
    if (!usuario?.ativo || usuario.cadastroConfirmado)
      throw new AppError('LINK_INVALIDO', LINK_INVALIDO, 400, 'token');
    return sessao.emitir(empresaId, usuario.id);
  };

  const dados = async (auth: AuthContext) => {
    const r = await usuarioRepository({ db, empresaId: auth.empresaId }).findPerfilLogado(
      auth.usuarioId,
    );
    if (!r) throw naoEncontrado('Usuário');
    if (r.u.cadastroConfirmado) throw jaConfirmado();
    return {
      nome: r.u.nome,
      email: r.u.email,
      cpfMascarado: mascararCpf(r.u.cpf),
      cargo: r.cargoNome,
      empresaNome: r.empresaNome,
    };
  };

  const confirmar = async (
    auth: AuthContext,
    v: { cpf: string; novaSenha: string },
  ): Promise<LoginResposta> => {
    const usuario = await usuarioRepository({ db, empresaId: auth.empresaId }).findById(
      auth.usuarioId,
    );
    if (!usuario?.ativo) throw naoEncontrado('Usuário');
    if (usuario.cadastroConfirmado) throw jaConfirmado();
    if (usuario.cpf !== v.cpf)
      throw new AppError('CPF_NAO_CONFERE', 'O CPF não confere com o cadastro do RH.', 400, 'cpf');
    const senhaHash = await hashSenha(v.novaSenha);
    const agora = clock();
    await db.transaction(async (tx) => {
      await contaRepository({ db: tx, empresaId: auth.empresaId }).confirmarCadastro(
        auth.usuarioId,
        senhaHash,
      );
      await authRepository({ db: tx, empresaId: auth.empresaId }).invalidarTokensPendentes(
        auth.usuarioId,
        'convite',
        agora,
      );
      await auditarAcesso(tx, {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        hqOperadorId: auth.hqSuporteId ?? null,
        entidade: 'usuario',
        entidadeId: auth.usuarioId,
        acao: 'cadastro-confirmado',
        em: agora,
      });
    });
    return sessao.emitir(auth.empresaId, auth.usuarioId);
  };

  return { convidar, aceitarConvite, dados, confirmar };
};
