import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { type RegistroAuditoria, registrarAuditoria } from '../auditoria/index.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import {
  importacaoAfd,
  mapeamentoAfd,
  marcacaoImportada,
  repExterno,
} from './importacao-afd.table.ts';

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

  insertRep: async (
    r: ChaveRep &
      Pick<
        typeof repExterno.$inferInsert,
        'filialId' | 'leiaute' | 'fabricante' | 'modelo' | 'fuso' | 'criadoEm'
      >,
  ) => {
    const [novo] = await db
      .insert(repExterno)
      .values({ empresaId, ...r })
      .returning();
    return novo!;
  },

  /** Vínculos do RH (identificador do AFD → colaborador), chave `tipo:identificador gravado`. */
  listVinculos: async () => {
    const rows = await db
      .select({
        tipo: mapeamentoAfd.tipo,
        identificador: mapeamentoAfd.identificador,
        id: usuario.id,
        cpf: usuario.cpf,
      })
      .from(mapeamentoAfd)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, mapeamentoAfd.empresaId),
          eq(usuario.id, mapeamentoAfd.usuarioId),
        ),
      )
      .where(eq(mapeamentoAfd.empresaId, empresaId));
    return new Map<string, ColaboradorAfd>(
      rows.map((r) => [`${r.tipo}:${r.identificador}`, { id: r.id, cpf: r.cpf }]),
    );
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
          sql`${marcacaoImportada.nsrOrigem} = any(${sql.param(nsrs)}::bigint[])`,
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

  /**
   * Grava um lote num comando só (colunas em arrays: sem um parâmetro por valor); um NSR repetido
   * no arquivo (já gravado neste lote ou antes) é ignorado. Devolve os NSR que entraram.
   */
  insertMarcacoes: async (
    linhas: Omit<typeof marcacaoImportada.$inferInsert, 'empresaId' | 'id'>[],
  ): Promise<Set<number>> => {
    if (linhas.length === 0) return new Set();
    const coluna = <T>(f: (l: (typeof linhas)[number]) => T) => sql.param(linhas.map(f));
    const m = marcacaoImportada;
    const r = await db.execute(sql`
      with gravadas as (
        insert into ${m} (empresa_id, rep_externo_id, nsr_origem, usuario_id, cpf, data_hora, data,
                          minuto, fuso, registro, importacao_id)
        select ${empresaId}::int, x.rep, x.nsr, x.usuario, x.cpf, x.dh, x.data, x.minuto, x.fuso,
               x.registro, x.importacao
          from unnest(${coluna((l) => l.repExternoId)}::int[], ${coluna((l) => l.nsrOrigem)}::bigint[],
                      ${coluna((l) => l.usuarioId)}::int[], ${coluna((l) => l.cpf)}::text[],
                      ${coluna((l) => l.dataHora.toISOString())}::timestamptz[],
                      ${coluna((l) => l.data)}::text[], ${coluna((l) => l.minuto)}::smallint[],
                      ${coluna((l) => l.fuso)}::text[], ${coluna((l) => l.registro)}::text[],
                      ${coluna((l) => l.importacaoId)}::int[])
               as x(rep, nsr, usuario, cpf, dh, data, minuto, fuso, registro, importacao)
        on conflict (empresa_id, rep_externo_id, nsr_origem) do nothing
        returning nsr_origem::float8 as nsr)
      select coalesce(array_agg(nsr), '{}') as nsrs from gravadas`);
    return new Set((r as unknown as { rows: [{ nsrs: number[] }] }).rows[0].nsrs);
  },

  auditar: (a: Omit<RegistroAuditoria, 'empresaId'>) => registrarAuditoria(db, { empresaId, ...a }),
});
