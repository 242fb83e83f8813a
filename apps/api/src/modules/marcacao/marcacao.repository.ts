import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { empresa, filial } from '../organizacao/organizacao.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import type { MarcacaoRow } from './marcacao.mapeamento.ts';
import { marcacao, rep, repEvento } from './marcacao.table.ts';

export type NovaMarcacao = Omit<typeof marcacao.$inferInsert, 'empresaId' | 'id' | 'duplicada'>;
export type { MarcacaoRow };

/** Empresas com REP-P (tarefa do operador na subida do servidor, fora do escopo de uma empresa). */
export const listEmpresasComRep = async (db: Escopo['db']): Promise<number[]> =>
  (await db.selectDistinct({ empresaId: rep.empresaId }).from(rep)).map((r) => r.empresaId);

export const marcacaoRepository = ({ db, empresaId }: Escopo) => ({
  fusoDaEmpresa: async (): Promise<string> => {
    const [e] = await db
      .select({ fuso: empresa.fusoHorario })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    return e?.fuso ?? 'America/Sao_Paulo';
  },

  /** Quem marca: CPF, filial e situação, com o fuso da empresa (uma consulta para o lote). */
  listMarcadores: (usuarioIds: number[]) =>
    db
      .select({
        id: usuario.id,
        cpf: usuario.cpf,
        filialId: usuario.filialId,
        ativo: usuario.ativo,
        fuso: empresa.fusoHorario,
      })
      .from(usuario)
      .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
      .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.id, usuarioIds))),

  /**
   * Reserva `quantidade` NSR seguidos da filial travando a linha do REP até o fim da transação:
   * dois processos nunca recebem o mesmo número, e um rollback devolve os números (sem lacunas).
   * Devolve o último NSR reservado e o último hash da cadeia antes da reserva.
   */
  reservarNsr: async (filialId: number, quantidade = 1) => {
    const [r] = await db
      .update(rep)
      .set({ ultimoNsr: sql`${rep.ultimoNsr} + ${quantidade}` })
      .where(and(eq(rep.empresaId, empresaId), eq(rep.filialId, filialId)))
      .returning({ nsr: rep.ultimoNsr, hashAnterior: rep.ultimoHash });
    return r;
  },

  /**
   * Grava um lote de marcações e, no mesmo comando, o último hash de cada REP (CTE): a trava do
   * REP fica o mínimo possível. `duplicada` é calculada no banco (outra marcação do mesmo
   * colaborador no mesmo minuto já gravada) ou vem `true` do lote (repetida dentro dele).
   */
  insertLote: (
    linhas: (NovaMarcacao & { duplicadaNoLote: boolean })[],
    ultimosHashes: { filialId: number; hash: string }[],
  ): Promise<MarcacaoRow[]> => {
    const ctes = ultimosHashes.map((u, i) =>
      db
        .$with(`ultimo_hash_${i}`, { filialId: sql<number>`filial_id` })
        .as(
          sql`update ${rep} set ultimo_hash = ${u.hash} where ${rep.empresaId} = ${empresaId} and ${rep.filialId} = ${u.filialId} returning filial_id`,
        ),
    );
    return db
      .with(...ctes)
      .insert(marcacao)
      .values(
        linhas.map(({ duplicadaNoLote, ...m }) => ({
          empresaId,
          ...m,
          duplicada: duplicadaNoLote
            ? sql`true`
            : sql`exists (select 1 from ${marcacao} where ${marcacao.empresaId} = ${empresaId} and ${marcacao.usuarioId} = ${m.usuarioId} and ${marcacao.data} = ${m.data} and ${marcacao.minuto} = ${m.minuto})`,
        })),
      )
      .returning();
  },

  findByEvento: async (usuarioId: number, eventoId: string) => {
    const [row] = await db
      .select()
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.usuarioId, usuarioId),
          eq(marcacao.eventoId, eventoId),
        ),
      );
    return row;
  },

  listDoDia: (usuarioId: number, data: string) =>
    db
      .select()
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.usuarioId, usuarioId),
          eq(marcacao.data, data),
        ),
      )
      .orderBy(asc(marcacao.dataHora), asc(marcacao.nsr)),

  /** Marcações do colaborador entre dois instantes de gravação (comprovantes das últimas 48 h). */
  listGravadasEntre: (usuarioId: number, desde: Date, ate: Date) =>
    db
      .select()
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.usuarioId, usuarioId),
          gte(marcacao.gravadoEm, desde),
          lt(marcacao.gravadoEm, ate),
        ),
      )
      .orderBy(desc(marcacao.nsr)),

  insertEvento: async (e: Omit<typeof repEvento.$inferInsert, 'empresaId'>) => {
    await db.insert(repEvento).values({ empresaId, ...e });
  },

  /** Último evento sensível (tipo 6) do REP, para não repetir "serviço disponível". */
  ultimoEventoSensivel: async (filialId: number) => {
    const [r] = await db
      .select({ registro: repEvento.registro })
      .from(repEvento)
      .where(
        and(
          eq(repEvento.empresaId, empresaId),
          eq(repEvento.filialId, filialId),
          eq(repEvento.tipo, '6'),
        ),
      )
      .orderBy(desc(repEvento.nsr))
      .limit(1);
    return r?.registro;
  },

  /** Dados do empregador para o registro tipo 2: empresa e estabelecimento (filial). */
  findEmpregador: async (filialId: number) => {
    const [r] = await db
      .select({
        razaoSocial: empresa.nome,
        cnpj: filial.cnpj,
        filialNome: filial.nome,
        cidade: filial.cidade,
        uf: filial.uf,
      })
      .from(filial)
      .innerJoin(empresa, eq(empresa.id, filial.empresaId))
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, filialId)));
    return r;
  },

  listReps: () =>
    db.select({ filialId: rep.filialId }).from(rep).where(eq(rep.empresaId, empresaId)),
});
