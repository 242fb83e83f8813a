import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa, filial } from './organizacao.table.ts';

/** Colunas da filial que o cadastro do empregador altera. */
export type DadosFilial = Partial<
  Pick<
    typeof filial.$inferInsert,
    | 'tipoInscricao'
    | 'cnpj'
    | 'nome'
    | 'caepf'
    | 'cno'
    | 'logradouro'
    | 'numero'
    | 'complemento'
    | 'bairro'
    | 'cep'
    | 'cidade'
    | 'uf'
    | 'municipioIbge'
  >
>;

/** Cadastro do empregador (empresa e filiais) e os REPs em que ele está registrado. */
export const organizacaoRepository = ({ db, empresaId }: Escopo) => ({
  updateRazaoSocial: async (razaoSocial: string) => {
    await db.update(empresa).set({ nome: razaoSocial }).where(eq(empresa.id, empresaId));
  },

  updateFilial: async (filialId: number, dados: DadosFilial) => {
    const [f] = await db
      .update(filial)
      .set(dados)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, filialId)))
      .returning({ id: filial.id });
    return f;
  },

  /** Filial nova: devolve o id. */
  insertFilial: async (dados: DadosFilial & { nome: string; cnpj: string; uf: string }) => {
    const [f] = await db
      .insert(filial)
      .values({ empresaId, ...dados })
      .returning({ id: filial.id });
    return f!.id;
  },

  /** Outra filial com a mesma inscrição (CNPJ/CPF, CAEPF e CNO juntos), se houver. */
  findFilialComInscricao: async (
    i: { cnpj: string; caepf: string | null; cno: string | null },
    excetoId?: number,
  ) => {
    const [f] = await db
      .select({ id: filial.id, nome: filial.nome })
      .from(filial)
      .where(
        and(
          eq(filial.empresaId, empresaId),
          eq(filial.cnpj, i.cnpj),
          i.caepf === null ? isNull(filial.caepf) : eq(filial.caepf, i.caepf),
          i.cno === null ? isNull(filial.cno) : eq(filial.cno, i.cno),
          excetoId === undefined ? undefined : ne(filial.id, excetoId),
        ),
      )
      .limit(1);
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
        tipoInscricao: filial.tipoInscricao,
        cnpj: filial.cnpj,
        caepf: filial.caepf,
        cno: filial.cno,
        logradouro: filial.logradouro,
        numero: filial.numero,
        complemento: filial.complemento,
        bairro: filial.bairro,
        cep: filial.cep,
        uf: filial.uf,
        municipioIbge: filial.municipioIbge,
        cidade: filial.cidade,
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
