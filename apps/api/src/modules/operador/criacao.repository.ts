import { asc, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from '../acesso/index.ts';
import { rep } from '../marcacao/index.ts';
import { filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** O que nasce com uma empresa cliente: matriz, REP-P, perfis e o primeiro administrador. */
export const criacaoRepository = ({ db, empresaId }: Escopo) => ({
  insertFilial: async (v: { nome: string; cnpj: string; uf: string }) => {
    const [f] = await db
      .insert(filial)
      .values({ empresaId, ...v })
      .returning({ id: filial.id });
    return f!.id;
  },

  /** Número de registro do REP-P no INPI: o do produto, o mesmo do REP da operadora. */
  findInpiDoProduto: async (empresaOperadora: number) => {
    const [r] = await db
      .select({ numeroInpi: rep.numeroInpi })
      .from(rep)
      .where(eq(rep.empresaId, empresaOperadora))
      .orderBy(asc(rep.filialId))
      .limit(1);
    return r?.numeroInpi;
  },

  insertRep: async (filialId: number, numeroInpi: string) => {
    await db.insert(rep).values({ empresaId, filialId, numeroInpi });
  },

  insertPerfis: async (perfis: { nome: string; rotas: string[] }[]) => {
    const r = await db
      .insert(perfil)
      .values(perfis.map((p) => ({ empresaId, ...p })))
      .returning({ id: perfil.id, nome: perfil.nome });
    return Object.fromEntries(r.map((p) => [p.nome, p.id])) as Record<string, number>;
  },

  insertAdmin: async (v: { nome: string; email: string; cpf: string; filialId: number }) => {
    const [u] = await db
      .insert(usuario)
      .values({
        empresaId,
        ...v,
        cadastroConfirmado: false,
        habilitarMarcacaoPelaWeb: false,
      })
      .returning({ id: usuario.id });
    return u!.id;
  },

  insertUsuarioPerfil: async (usuarioId: number, perfilId: number) => {
    await db.insert(usuarioPerfil).values({ empresaId, usuarioId, perfilId });
  },
});
