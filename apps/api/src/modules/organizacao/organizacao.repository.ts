import { and, asc, eq } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
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
      })
      .from(filial)
      .where(eq(filial.empresaId, empresaId))
      .orderBy(asc(filial.nome), asc(filial.id));
    return { razaoSocial: e?.razaoSocial ?? '', filiais };
  },
});

/**
 * Todas as empresas (inquilinos) com nome e CNPJ, em ordem de id: a operadora (empresa 1) lista
 * as clientes no faturamento. Leitura sem escopo de uma empresa: só quem a operadora autoriza.
 */
export const listEmpresasCadastradas = (db: Escopo['db']) =>
  db
    .select({ id: empresa.id, nome: empresa.nome, cnpj: empresa.cnpj })
    .from(empresa)
    .orderBy(asc(empresa.id));
