import { and, eq, inArray, or } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { auditoria } from '../auditoria/auditoria.table.ts';
import { filial } from '../organizacao/organizacao.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { importacaoAfd, marcacaoImportada, repExterno } from './importacao-afd.table.ts';

export const importacaoAfdRepository = ({ db, empresaId }: Escopo) => ({
  listFiliais: () =>
    db
      .select({ id: filial.id, cnpj: filial.cnpj })
      .from(filial)
      .where(eq(filial.empresaId, empresaId)),

  /** REP de origem pelo número e empregador; cria na primeira importação. */
  findOuCriaRep: async (r: {
    filialId: number;
    tipo: string;
    numero: string;
    idEmpregador: string;
  }) => {
    const onde = and(
      eq(repExterno.empresaId, empresaId),
      eq(repExterno.tipo, r.tipo),
      eq(repExterno.numero, r.numero),
      eq(repExterno.idEmpregador, r.idEmpregador),
    );
    const [existente] = await db.select().from(repExterno).where(onde);
    if (existente) return existente;
    const [novo] = await db
      .insert(repExterno)
      .values({ empresaId, ...r })
      .returning();
    return novo!;
  },

  /** Colaboradores da empresa pelo CPF (o AFD identifica o empregado só pelo CPF). */
  usuariosPorCpf: async (cpfs: string[]) => {
    if (cpfs.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ id: usuario.id, cpf: usuario.cpf })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.cpf, cpfs)));
    return new Map(rows.map((r) => [r.cpf, r.id]));
  },

  /** NSR do REP de origem já importados (entre os do arquivo). */
  nsrsImportados: async (repExternoId: number, nsrs: number[]) => {
    const vistos = new Set<number>();
    for (let i = 0; i < nsrs.length; i += 5000) {
      const rows = await db
        .select({ nsr: marcacaoImportada.nsrOrigem })
        .from(marcacaoImportada)
        .where(
          and(
            eq(marcacaoImportada.empresaId, empresaId),
            eq(marcacaoImportada.repExternoId, repExternoId),
            or(inArray(marcacaoImportada.nsrOrigem, nsrs.slice(i, i + 5000))),
          ),
        );
      for (const r of rows) vistos.add(r.nsr);
    }
    return vistos;
  },

  insertImportacao: async (i: Omit<typeof importacaoAfd.$inferInsert, 'empresaId' | 'id'>) => {
    const [row] = await db
      .insert(importacaoAfd)
      .values({ empresaId, ...i })
      .returning();
    return row!;
  },

  insertMarcacoes: async (
    linhas: Omit<typeof marcacaoImportada.$inferInsert, 'empresaId' | 'id'>[],
  ) => {
    for (let i = 0; i < linhas.length; i += 1000) {
      await db
        .insert(marcacaoImportada)
        .values(linhas.slice(i, i + 1000).map((l) => ({ empresaId, ...l })));
    }
  },

  auditar: async (a: Omit<typeof auditoria.$inferInsert, 'empresaId' | 'id'>) => {
    await db.insert(auditoria).values({ empresaId, ...a });
  },
});
