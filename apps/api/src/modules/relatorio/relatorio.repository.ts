import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacao } from '../marcacao/index.ts';
import { listPessoasDoPeriodo, type PessoaDoPeriodo } from '../usuario/index.ts';
import { relatorio } from './relatorio.table.ts';

export type RelatorioRow = Omit<typeof relatorio.$inferSelect, 'conteudo'>;

/** Arquivo pronto cuja validade passou (ainda com o conteúdo gravado). */
const vencido = (agora: Date) => and(eq(relatorio.status, 'pronto'), lt(relatorio.expiraEm, agora));

/** Empresas com algum arquivo vencido ainda gravado (a limpeza agendada passa empresa a empresa). */
export const listEmpresasComVencidos = async (db: Db, agora: Date): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ empresaId: relatorio.empresaId })
    .from(relatorio)
    .where(vencido(agora));
  return rows.map((r) => r.empresaId);
};

/** Pessoa de um relatório: cabeçalho da seção e colunas das planilhas. */
export type PessoaRelatorio = PessoaDoPeriodo;

/** Avisos devolvidos de uma vez (mais que isso, os seguintes vêm na próxima consulta). */
const AVISOS_POR_CONSULTA = 20;

const { conteudo: _conteudo, ...semConteudo } = getTableColumns(relatorio);

export const relatorioRepository = ({ db, empresaId }: Escopo) => {
  const r = relatorio;
  const doPedido = (id: number) => and(eq(r.empresaId, empresaId), eq(r.id, id));

  return {
    insert: async (v: {
      tipo: string;
      formato: string;
      inicio: string;
      fim: string;
      filialId: number | null;
      departamentoId: number | null;
      usuarioId: number | null;
      solicitanteId: number;
      criadoEm: Date;
    }): Promise<RelatorioRow> => {
      const [row] = await db
        .insert(r)
        .values({ empresaId, ...v, status: 'pendente' })
        .returning(semConteudo);
      return row!;
    },

    findById: async (id: number): Promise<RelatorioRow | undefined> => {
      const [row] = await db.select(semConteudo).from(r).where(doPedido(id));
      return row;
    },

    /** Os pedidos de uma pessoa, mais recentes primeiro (contagem e página: duas consultas). */
    listDoSolicitante: async (solicitanteId: number, offset: number, limit: number) => {
      const filtro = and(eq(r.empresaId, empresaId), eq(r.solicitanteId, solicitanteId));
      const [[total], items] = await Promise.all([
        db.select({ n: count() }).from(r).where(filtro),
        db
          .select(semConteudo)
          .from(r)
          .where(filtro)
          .orderBy(desc(r.criadoEm), desc(r.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { total: total?.n ?? 0, items };
    },

    findConteudo: async (id: number) => {
      const [row] = await db
        .select({ conteudo: r.conteudo, nomeArquivo: r.nomeArquivo, formato: r.formato })
        .from(r)
        .where(and(doPedido(id), eq(r.status, 'pronto')));
      return row;
    },

    iniciar: (id: number, total: number) =>
      db
        .update(r)
        .set({ status: 'processando', total, feitos: 0 })
        .where(and(doPedido(id), inArray(r.status, ['pendente', 'processando']))),

    avancar: (id: number, feitos: number) => db.update(r).set({ feitos }).where(doPedido(id)),

    concluir: (
      id: number,
      v: {
        conteudo: Buffer;
        nomeArquivo: string;
        linhas: number;
        concluidoEm: Date;
        expiraEm: Date;
      },
    ) =>
      db
        .update(r)
        .set({ ...v, status: 'pronto', tamanhoBytes: v.conteudo.length, avisoPendente: true })
        .where(doPedido(id)),

    /** Falha; `avisar` deixa o aviso pendente para quem pediu (o job falhou depois do pedido). */
    falhar: (id: number, erro: string, em: Date, avisar: boolean) =>
      db
        .update(r)
        .set({ status: 'erro', erro, concluidoEm: em, avisoPendente: avisar })
        .where(doPedido(id)),

    /**
     * Apaga os arquivos vencidos da empresa: o pedido fica na lista como `expirado` (e um aviso
     * ainda não visto deixa de valer). Devolve quantos expiraram.
     */
    expirar: async (agora: Date): Promise<number> => {
      const rows = await db
        .update(r)
        .set({ status: 'expirado', conteudo: null, avisoPendente: false })
        .where(and(eq(r.empresaId, empresaId), vencido(agora)))
        .returning({ id: r.id });
      return rows.length;
    },

    /** Pedidos da pessoa com aviso pendente (prontos ainda válidos ou com erro), mais antigos antes. */
    listAvisos: (solicitanteId: number, agora: Date) =>
      db
        .select(semConteudo)
        .from(r)
        .where(
          and(
            eq(r.empresaId, empresaId),
            eq(r.solicitanteId, solicitanteId),
            eq(r.avisoPendente, true),
            or(eq(r.status, 'erro'), and(eq(r.status, 'pronto'), gt(r.expiraEm, agora))),
          ),
        )
        .orderBy(asc(r.concluidoEm), asc(r.id))
        .limit(AVISOS_POR_CONSULTA),

    countEmAndamento: async (solicitanteId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(r)
        .where(
          and(
            eq(r.empresaId, empresaId),
            eq(r.solicitanteId, solicitanteId),
            inArray(r.status, ['pendente', 'processando']),
          ),
        );
      return row?.n ?? 0;
    },

    /** Marca o aviso visto; verdadeiro só para quem o marcou primeiro (UPDATE condicional). */
    marcarAvisoVisto: async (id: number) => {
      const rows = await db
        .update(r)
        .set({ avisoPendente: false })
        .where(and(doPedido(id), eq(r.avisoPendente, true)))
        .returning({ id: r.id });
      return rows.length === 1;
    },

    /** Pessoas empregadas em algum dia do período, com os filtros, em ordem de nome. */
    listPessoas: (f: {
      inicio: string;
      fim: string;
      filialId: number | null;
      departamentoId: number | null;
      usuarioId: number | null;
    }) => listPessoasDoPeriodo({ db, empresaId }, f),

    /** Coletor, off-line e hash (código do comprovante) das marcações originais do REP-P. */
    listDetalhesOriginais: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: marcacao.id,
              origem: marcacao.origem,
              offline: marcacao.offline,
              hash: marcacao.hash,
            })
            .from(marcacao)
            .where(and(eq(marcacao.empresaId, empresaId), inArray(marcacao.id, ids))),
  };
};
