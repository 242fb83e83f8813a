import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  intermitenteContratante,
  intermitenteConvocacao,
  intermitenteConvocado,
  intermitenteMotivoInterrupcao,
} from './intermitente.table.ts';

export type ConvocacaoRow = typeof intermitenteConvocacao.$inferSelect & {
  contratante: string;
  motivoInterrupcao: string | null;
};
export type ConvocadoRow = typeof intermitenteConvocado.$inferSelect & { nome: string };

export type FiltroConvocacoes = {
  contratanteId?: number;
  grupoId?: number;
  /** Convocações que tocam [dataInicio, dataFim]. */
  dataInicio?: string;
  dataFim?: string;
  ids?: number[];
  usuarioId?: number;
};

const c = intermitenteConvocacao;
const cv = intermitenteConvocado;

/** Convocações e convocados (sempre filtrados pela empresa do escopo). */
export const convocacaoRepository = ({ db, empresaId }: Escopo) => {
  const listar = async (f: FiltroConvocacoes): Promise<ConvocacaoRow[]> => {
    const rows = await db
      .select({
        conv: c,
        contratante: intermitenteContratante.nome,
        motivoInterrupcao: intermitenteMotivoInterrupcao.descricao,
      })
      .from(c)
      .innerJoin(
        intermitenteContratante,
        and(
          eq(intermitenteContratante.empresaId, c.empresaId),
          eq(intermitenteContratante.id, c.contratanteId),
        ),
      )
      .leftJoin(
        intermitenteMotivoInterrupcao,
        and(
          eq(intermitenteMotivoInterrupcao.empresaId, c.empresaId),
          eq(intermitenteMotivoInterrupcao.id, c.motivoInterrupcaoId),
        ),
      )
      .where(
        and(
          eq(c.empresaId, empresaId),
          f.ids ? algumId(c.id, f.ids) : undefined,
          f.contratanteId ? eq(c.contratanteId, f.contratanteId) : undefined,
          f.grupoId ? eq(c.grupoId, f.grupoId) : undefined,
          f.dataInicio ? gte(c.dataFim, f.dataInicio) : undefined,
          f.dataFim ? lte(c.dataInicio, f.dataFim) : undefined,
          f.usuarioId
            ? sql`exists (select 1 from ${cv} where ${cv.empresaId} = ${c.empresaId}
                and ${cv.convocacaoId} = ${c.id} and ${cv.usuarioId} = ${f.usuarioId})`
            : undefined,
        ),
      )
      .orderBy(desc(c.dataInicio), desc(c.id));
    return rows.map((r) => ({
      ...r.conv,
      contratante: r.contratante,
      motivoInterrupcao: r.motivoInterrupcao,
    }));
  };

  return {
    listar,
    findById: async (id: number) => (await listar({ ids: [id] }))[0],

    /** Trava a convocação (resposta e interrupção não correm juntas). */
    travar: async (id: number) => {
      await db.execute(
        sql`select 1 from ${c} where ${c.empresaId} = ${empresaId} and ${c.id} = ${id} for update`,
      );
    },

    inserir: async (v: Omit<typeof c.$inferInsert, 'empresaId'>, usuarioIds: number[]) => {
      const [r] = await db
        .insert(c)
        .values({ ...v, empresaId })
        .returning({ id: c.id });
      await db
        .insert(cv)
        .values(usuarioIds.map((usuarioId) => ({ empresaId, convocacaoId: r!.id, usuarioId })));
      return r!.id;
    },

    interromper: async (
      id: number,
      v: { em: string; motivoId: number; observacao: string | null; por: number },
    ) => {
      await db
        .update(c)
        .set({
          interrompidaEm: v.em,
          motivoInterrupcaoId: v.motivoId,
          interrupcaoObservacao: v.observacao,
          interrompidaPor: v.por,
        })
        .where(and(eq(c.empresaId, empresaId), eq(c.id, id), isNull(c.interrompidaEm)));
    },

    convocadosDe: async (convocacaoIds: number[]): Promise<ConvocadoRow[]> => {
      const rows = await db
        .select({ cv, nome: usuario.nome })
        .from(cv)
        .innerJoin(usuario, and(eq(usuario.empresaId, cv.empresaId), eq(usuario.id, cv.usuarioId)))
        .where(and(eq(cv.empresaId, empresaId), algumId(cv.convocacaoId, convocacaoIds)))
        .orderBy(asc(usuario.nome));
      return rows.map((r) => ({ ...r.cv, nome: r.nome }));
    },

    responder: async (
      convocacaoId: number,
      usuarioId: number,
      v: { resposta: string; respostaEm: string },
    ) => {
      await db
        .update(cv)
        .set(v)
        .where(
          and(
            eq(cv.empresaId, empresaId),
            eq(cv.convocacaoId, convocacaoId),
            eq(cv.usuarioId, usuarioId),
          ),
        );
    },

    multar: async (
      convocacaoId: number,
      usuarioId: number,
      m: { devidaPor: string; valor: number; prazo: string },
    ) => {
      await db
        .update(cv)
        .set({ multaDevidaPor: m.devidaPor, multaValor: m.valor, multaPrazo: m.prazo })
        .where(
          and(
            eq(cv.empresaId, empresaId),
            eq(cv.convocacaoId, convocacaoId),
            eq(cv.usuarioId, usuarioId),
          ),
        );
    },

    /** Aceites ativos (não interrompidos) dos usuários que tocam [dataInicio, dataFim]. */
    aceitasQueTocam: async (usuarioIds: number[], dataInicio: string, dataFim: string) =>
      db
        .select({ usuarioId: cv.usuarioId, convocacaoId: cv.convocacaoId })
        .from(cv)
        .innerJoin(c, and(eq(c.empresaId, cv.empresaId), eq(c.id, cv.convocacaoId)))
        .where(
          and(
            eq(cv.empresaId, empresaId),
            algumId(cv.usuarioId, usuarioIds),
            eq(cv.resposta, 'aceita'),
            isNull(c.interrompidaEm),
            lte(c.dataInicio, dataFim),
            gte(c.dataFim, dataInicio),
          ),
        ),

    /**
     * Aceites dos usuários em convocações que tocam [dataInicio, dataFim], com a jornada, a
     * interrupção e a multa do convocado (a escala do intermitente nesses dias).
     */
    aceitesComJornada: async (usuarioIds: readonly number[], dataInicio: string, dataFim: string) =>
      db
        .select({
          usuarioId: cv.usuarioId,
          convocacaoId: c.id,
          dataInicio: c.dataInicio,
          dataFim: c.dataFim,
          minutoEntrada: c.minutoEntrada,
          minutoSaida: c.minutoSaida,
          intervaloMinutos: c.intervaloMinutos,
          interrompidaEm: c.interrompidaEm,
          multaDevidaPor: cv.multaDevidaPor,
        })
        .from(cv)
        .innerJoin(c, and(eq(c.empresaId, cv.empresaId), eq(c.id, cv.convocacaoId)))
        .where(
          and(
            eq(cv.empresaId, empresaId),
            algumId(cv.usuarioId, [...usuarioIds]),
            eq(cv.resposta, 'aceita'),
            lte(c.dataInicio, dataFim),
            gte(c.dataFim, dataInicio),
          ),
        ),

    /** Admissão e demissão dos convocados (o espelho só apura o contrato em vigor). */
    contratos: async (usuarioIds: readonly number[]) =>
      db
        .select({ id: usuario.id, admissao: usuario.admissao, demissao: usuario.demissao })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), algumId(usuario.id, [...usuarioIds]))),
  };
};
export type ConvocacaoRepository = ReturnType<typeof convocacaoRepository>;
