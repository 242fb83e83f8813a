import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { cargo, departamento, filial } from '../organizacao/index.ts';
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
  /** Colaboradores ativos por e-mail (minúsculo): quem pode ser gestor. */
  gestores: Map<string, number>;
  cpfs: Set<string>;
  emails: Set<string>;
  matriculas: Set<string>;
};

/** Rascunhos de importação e as referências da empresa, sempre filtrados por empresaId. */
export const colaboradorImportacaoRepository = ({ db, empresaId }: Escopo) => ({
  criar: async (v: {
    autorId: number;
    nomeArquivo: string;
    cabecalho: string[];
    linhas: { numero: number; celulas: string[] }[];
    criadoEm: Date;
  }) => {
    const [r] = await db
      .insert(colaboradorImportacao)
      .values({ empresaId, ...v })
      .returning({ id: colaboradorImportacao.id });
    return r!.id;
  },

  /** O rascunho; `travar` o segura até o fim da transação (duas confirmações em fila). */
  obter: async (id: number, travar = false) => {
    const q = db
      .select()
      .from(colaboradorImportacao)
      .where(and(eq(colaboradorImportacao.empresaId, empresaId), eq(colaboradorImportacao.id, id)));
    const [r] = travar ? await q.for('update') : await q;
    return r;
  },

  concluir: async (
    id: number,
    v: {
      confirmadoEm: Date;
      importados: number;
      rejeitados: { celulas: string[]; erro: string }[];
    },
  ) => {
    await db
      .update(colaboradorImportacao)
      .set(v)
      .where(and(eq(colaboradorImportacao.empresaId, empresaId), eq(colaboradorImportacao.id, id)));
  },

  /** Apaga os rascunhos não confirmados criados antes de `limite` (expirados). */
  apagarExpirados: async (limite: Date) => {
    await db
      .delete(colaboradorImportacao)
      .where(
        and(
          eq(colaboradorImportacao.empresaId, empresaId),
          isNull(colaboradorImportacao.confirmadoEm),
          lt(colaboradorImportacao.criadoEm, limite),
        ),
      );
  },

  referencias: async (): Promise<ReferenciasImportacao> => {
    const porNome = async (t: typeof filial | typeof departamento | typeof cargo) => {
      const rows = await db
        .select({ id: t.id, nome: t.nome })
        .from(t)
        .where(and(eq(t.empresaId, empresaId), eq(t.ativo, true)));
      return new Map(rows.map((r) => [nomeComparavel(r.nome), r.id]));
    };
    const [filiais, departamentos, cargos, pessoas] = await Promise.all([
      porNome(filial),
      porNome(departamento),
      porNome(cargo),
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
      gestores: new Map(pessoas.filter((p) => p.ativo).map((p) => [p.email, p.id])),
      cpfs: new Set(pessoas.map((p) => p.cpf)),
      emails: new Set(pessoas.map((p) => p.email)),
      matriculas: new Set(pessoas.flatMap((p) => (p.matricula ? [p.matricula] : []))),
    };
  },
});
export type ColaboradorImportacaoRepository = ReturnType<typeof colaboradorImportacaoRepository>;
