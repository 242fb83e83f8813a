import type {
  AcoesSuportePagina,
  SessoesSuportePagina,
  SituacaoSuporte,
  SuporteEmitido,
  UsuariosEmpresaPagina,
} from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { EMPRESA_OPERADORA, type LimitesAcesso } from '../../auth/index.ts';
import { type HqService, hqRepository } from '../../hq/index.ts';
import { pagina } from '../operador.mapeamento.ts';
import { empresaClienteRepository } from '../operador.repository.ts';
import { suporteRepository } from '../suporte.repository.ts';

type Deps = { db: Db; clock: () => Date; hq: HqService; limites: LimitesAcesso };
type Paginacao = { pageNumber: number; pageSize: number };

/**
 * Acesso de suporte a uma empresa cliente: o operador escolhe a conta e diz o motivo; o token HQ
 * (módulo `hq`) vale `tokenHqMin` para abrir e a sessão dura `sessaoHqSeg`, sem renovação. A
 * lista mostra cada sessão (aguardando, ativa, encerrada, expirada) e a auditoria mostra o que
 * foi feito nelas (linhas com o operador, `hq_operador_id`).
 */
export const createSuporte = ({ db, clock, hq, limites }: Deps) => {
  const exigirCliente = async (empresaId: number) => {
    const e = await empresaClienteRepository({ db, empresaId }).find();
    if (!e) throw naoEncontrado('Empresa');
    return e;
  };

  const listUsuarios = async (
    _auth: AuthContext,
    empresaId: number,
    f: Paginacao & { search?: string },
  ): Promise<UsuariosEmpresaPagina> => {
    await exigirCliente(empresaId);
    const r = await suporteRepository({ db, empresaId }).listUsuarios({
      ...pagina(f),
      search: f.search,
    });
    return { ...r, pageNumber: f.pageNumber, pageSize: f.pageSize };
  };

  const emitir = async (
    auth: AuthContext,
    empresaId: number,
    v: { usuarioId: number; motivo: string },
  ): Promise<SuporteEmitido> => {
    const e = await exigirCliente(empresaId);
    if (e.c?.situacao === 'suspensa')
      throw new AppError(
        'EMPRESA_SUSPENSA',
        'A empresa está suspensa: reative-a antes de abrir um acesso de suporte.',
        409,
      );
    const { url, expiraEm } = await hq.emitir(auth, { empresaId, ...v });
    return { url, expiraEm, duracaoSessaoMin: Math.round(limites.sessaoHqSeg / 60) };
  };

  const situacaoDe = (
    t: { usadoEm: Date | null; expiraEm: Date },
    agora: Date,
  ): SituacaoSuporte => {
    if (!t.usadoEm) return t.expiraEm > agora ? 'aguardando' : 'expirada';
    return t.usadoEm.getTime() + limites.sessaoHqSeg * 1000 > agora.getTime()
      ? 'ativa'
      : 'encerrada';
  };

  const listSessoes = async (
    _auth: AuthContext,
    empresaId: number,
    f: Paginacao,
  ): Promise<SessoesSuportePagina> => {
    await exigirCliente(empresaId);
    const { limite, deslocamento } = pagina(f);
    const r = await hqRepository({ db, empresaId }).listPagina(limite, deslocamento);
    const operadores = await suporteRepository({ db, empresaId: EMPRESA_OPERADORA }).mapNomes(
      r.itens.map((t) => t.emitidoPorUsuarioId),
    );
    const pessoas = await suporteRepository({ db, empresaId }).mapNomes(
      r.itens.map((t) => t.usuarioId),
    );
    const agora = clock();
    return {
      itens: r.itens.map((t) => ({
        emitidoEm: t.criadoEm.toISOString(),
        emitidoPor: operadores.get(t.emitidoPorUsuarioId) ?? 'Operador removido',
        usuario: pessoas.get(t.usuarioId) ?? 'Pessoa removida',
        motivo: t.motivo,
        expiraEm: t.expiraEm.toISOString(),
        usadoEm: t.usadoEm?.toISOString() ?? null,
        terminaEm: t.usadoEm
          ? new Date(t.usadoEm.getTime() + limites.sessaoHqSeg * 1000).toISOString()
          : null,
        situacao: situacaoDe(t, agora),
      })),
      total: r.total,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
    };
  };

  const listAcoes = async (
    _auth: AuthContext,
    empresaId: number,
    f: Paginacao,
  ): Promise<AcoesSuportePagina> => {
    await exigirCliente(empresaId);
    const r = await suporteRepository({ db, empresaId }).listAuditoriaHq(pagina(f));
    const operadores = await suporteRepository({ db, empresaId: EMPRESA_OPERADORA }).mapNomes(
      r.itens.flatMap((a) => (a.operadorId ? [a.operadorId] : [])),
    );
    const pessoas = await suporteRepository({ db, empresaId }).mapNomes(
      r.itens.flatMap((a) => (a.usuarioId ? [a.usuarioId] : [])),
    );
    return {
      itens: r.itens.map((a) => ({
        id: a.id,
        em: a.em.toISOString(),
        operador: (a.operadorId && operadores.get(a.operadorId)) || 'Operador removido',
        usuario: a.usuarioId ? (pessoas.get(a.usuarioId) ?? null) : null,
        entidade: a.entidade,
        acao: a.acao,
      })),
      total: r.total,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
    };
  };

  return { listUsuarios, emitir, listSessoes, listAcoes };
};
