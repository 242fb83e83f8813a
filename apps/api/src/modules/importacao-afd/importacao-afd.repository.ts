import { and, eq, inArray } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { type RegistroAuditoria, registrarAuditoria } from '../auditoria/index.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { importacaoAfd, marcacaoImportada, repExterno } from './importacao-afd.table.ts';

export type ColaboradorAfd = { id: number; cpf: string };
type ChaveRep = { tipo: string; numero: string; idEmpregador: string };

export const importacaoAfdRepository = ({ db, empresaId }: Escopo) => ({
  listFiliais: () =>
    db
      .select({ id: filial.id, cnpj: filial.cnpj })
      .from(filial)
      .where(eq(filial.empresaId, empresaId)),

  /** Fuso IANA da empresa: dá o deslocamento das marcações de 1510/595, gravadas sem fuso. */
  fusoDaEmpresa: async () => {
    const [e] = await db
      .select({ fuso: empresa.fusoHorario })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e?.fuso ?? 'America/Sao_Paulo';
  },

  /** REP de origem pelo tipo, número e empregador (sem criar). */
  findRep: async (r: ChaveRep) => {
    const [existente] = await db
      .select()
      .from(repExterno)
      .where(
        and(
          eq(repExterno.empresaId, empresaId),
          eq(repExterno.tipo, r.tipo),
          eq(repExterno.numero, r.numero),
          eq(repExterno.idEmpregador, r.idEmpregador),
        ),
      );
    return existente;
  },

  insertRep: async (r: ChaveRep & { filialId: number }) => {
    const [novo] = await db
      .insert(repExterno)
      .values({ empresaId, ...r })
      .returning();
    return novo!;
  },

  /** Colaboradores da empresa pelo CPF (671 e PIS "9" + CPF). */
  usuariosPorCpf: async (cpfs: string[]) => {
    if (cpfs.length === 0) return new Map<string, ColaboradorAfd>();
    const rows = await db
      .select({ id: usuario.id, cpf: usuario.cpf })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.cpf, cpfs)));
    return new Map(rows.map((r) => [r.cpf, r]));
  },

  /** Marcações já importadas deste REP entre os NSR pedidos: NSR → instante (ms). */
  importadasPorNsr: async (repExternoId: number, nsrs: number[]) => {
    if (nsrs.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ nsr: marcacaoImportada.nsrOrigem, dataHora: marcacaoImportada.dataHora })
      .from(marcacaoImportada)
      .where(
        and(
          eq(marcacaoImportada.empresaId, empresaId),
          eq(marcacaoImportada.repExternoId, repExternoId),
          inArray(marcacaoImportada.nsrOrigem, nsrs),
        ),
      );
    return new Map(rows.map((r) => [r.nsr, r.dataHora.getTime()]));
  },

  insertImportacao: async (i: Omit<typeof importacaoAfd.$inferInsert, 'empresaId' | 'id'>) => {
    const [row] = await db
      .insert(importacaoAfd)
      .values({ empresaId, ...i })
      .returning({ id: importacaoAfd.id });
    return row!;
  },

  /** Fecha o registro da importação (contagens, SHA-256 e relatório) no fim do arquivo. */
  concluirImportacao: (
    id: number,
    i: Pick<
      typeof importacaoAfd.$inferInsert,
      'sha256' | 'importadas' | 'duplicadas' | 'rejeitadas' | 'relatorio'
    >,
  ) =>
    db
      .update(importacaoAfd)
      .set(i)
      .where(and(eq(importacaoAfd.empresaId, empresaId), eq(importacaoAfd.id, id))),

  /** Grava um lote; um NSR repetido no arquivo (já gravado neste lote ou antes) é ignorado. */
  insertMarcacoes: async (
    linhas: Omit<typeof marcacaoImportada.$inferInsert, 'empresaId' | 'id'>[],
  ): Promise<number> => {
    if (linhas.length === 0) return 0;
    const gravadas = await db
      .insert(marcacaoImportada)
      .values(linhas.map((l) => ({ empresaId, ...l })))
      .onConflictDoNothing({
        target: [
          marcacaoImportada.empresaId,
          marcacaoImportada.repExternoId,
          marcacaoImportada.nsrOrigem,
        ],
      })
      .returning({ id: marcacaoImportada.id });
    return gravadas.length;
  },

  auditar: (a: Omit<RegistroAuditoria, 'empresaId'>) => registrarAuditoria(db, { empresaId, ...a }),
});
