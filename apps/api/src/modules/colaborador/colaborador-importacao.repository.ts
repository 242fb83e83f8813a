import { and, eq, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { cargo, centroCusto, departamento, filial } from '../organizacao/index.ts';
import { rascunhoRepository } from '../rascunho-planilha/index.ts';
import { usuario } from '../usuario/index.ts';
import { colaboradorImportacao } from './colaborador-importacao.table.ts';

/** Nome comparável de filial, departamento ou cargo: sem acento, sem caixa, espaços únicos. */
export const nomeComparavel = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** O que a validação das linhas consulta, lido de uma vez (200 linhas = 4 consultas, não 2000). */
export type ReferenciasImportacao = {
  filiais: Map<string, number>;
  departamentos: Map<string, number>;
  cargos: Map<string, number>;
  centrosCusto: Map<string, number>;
  /** Colaboradores ativos por e-mail (minúsculo): quem pode ser gestor. */
  gestores: Map<string, number>;
  cpfs: Set<string>;
  emails: Set<string>;
  matriculas: Set<string>;
};

/** Rascunhos de importação e as referências da empresa, sempre filtrados por empresaId. */
export const colaboradorImportacaoRepository = (escopo: Escopo) => {
  const { db, empresaId } = escopo;
  return {
    ...rascunhoRepository(colaboradorImportacao, escopo),
    referencias: async (): Promise<ReferenciasImportacao> => {
      const porNome = async (
        t: typeof filial | typeof departamento | typeof cargo | typeof centroCusto,
      ) => {
        const rows = await db
          .select({ id: t.id, nome: t.nome })
          .from(t)
          .where(and(eq(t.empresaId, empresaId), eq(t.ativo, true)));
        return new Map(rows.map((r) => [nomeComparavel(r.nome), r.id]));
      };
      const [filiais, departamentos, cargos, centrosCusto, pessoas] = await Promise.all([
        porNome(filial),
        porNome(departamento),
        porNome(cargo),
        porNome(centroCusto),
        db
          .select({
            id: usuario.id,
            cpf: usuario.cpf,
            email: sql<string>`lower(${usuario.email})`,
            matricula: sql<string | null>`lower(${usuario.matricula})`,
            ativo: sql<boolean>`${usuario.demissao} is null`,
          })
          .from(usuario)
          .where(eq(usuario.empresaId, empresaId)),
      ]);
      return {
        filiais,
        departamentos,
        cargos,
        centrosCusto,
        gestores: new Map(pessoas.filter((p) => p.ativo).map((p) => [p.email, p.id])),
        cpfs: new Set(pessoas.map((p) => p.cpf)),
        emails: new Set(pessoas.map((p) => p.email)),
        matriculas: new Set(pessoas.flatMap((p) => (p.matricula ? [p.matricula] : []))),
      };
    },
  };
};
export type ColaboradorImportacaoRepository = ReturnType<typeof colaboradorImportacaoRepository>;
