import type { Tx } from '../../../db/client.ts';
import { gerarTokenOpaco, sha256Hex } from '../../../shared/cripto.ts';
import { type Mailer, mensagemComLink } from '../../../shared/email.ts';
import { auditarAcesso } from '../auditoria-acesso.ts';
import { authRepository } from '../auth.repository.ts';
import type { LimitesAcesso } from '../limites.ts';

type Deps = { mailer: Mailer; appUrl: string; limites: LimitesAcesso };

export type ConviteGravado = { link: string; expiraEm: string };

/**
 * Convite de primeiro acesso emitido pela operadora (empresa 1) para o primeiro administrador de
 * uma empresa cliente recém-criada: o mesmo link de uso único do convite do RH
 * (`/login/primeiro-acesso?convite=`), gravado na transação que cria a empresa; o e-mail sai
 * depois do commit (`enviar`).
 */
export const createConviteEmpresa = ({ mailer, appUrl, limites }: Deps) => {
  const gravar = async (
    tx: Tx,
    v: { empresaId: number; usuarioId: number; email: string; operadorId: number; agora: Date },
  ): Promise<ConviteGravado> => {
    const token = gerarTokenOpaco(v.empresaId);
    const expiraEm = new Date(v.agora.getTime() + limites.conviteDias * 86_400_000);
    const repo = authRepository({ db: tx, empresaId: v.empresaId });
    await repo.invalidarTokensPendentes(v.usuarioId, 'convite', v.agora);
    await repo.insertTokenUsoUnico({
      tokenHash: sha256Hex(token),
      tipo: 'convite',
      usuarioId: v.usuarioId,
      criadoEm: v.agora,
      expiraEm,
    });
    // Na empresa cliente não há usuário autor: quem convidou é o operador da empresa 1.
    await auditarAcesso(tx, {
      empresaId: v.empresaId,
      usuarioId: null,
      entidade: 'usuario',
      entidadeId: v.usuarioId,
      acao: 'convite-enviado',
      depois: { email: v.email, expiraEm: expiraEm.toISOString(), operadorId: v.operadorId },
      em: v.agora,
    });
    const link = `${appUrl}/login/primeiro-acesso?convite=${encodeURIComponent(token)}`;
    return { link, expiraEm: expiraEm.toISOString() };
  };

  const enviar = (v: { para: string; nome: string; empresaNome: string; link: string }) =>
    mailer.enviar(
      mensagemComLink({
        para: v.para,
        assunto: 'Jornada: o acesso da sua empresa está pronto',
        saudacao: `Olá, ${v.nome}.`,
        paragrafos: [
          `A empresa ${v.empresaNome} foi cadastrada no Jornada e você é o primeiro administrador do RH.`,
          `Use o link abaixo para confirmar os seus dados e definir a sua senha. Ele vale por ${limites.conviteDias} dias e pode ser usado uma única vez.`,
        ],
        rotuloBotao: 'Fazer o primeiro acesso',
        link: v.link,
        rodape: 'Se você não esperava este convite, ignore este e-mail.',
      }),
    );

  return { gravar, enviar };
};
export type ConviteEmpresa = ReturnType<typeof createConviteEmpresa>;
