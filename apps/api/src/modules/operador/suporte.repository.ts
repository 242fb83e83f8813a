import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { auditoria } from '../auditoria/index.ts';
import { cargo } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { padraoBusca } from './operador.repository.ts';

type Pagina = { limite: number; deslocamento: number };

/** Consultas do acesso de suporte numa empresa: contas, nomes e a auditoria das sessões HQ. */
export const suporteRepository = ({ db, empresaId }: Escopo) => ({
  /** Contas ativas da empresa (a quem o suporte pode abrir uma sessão HQ). */
  listUsuarios: async (v: Pagina & { search?: string }) => {
    const filtros: (SQL | undefined)[] = [
      eq(usuario.empresaId, empresaId),
      eq(usuario.ativo, true),
    ];
    if (v.search)
      filtros.push(
        or(ilike(usuario.nome, padraoBusca(v.search)), ilike(usuario.email, padraoBusca(v.search))),
      );
    const onde = and(...filtros);
    const itens = await db
      .select({ id: usuario.id, nome: usuario.nome, email: usuario.email, cargo: cargo.nome })
      .from(usuario)
      .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
      .where(onde)
      .orderBy(asc(usuario.nome), asc(usuario.id))
      .limit(v.limite)
      .offset(v.deslocamento);
    const [t] = await db.select({ total: count() }).from(usuario).where(onde);
    return { itens, total: t?.total ?? 0 };
  },

  /** Nomes das pessoas da empresa, por id. */
  mapNomes: async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const r = await db
      .select({ id: usuario.id, nome: usuario.nome })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.id, [...new Set(ids)])));
    return new Map(r.map((u) => [u.id, u.nome]));
  },

  /** Linhas de auditoria gravadas em sessões HQ (com o operador do suporte), mais novas primeiro. */
  listAuditoriaHq: async (v: Pagina) => {
    const onde = and(eq(auditoria.empresaId, empresaId), isNotNull(auditoria.hqOperadorId));
    const itens = await db
      .select({
        id: auditoria.id,
        em: auditoria.em,
        operadorId: auditoria.hqOperadorId,
        usuarioId: auditoria.usuarioId,
        entidade: auditoria.entidade,
        acao: auditoria.acao,
      })
      .from(auditoria)
      .where(onde)
      .orderBy(desc(auditoria.em), desc(auditoria.id))
      .limit(v.limite)
      .offset(v.deslocamento);
    const [t] = await db.select({ total: count() }).from(auditoria).where(onde);
    return { itens, total: t?.total ?? 0 };
  },
});
