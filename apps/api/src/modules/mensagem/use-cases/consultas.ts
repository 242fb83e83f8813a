import type {
  CanaisStatus,
  DestinatariosOpcoes,
  MensagemDetalhe,
  MensagensPagina,
  StatusEntrega,
} from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import {
  isRhMensagens,
  type MensagemDeps,
  paraDestinatario,
  paraRecebida,
  paraResumo,
} from '../mensagem.comum.ts';
import { mensagemRepository } from '../mensagem.repository.ts';

type Pagina = { search?: string; pageNumber: number; pageSize: number };

/** Consultas de quem envia (RH: a empresa toda; gestor: as próprias mensagens e a equipe). */
export const createConsultas = (deps: MensagemDeps) => {
  const repo = (auth: AuthContext) =>
    mensagemRepository({ db: deps.db, empresaId: auth.empresaId });
  /** Só o RH vê mensagens de outros remetentes. */
  const remetenteVisivel = (auth: AuthContext) => (isRhMensagens(auth) ? null : auth.usuarioId);

  /** A mensagem vista do lado de quem envia: fora do alcance, "não existe" (404). */
  const mensagemDoRemetente = async (auth: AuthContext, id: number) => {
    const m = await repo(auth).findResumo(id);
    if (!m) throw naoEncontrado('Mensagem');
    if (!isRhMensagens(auth) && m.remetenteId !== auth.usuarioId) throw naoEncontrado('Mensagem');
    return m;
  };

  const detalhe = async (auth: AuthContext, id: number): Promise<MensagemDetalhe> => {
    const m = await mensagemDoRemetente(auth, id);
    const pessoas = await repo(auth).listDestinatarios(id);
    return {
      ...paraResumo(m),
      texto: m.texto,
      destinos: m.destinos,
      pessoas: pessoas.map(paraDestinatario),
    };
  };

  return {
    mensagemDoRemetente,
    detalhe,

    listar: async (auth: AuthContext, f: Pagina): Promise<MensagensPagina> => {
      const r = await repo(auth).listEnviadas(remetenteVisivel(auth), f);
      return { itens: r.itens.map(paraResumo), total: r.total, ...pagina(f) };
    },

    /** Mensagens que uma pessoa recebeu (do gestor: só as que ele mesmo enviou). */
    historicoPessoa: async (auth: AuthContext, usuarioId: number, f: Pagina) => {
      const r = repo(auth);
      const pessoa = await r.findUsuario(usuarioId);
      if (!pessoa) throw naoEncontrado('Pessoa');
      if (!isRhMensagens(auth) && pessoa.gestorId !== auth.usuarioId) throw naoEncontrado('Pessoa');
      const l = await r.listRecebidas(usuarioId, f, remetenteVisivel(auth));
      return {
        // Com a situação de cada canal: o que o RH confere quando alguém diz que não recebeu.
        itens: l.itens.map((m) => ({
          ...paraRecebida(m),
          canalApp: m.statusApp as StatusEntrega,
          canalPush: m.statusPush as StatusEntrega | null,
          canalEmail: m.statusEmail as StatusEntrega | null,
          canalSms: m.statusSms as StatusEntrega | null,
        })),
        total: l.total,
        naoLidas: l.naoLidas,
        ...pagina(f),
      };
    },

    opcoes: async (auth: AuthContext, search?: string): Promise<DestinatariosOpcoes> => {
      const r = repo(auth);
      const rh = isRhMensagens(auth);
      const busca = search && search.length > 0 ? search : undefined;
      return {
        pessoas: await r.listPessoasOpcoes(busca, rh ? null : auth.usuarioId),
        departamentos: rh ? await r.listCadastroOpcoes('departamentos', busca) : [],
        grupos: rh ? await r.listCadastroOpcoes('grupos', busca) : [],
        podeGrupos: rh,
      };
    },

    /** Estado de cada canal e as entregas das últimas 24 h (GET messagebird-status). */
    statusCanais: async (auth: AuthContext): Promise<CanaisStatus> => {
      const desde = new Date(deps.clock().getTime() - 24 * 60 * 60 * 1000);
      const linhas = await repo(auth).contarEntregas(desde);
      return {
        app: { ativo: true },
        // Chaves fixas: do ambiente ou de DATA_DIR/vapid.json. Sem elas o app gerou um par só
        // desta execução: ao reiniciar, as inscrições antigas deixam de valer.
        push: { ativo: true, chavesConfiguradas: deps.configuracao.pushChavesConfiguradas },
        email: { ativo: true, modo: deps.configuracao.emailModo },
        sms: { ativo: deps.sms !== null, provedor: deps.sms?.nome ?? null },
        ultimas24h: linhas.map((l) => ({
          canal: l.canal as CanaisStatus['ultimas24h'][number]['canal'],
          status: l.status as StatusEntrega,
          total: l.total,
        })),
      };
    },
  };
};

export const pagina = (f: Pagina) => ({ pageNumber: f.pageNumber, pageSize: f.pageSize });
