import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoAutenticado } from '../../../shared/errors.ts';
import { createFilaEmLote, createUmaPorLote } from '../../../shared/gravacao-em-lote.ts';
import { acessoRepository } from '../../acesso/index.ts';
import { authRepository } from '../auth.repository.ts';
import { filtrarRotas, podarRotas, type RestricoesEmpresa } from './sessao.ts';

/** O que o banco diz da sessão: aberta ou não e, se aberta, as rotas que o usuário tem agora. */
type Estado = { aberta: false } | { aberta: true; usuarioId: number; rotas: ReadonlySet<string> };
type Lembrado = { ate: number; estado: Promise<Estado> };
type EstadoSessao = Awaited<
  ReturnType<ReturnType<typeof authRepository>['listEstadosSessao']>
>[number];

/** Sessões lembradas por processo (as mais antigas saem primeiro). */
const SESSOES_LEMBRADAS = 20_000;

/** Caches de todos os apps deste processo: uma mudança de acesso aqui os esvazia na hora. */
const caches = new Set<Map<number, Map<string, Lembrado>>>();

/**
 * Avisa que o acesso de alguém da empresa mudou (logout, senha, perfis, desligamento): os caches
 * deste processo esquecem as sessões da empresa e a próxima requisição relê o banco. Os outros
 * processos da API leem o banco ao fim do prazo do cache (`validadeMs`).
 */
export const avisarAcessoAlterado = (empresaId: number): void => {
  for (const cache of caches) cache.delete(empresaId);
};

/**
 * Conferência da sessão a cada requisição autenticada: o token (assinado, 1 h) diz quem é; o
 * banco diz se a sessão continua aberta, se o usuário está ativo e que rotas os perfis dão agora.
 * A resposta fica lembrada por `validadeMs` (por processo, relógio do processo): uma consulta por
 * sessão a cada prazo, não por requisição. As rotas do token são podadas às atuais (perfil
 * retirado vale na hora); rota nova só no próximo token (/recurso/update), que passa de novo pela
 * regra do segundo fator.
 */
export const createSessoesAtivas = ({
  db,
  validadeMs,
  restricoes,
}: {
  db: Db;
  validadeMs: number;
  /** Empresa suspensa fecha a sessão; módulos desligados tiram rotas (módulo `operador`). */
  restricoes?: RestricoesEmpresa;
}) => {
  const cache = new Map<number, Map<string, Lembrado>>();
  caches.add(cache);
  let lembradas = 0;

  // Sessões novas da mesma empresa em lote (a fila em lote da marcação): as que chegam enquanto
  // a leitura anterior está no banco vão todas na próxima, uma consulta para todas; a restrição
  // da empresa, uma leitura para o lote. Numa troca de turno cada marcação traz uma sessão que o
  // processo ainda não conhece. Toda leitura começa depois do pedido (nada mais velho que sozinha).
  const lerSessoes = createFilaEmLote<string, EstadoSessao | undefined>(async (chave, sids) => {
    const linhas = await authRepository({ db, empresaId: Number(chave) }).listEstadosSessao([
      ...new Set(sids),
    ]);
    const porId = new Map(linhas.map((l) => [l.id, l]));
    return sids.map((sid) => porId.get(sid));
  });
  const lerRestricao = restricoes && createUmaPorLote((chave) => restricoes(Number(chave)));

  const carregar = async (ctx: AuthContext, sid: string): Promise<Estado> => {
    const escopo = { db, empresaId: ctx.empresaId };
    const s = await lerSessoes(String(ctx.empresaId), sid);
    if (!s || s.revogadaEm || !s.ativo) return { aberta: false };
    const restricao = await lerRestricao?.(String(ctx.empresaId));
    if (restricao?.suspensa) return { aberta: false };
    // Sessão restrita ou sem rotas: nada a podar, sem consultar os perfis.
    if (ctx.escopo || ctx.rotas.size === 0)
      return { aberta: true, usuarioId: s.usuarioId, rotas: ctx.rotas };
    const atuais = await acessoRepository(escopo).listRotas(s.usuarioId);
    const gestor = s.empresaConfig.usarMenuGestor === true;
    return {
      aberta: true,
      usuarioId: s.usuarioId,
      rotas: podarRotas(filtrarRotas(ctx.empresaId, atuais, gestor), restricao?.rotasBloqueadas),
    };
  };

  const lembrar = (empresaId: number, sid: string, l: Lembrado) => {
    if (lembradas >= SESSOES_LEMBRADAS) {
      cache.clear();
      lembradas = 0;
    }
    const daEmpresa = cache.get(empresaId) ?? new Map<string, Lembrado>();
    cache.set(empresaId, daEmpresa);
    if (!daEmpresa.has(sid)) lembradas += 1;
    daEmpresa.set(sid, l);
  };

  const estado = (ctx: AuthContext, sid: string): Promise<Estado> => {
    const agora = performance.now();
    const lembrado = cache.get(ctx.empresaId)?.get(sid);
    if (lembrado && lembrado.ate > agora) return lembrado.estado;
    const novo = carregar(ctx, sid);
    const l = { ate: agora + validadeMs, estado: novo };
    lembrar(ctx.empresaId, sid, l);
    // Falha do banco não fica lembrada: a próxima requisição tenta de novo.
    void novo.catch(() => {
      if (cache.get(ctx.empresaId)?.get(sid) === l) cache.get(ctx.empresaId)?.delete(sid);
    });
    return novo;
  };

  /** O contexto do token conferido com o banco; 401 se a sessão foi encerrada. */
  const conferir = async (ctx: AuthContext): Promise<AuthContext> => {
    if (!ctx.sessaoId) throw naoAutenticado();
    const e = await estado(ctx, ctx.sessaoId);
    if (!e.aberta || e.usuarioId !== ctx.usuarioId) throw naoAutenticado();
    if (e.rotas === ctx.rotas || [...ctx.rotas].every((r) => e.rotas.has(r))) return ctx;
    return { ...ctx, rotas: new Set([...ctx.rotas].filter((r) => e.rotas.has(r))) };
  };

  const fechar = () => {
    caches.delete(cache);
  };

  return { conferir, fechar };
};
export type SessoesAtivas = ReturnType<typeof createSessoesAtivas>;
