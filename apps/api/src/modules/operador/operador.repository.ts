import type { ModuloOpcional, SituacaoEmpresa } from '@jornada/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa } from '../organizacao/index.ts';
import { empresaCliente } from './operador.table.ts';

/** Padrão do LIKE com os curingas do próprio texto escapados. */
export const padraoBusca = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const colunas = {
  e: empresa,
  c: empresaCliente,
  colaboradoresAtivos: sql<number>`(select count(*)::int from usuario u
    where u.empresa_id = ${empresa.id} and u.ativo and u.demissao is null)`,
};

/**
 * As empresas clientes vistas pela operadora. A lista é, por definição, de todas as empresas (a
 * tela é só da empresa 1, conferida no serviço); o resto filtra pela empresa do escopo.
 */
export const empresasRepository = (db: Db | Tx) => ({
  listPagina: async (v: { search?: string; limite: number; deslocamento: number }) => {
    let filtro: SQL | undefined;
    if (v.search) {
      const digitos = v.search.replace(/\D/g, '');
      filtro = or(
        ilike(empresa.nome, padraoBusca(v.search)),
        ilike(empresaCliente.nomeFantasia, padraoBusca(v.search)),
        digitos.length >= 3 ? ilike(empresa.cnpj, padraoBusca(digitos)) : undefined,
      );
    }
    const itens = await db
      .select(colunas)
      .from(empresa)
      .leftJoin(empresaCliente, eq(empresaCliente.empresaId, empresa.id))
      .where(filtro)
      .orderBy(asc(empresa.id))
      .limit(v.limite)
      .offset(v.deslocamento);
    const [t] = await db
      .select({ total: count() })
      .from(empresa)
      .leftJoin(empresaCliente, eq(empresaCliente.empresaId, empresa.id))
      .where(filtro);
    return { itens, total: t?.total ?? 0 };
  },

  existsCnpj: async (cnpj: string) => {
    const [r] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.cnpj, cnpj));
    return r !== undefined;
  },

  /**
   * Próximo id de empresa (a coluna não é sequência: as empresas da demo têm ids fixos). A trava
   * da transação serializa duas criações ao mesmo tempo.
   */
  nextId: async () => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('empresa'))`);
    const [r] = await db
      .select({ max: sql<number>`coalesce(max(${empresa.id}), 0)::int` })
      .from(empresa);
    return (r?.max ?? 0) + 1;
  },

  insertEmpresa: async (v: typeof empresa.$inferInsert) => {
    await db.insert(empresa).values(v);
  },
});

/** Uma empresa cliente: leitura, situação, configuração e módulos. */
export const empresaClienteRepository = ({ db, empresaId }: Escopo) => ({
  find: async () => {
    const [r] = await db
      .select(colunas)
      .from(empresa)
      .leftJoin(empresaCliente, eq(empresaCliente.empresaId, empresa.id))
      .where(eq(empresa.id, empresaId));
    return r;
  },

  /** Trava a linha da empresa até o fim da transação (situação e configuração). */
  lock: async () => {
    await db
      .select({ id: empresa.id })
      .from(empresa)
      .where(eq(empresa.id, empresaId))
      .for('update');
  },

  insert: async (v: Omit<typeof empresaCliente.$inferInsert, 'empresaId'>) => {
    await db.insert(empresaCliente).values({ empresaId, ...v });
  },

  updateSituacao: async (situacao: SituacaoEmpresa, motivo: string, em: Date) => {
    await db
      .insert(empresaCliente)
      .values({ empresaId, situacao, motivoSituacao: motivo, situacaoEm: em })
      .onConflictDoUpdate({
        target: empresaCliente.empresaId,
        set: { situacao, motivoSituacao: motivo, situacaoEm: em },
      });
  },

  updateModulos: async (modulosDesligados: ModuloOpcional[]) => {
    await db
      .insert(empresaCliente)
      .values({ empresaId, modulosDesligados })
      .onConflictDoUpdate({ target: empresaCliente.empresaId, set: { modulosDesligados } });
  },

  updateEmpresa: async (v: Pick<typeof empresa.$inferInsert, 'fusoHorario' | 'configuracao'>) => {
    await db.update(empresa).set(v).where(eq(empresa.id, empresaId));
  },

  /** Situação e módulos desligados: o que a sessão confere a cada requisição. */
  findRestricoes: async () => {
    const [r] = await db
      .select({ situacao: empresaCliente.situacao, modulos: empresaCliente.modulosDesligados })
      .from(empresaCliente)
      .where(and(eq(empresaCliente.empresaId, empresaId)));
    return r;
  },
});
