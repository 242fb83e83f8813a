import type { CredencialPessoaQuiosque } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import type { QuiosqueDeps } from '../quiosque.comum.ts';
import { codigoQrDinamico, hashPin, novoSegredo, sha256 } from '../quiosque.cripto.ts';
import { JANELA_QR_MS, janelaDe, montarQrCartao, montarQrDinamico } from '../quiosque.regras.ts';
import { quiosqueRepository } from '../quiosque.repository.ts';

/**
 * Credenciais da pessoa no quiosque: PIN (a própria pessoa define; o RH redefine), cartão QR
 * impresso (o RH emite e revoga) e o QR dinâmico mostrado no app da pessoa.
 */
export const createPessoaQuiosque = ({
  db,
  clock,
  segredo,
}: Pick<QuiosqueDeps, 'db' | 'clock' | 'segredo'>) => {
  const comPessoa = async <T>(
    auth: AuthContext,
    usuarioId: number,
    acao: string,
    fazer: (repo: ReturnType<typeof quiosqueRepository>) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const repo = quiosqueRepository({ db: tx, empresaId: auth.empresaId });
      const pessoa = await repo.findPessoa(usuarioId);
      if (!pessoa) throw naoEncontrado('Colaborador');
      const r = await fazer(repo);
      // Nunca o PIN nem o segredo do cartão: só o que mudou.
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'quiosque_pessoa',
        entidadeId: usuarioId,
        acao,
        em: clock(),
      });
      return { pessoa, r };
    });

  const definirPin = (auth: AuthContext, usuarioId: number, pin: string, acao: string) =>
    hashPin(pin).then((pinHash) =>
      comPessoa(auth, usuarioId, acao, (repo) =>
        repo.upsertCredenciais(usuarioId, { pinHash, pinDefinidoEm: clock() }),
      ),
    );

  return {
    /** Tela do RH: quem tem PIN e cartão (sem o PIN nem o segredo). */
    listCredenciais: async (auth: AuthContext): Promise<CredencialPessoaQuiosque[]> =>
      (await quiosqueRepository({ db, empresaId: auth.empresaId }).listCredenciaisPessoas()).map(
        (p) => ({
          usuarioId: p.usuarioId,
          nome: p.nome,
          matricula: p.matricula,
          temPin: Boolean(p.pinHash),
          pinDefinidoEm: p.pinDefinidoEm?.toISOString() ?? null,
          temCartao: Boolean(p.cartaoHash),
        }),
      ),

    meu: async (auth: AuthContext) => {
      const c = await quiosqueRepository({ db, empresaId: auth.empresaId }).findCredenciais(
        auth.usuarioId,
      );
      return {
        temPin: Boolean(c?.pinHash),
        pinDefinidoEm: c?.pinDefinidoEm?.toISOString() ?? null,
        temCartao: Boolean(c?.cartaoHash),
      };
    },

    definirMeuPin: async (auth: AuthContext, pin: string) => {
      await definirPin(auth, auth.usuarioId, pin, 'pin_definido');
    },

    redefinirPin: async (auth: AuthContext, usuarioId: number, pin: string) => {
      await definirPin(auth, usuarioId, pin, 'pin_redefinido_rh');
    },

    /** Novo cartão: o segredo sai só nesta resposta (para imprimir); o anterior deixa de valer. */
    emitirCartao: async (auth: AuthContext, usuarioId: number) => {
      const segredoCartao = novoSegredo(18);
      const { pessoa } = await comPessoa(auth, usuarioId, 'cartao_emitido', (repo) =>
        repo.upsertCredenciais(usuarioId, { cartaoHash: sha256(segredoCartao) }),
      );
      return {
        conteudo: montarQrCartao(auth.empresaId, usuarioId, segredoCartao),
        nome: pessoa.nome,
        matricula: pessoa.matricula,
      };
    },

    /** Revoga o cartão impresso e troca a chave do QR dinâmico. */
    revogarCartao: async (auth: AuthContext, usuarioId: number) => {
      await comPessoa(auth, usuarioId, 'cartao_revogado', async (repo) => {
        await repo.upsertCredenciais(usuarioId, { cartaoHash: null });
        await repo.trocarVersaoQr(usuarioId);
      });
    },

    qrDinamico: async (auth: AuthContext) => {
      const c = await quiosqueRepository({ db, empresaId: auth.empresaId }).findCredenciais(
        auth.usuarioId,
      );
      const janela = janelaDe(clock().getTime());
      const pessoa = {
        empresaId: auth.empresaId,
        usuarioId: auth.usuarioId,
        qrVersao: c?.qrVersao ?? 0,
      };
      return {
        conteudo: montarQrDinamico(
          auth.empresaId,
          auth.usuarioId,
          janela,
          codigoQrDinamico(segredo, pessoa, janela),
        ),
        expiraEm: new Date((janela + 1) * JANELA_QR_MS).toISOString(),
        validadeSegundos: JANELA_QR_MS / 1000,
      };
    },
  };
};
