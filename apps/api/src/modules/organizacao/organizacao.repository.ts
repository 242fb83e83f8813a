import { and, asc, eq, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { rep } from '../marcacao/marcacao.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { empresa, filial } from './organizacao.table.ts';

/** Cadastro do empregador (empresa e filiais) e os REPs em que ele está registrado. */
export const organizacaoRepository = ({ db, empresaId }: Escopo) => ({
  updateRazaoSocial: async (razaoSocial: string) => {
    await db.update(empresa).set({ nome: razaoSocial }).where(eq(empresa.id, empresaId));
  },

  updateFilial: async (
    filialId: number,
    dados: Partial<{ cnpj: string; nome: string; cidade: string | null; uf: string }>,
  ) => {
    const [f] = await db
      .update(filial)
      .set(dados)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, filialId)))
      .returning({ id: filial.id });
    return f;
  },

  /** Identificação do empregador: razão social e os estabelecimentos (filiais) com o seu REP. */
  findEmpregador: async () => {
    const [e] = await db
      .select({ razaoSocial: empresa.nome })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    const filiais = await db
      .select({
        id: filial.id,
        nome: filial.nome,
        cnpj: filial.cnpj,
        cidade: filial.cidade,
        uf: filial.uf,
        temRep: sql<boolean>`exists (select 1 from ${rep} where ${rep.empresaId} = ${filial.empresaId} and ${rep.filialId} = ${filial.id})`,
      })
      .from(filial)
      .where(eq(filial.empresaId, empresaId))
      .orderBy(asc(filial.nome), asc(filial.id));
    return { razaoSocial: e?.razaoSocial ?? '', filiais };
  },

  /** Filiais com REP-P (cada uma com a sua sequência de NSR). */
  listFiliaisComRep: async () =>
    (
      await db
        .select({ filialId: rep.filialId })
        .from(rep)
        .where(eq(rep.empresaId, empresaId))
        .orderBy(asc(rep.filialId))
    ).map((r) => r.filialId),

  findCpf: async (usuarioId: number) => {
    const [u] = await db
      .select({ cpf: usuario.cpf })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
    return u?.cpf;
  },
});
