import type { SolicitacaoProcesso, StatusProcesso } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { paraSolicitacoes } from '../processo-interno.mapper.ts';
import { isRhProcessos } from '../processo-interno.permissao.ts';
import { type Deps, exigirProcesso, repo } from './comum.ts';

/** Listas, um pedido, o download de um anexo e os gestores da empresa. */
export const createConsultas = ({ db }: Deps) => ({
  /** GET /ListarSolicitacaoProcessosInternos: os pedidos de quem chama (um, com `id`). */
  minhas: async (
    auth: AuthContext,
    q: { id?: number | undefined; status?: StatusProcesso | undefined },
  ) => {
    const r = repo(db, auth);
    const linhas = await r.listProcessos({ usuarioId: auth.usuarioId, id: q.id, status: q.status });
    if (q.id !== undefined && linhas.length === 0) throw naoEncontrado('Processo interno');
    return paraSolicitacoes(r, auth, linhas);
  },

  /** Um pedido visível a quem chama (quem pediu, o gestor dele, o RH). */
  obter: async (auth: AuthContext, id: number): Promise<SolicitacaoProcesso> => {
    const p = await exigirProcesso(db, auth, id);
    return (await paraSolicitacoes(repo(db, auth), auth, [p]))[0]!;
  },

  /**
   * GET /ListarSolicitacaoProcessosInternosGestor: o RH vê a empresa (ou a equipe de um gestor);
   * o gestor, a própria equipe. "Pendentes" deixa só o que quem chama decide agora.
   */
  caixa: async (
    auth: AuthContext,
    q: {
      situacao: 'Pendentes' | 'Todas';
      status?: StatusProcesso | undefined;
      gestorId?: number | undefined;
    },
  ) => {
    const r = repo(db, auth);
    const gestorId = isRhProcessos(auth) ? q.gestorId : auth.usuarioId;
    const linhas = await r.listProcessos({ gestorId, status: q.status });
    const lista = await paraSolicitacoes(r, auth, linhas);
    return q.situacao === 'Pendentes' ? lista.filter((s) => s.podeDecidir) : lista;
  },

  /** GET /BaixarAnexoProcessoInterno: o arquivo, para quem vê o pedido. */
  anexo: async (auth: AuthContext, id: number) => {
    const a = await repo(db, auth).findAnexo(id);
    if (!a) throw naoEncontrado('Anexo');
    await exigirProcesso(db, auth, a.processoId).catch(() => {
      throw naoEncontrado('Anexo');
    });
    return { nome: a.nome, tipo: a.tipo, conteudo: a.conteudo };
  },

  /** GET /CarregarUsuariosGestores: quem é gestor imediato de alguém na empresa. */
  gestores: (auth: AuthContext, search: string | undefined) => repo(db, auth).listGestores(search),
});
