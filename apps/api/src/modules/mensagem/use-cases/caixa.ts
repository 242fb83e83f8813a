import type { CaixaEntrada, MensagemAberta } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { isRhMensagens, type MensagemDeps, paraRecebida } from '../mensagem.comum.ts';
import { mensagemRepository } from '../mensagem.repository.ts';
import { pagina } from './consultas.ts';

type Pagina = { search?: string; pageNumber: number; pageSize: number };

/** A caixa de entrada de cada pessoa: listar, abrir (marca lida), confirmar e baixar o anexo. */
export const createCaixa = (deps: MensagemDeps) => {
  const repo = (auth: AuthContext) =>
    mensagemRepository({ db: deps.db, empresaId: auth.empresaId });

  const recebida = async (auth: AuthContext, id: number) => {
    const m = await repo(auth).findRecebida(id, auth.usuarioId);
    if (!m) throw naoEncontrado('Mensagem');
    return m;
  };

  const aberta = async (auth: AuthContext, id: number): Promise<MensagemAberta> => {
    const m = await recebida(auth, id);
    return { ...paraRecebida(m), texto: m.texto };
  };

  return {
    listar: async (auth: AuthContext, f: Pagina): Promise<CaixaEntrada> => {
      const r = await repo(auth).listRecebidas(auth.usuarioId, f);
      return {
        itens: r.itens.map(paraRecebida),
        total: r.total,
        naoLidas: r.naoLidas,
        ...pagina(f),
      };
    },

    /** Abre a mensagem: a primeira abertura grava a leitura (com auditoria). */
    abrir: async (auth: AuthContext, id: number): Promise<MensagemAberta> => {
      await recebida(auth, id);
      const agora = deps.clock();
      await deps.db.transaction(async (tx) => {
        const r = mensagemRepository({ db: tx, empresaId: auth.empresaId });
        if (!(await r.marcarLida(id, auth.usuarioId, agora))) return;
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'mensagem_destinatario',
          entidadeId: `${id}:${auth.usuarioId}`,
          acao: 'ler',
          depois: { lidaEm: agora.toISOString() },
          em: agora,
        });
      });
      return aberta(auth, id);
    },

    /** Confirma a leitura, quando a mensagem pede confirmação (uma vez). */
    confirmar: async (auth: AuthContext, id: number): Promise<MensagemAberta> => {
      const m = await recebida(auth, id);
      if (!m.exigirConfirmacao)
        throw new AppError(
          'CONFIRMACAO_NAO_PEDIDA',
          'Esta mensagem não pede confirmação de leitura.',
          400,
          'id',
        );
      if (m.confirmadaEm) return aberta(auth, id);
      const agora = deps.clock();
      await deps.db.transaction(async (tx) => {
        const r = mensagemRepository({ db: tx, empresaId: auth.empresaId });
        if (!(await r.confirmar(id, auth.usuarioId, agora))) return;
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'mensagem_destinatario',
          entidadeId: `${id}:${auth.usuarioId}`,
          acao: 'confirmar_leitura',
          depois: { confirmadaEm: agora.toISOString() },
          em: agora,
        });
      });
      return aberta(auth, id);
    },

    /**
     * Anexo: quem recebeu, quem enviou e o RH com acesso às mensagens. Para os demais a mensagem
     * "não existe" (404).
     */
    anexo: async (auth: AuthContext, id: number) => {
      const r = repo(auth);
      const a = await r.findAnexo(id);
      if (!a) throw naoEncontrado('Mensagem');
      const podeVer =
        a.remetenteId === auth.usuarioId ||
        isRhMensagens(auth) ||
        (await r.isDestinatario(id, auth.usuarioId));
      if (!podeVer) throw naoEncontrado('Mensagem');
      if (!a.conteudo || !a.nome || !a.tipo) throw naoEncontrado('Anexo');
      return { nome: a.nome, tipo: a.tipo, conteudo: a.conteudo };
    },
  };
};
