import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { isGestorDe, isRh, ROTAS_GESTOR } from '../acesso-ponto.ts';
import { tratamentoParaContrato } from '../ponto.mapeamento.ts';
import { pontoRepository } from '../ponto.repository.ts';
import { tratamentoRepository } from '../tratamento.repository.ts';

type Filtro = { status?: string; usuarioId?: number; pageNumber: number; pageSize: number };

/** Fila de tratamentos: o RH vê todos; o gestor, os da equipe; o colaborador, os seus. */
export const createListarTratamentos = ({ db }: { db: Db }) => {
  const listar = async (auth: AuthContext, f: Filtro) => {
    const repo = tratamentoRepository({ db, empresaId: auth.empresaId });
    const gestor = !isRh(auth) && ROTAS_GESTOR.some((r) => auth.rotas.has(r));
    const proprio = !isRh(auth) && !gestor;
    const { total, items } = await repo.listFila({
      status: f.status,
      usuarioId: proprio ? auth.usuarioId : f.usuarioId,
      gestorId: gestor && f.usuarioId !== auth.usuarioId ? auth.usuarioId : undefined,
      pagina: f.pageNumber,
      tamanho: f.pageSize,
    });
    return {
      items: items.map((i) => ({ ...tratamentoParaContrato(i.t), usuarioNome: i.usuarioNome })),
      total,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
    };
  };

  /** Anexo de um tratamento (atestado…): o dono, quem pediu, o RH ou o gestor do dono. */
  const anexo = async (auth: AuthContext, id: number) => {
    const escopo = { db, empresaId: auth.empresaId };
    const a = await tratamentoRepository(escopo).findAnexo(id);
    if (!a) throw naoEncontrado('Anexo');
    if (a.usuarioId !== auth.usuarioId && a.autorId !== auth.usuarioId && !isRh(auth)) {
      const u = await pontoRepository(escopo).findUsuario(a.usuarioId);
      if (!u || !isGestorDe(auth, u)) throw semPermissao();
    }
    return { nome: a.nome, tipo: a.tipo, sha256: a.sha256, bytes: a.conteudo };
  };

  return { listar, anexo };
};
