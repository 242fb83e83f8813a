import type { ImportacaoFiltro } from '@jornada/contracts';
import { and, count, desc, eq, getTableColumns, notInArray, type SQL } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { type RegistroAuditoria, registrarAuditoria } from '../auditoria/index.ts';
import { usuario } from '../usuario/index.ts';
import type { PessoaHolerite } from './holerite.identificacao.ts';
import { holerite, holeriteLote, holeriteLoteArquivo } from './holerite.table.ts';

type NovoLote = Omit<typeof holeriteLote.$inferInsert, 'empresaId' | 'id'>;
type NovoHolerite = Omit<typeof holerite.$inferInsert, 'empresaId' | 'id'>;
/** O que a divisão na fila atualiza no lote (situação do processamento e progresso). */
export type AndamentoLote = Partial<
  Pick<
    typeof holeriteLote.$inferInsert,
    'processamento' | 'etapa' | 'paginasProcessadas' | 'paginas' | 'erro' | 'jobId'
  > & { naoIdentificadas: unknown }
>;
type Filtro = Omit<ImportacaoFiltro, 'pageNumber' | 'pageSize'>;

const { conteudo: _conteudo, ...colunasHolerite } = getTableColumns(holerite);

/** Colunas de uma linha da lista: o holerite (sem os bytes), o lote e a pessoa. */
const colunasLista = {
  ...colunasHolerite,
  holeriteTipoId: holeriteLote.holeriteTipoId,
  competencia: holeriteLote.competencia,
  nomeArquivo: holeriteLote.nomeArquivo,
  situacao: holeriteLote.situacao,
  publicadoEm: holeriteLote.publicadoEm,
  criadoEm: holeriteLote.criadoEm,
  nome: usuario.nome,
  cpf: usuario.cpf,
  matricula: usuario.matricula,
};

export const holeriteRepository = ({ db, empresaId }: Escopo) => {
  const doLote = and(
    eq(holeriteLote.empresaId, holerite.empresaId),
    eq(holeriteLote.id, holerite.loteId),
  );
  const daPessoa = and(
    eq(usuario.empresaId, holerite.empresaId),
    eq(usuario.id, holerite.usuarioId),
  );
  const consultaLista = (onde: SQL | undefined) =>
    db
      .select(colunasLista)
      .from(holerite)
      .innerJoin(holeriteLote, doLote)
      .innerJoin(usuario, daPessoa)
      .where(and(eq(holerite.empresaId, empresaId), onde));

  return {
    /** Quem pode receber holerite: todas as pessoas da empresa (CPF e matrícula). */
    listPessoas: (): Promise<PessoaHolerite[]> =>
      db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          cpf: usuario.cpf,
          matricula: usuario.matricula,
        })
        .from(usuario)
        .where(eq(usuario.empresaId, empresaId)),

    insertLote: async (l: NovoLote) => {
      const [row] = await db
        .insert(holeriteLote)
        .values({ empresaId, ...l })
        .returning();
      return row!;
    },

    insertHolerite: async (h: NovoHolerite) => {
      const [row] = await db
        .insert(holerite)
        .values({ empresaId, ...h })
        .returning({ id: holerite.id });
      return row!;
    },

    /** Holerite de uma pessoa no lote, se ainda não existe (job retomado não duplica). */
    insertHoleriteSeNovo: (h: NovoHolerite) =>
      db
        .insert(holerite)
        .values({ empresaId, ...h })
        .onConflictDoNothing({
          target: [holerite.empresaId, holerite.loteId, holerite.usuarioId],
        }),

    /** Pessoas que já têm o PDF montado neste lote (para retomar sem refazer). */
    usuariosDoLote: async (loteId: number) =>
      (
        await db
          .select({ usuarioId: holerite.usuarioId })
          .from(holerite)
          .where(and(eq(holerite.empresaId, empresaId), eq(holerite.loteId, loteId)))
      ).map((r) => r.usuarioId),

    /** Apaga do lote quem não é mais dono de nenhuma página (cadastro mudou entre tentativas). */
    deleteHoleritesForaDe: (loteId: number, usuarioIds: number[]) =>
      db
        .delete(holerite)
        .where(
          and(
            eq(holerite.empresaId, empresaId),
            eq(holerite.loteId, loteId),
            usuarioIds.length > 0 ? notInArray(holerite.usuarioId, usuarioIds) : undefined,
          ),
        ),

    insertArquivo: (loteId: number, conteudo: Buffer) =>
      db.insert(holeriteLoteArquivo).values({ empresaId, loteId, conteudo }),

    findArquivo: async (loteId: number) => {
      const [row] = await db
        .select({ conteudo: holeriteLoteArquivo.conteudo })
        .from(holeriteLoteArquivo)
        .where(
          and(eq(holeriteLoteArquivo.empresaId, empresaId), eq(holeriteLoteArquivo.loteId, loteId)),
        );
      return row?.conteudo;
    },

    deleteArquivo: (loteId: number) =>
      db
        .delete(holeriteLoteArquivo)
        .where(
          and(eq(holeriteLoteArquivo.empresaId, empresaId), eq(holeriteLoteArquivo.loteId, loteId)),
        ),

    atualizarAndamento: (loteId: number, a: AndamentoLote) =>
      db
        .update(holeriteLote)
        .set(a)
        .where(and(eq(holeriteLote.empresaId, empresaId), eq(holeriteLote.id, loteId))),

    findLote: async (id: number) => {
      const [row] = await db
        .select()
        .from(holeriteLote)
        .where(and(eq(holeriteLote.empresaId, empresaId), eq(holeriteLote.id, id)));
      return row;
    },

    /** Trava o lote para publicar ou descartar (duas publicações ao mesmo tempo não passam). */
    findLoteParaAtualizar: async (id: number) => {
      const [row] = await db
        .select()
        .from(holeriteLote)
        .where(and(eq(holeriteLote.empresaId, empresaId), eq(holeriteLote.id, id)))
        .for('update');
      return row;
    },

    publicarLote: (id: number, em: Date) =>
      db
        .update(holeriteLote)
        .set({ situacao: 'publicada', publicadoEm: em })
        .where(and(eq(holeriteLote.empresaId, empresaId), eq(holeriteLote.id, id))),

    deleteLote: (id: number) =>
      db
        .delete(holeriteLote)
        .where(and(eq(holeriteLote.empresaId, empresaId), eq(holeriteLote.id, id))),

    listDoLote: (loteId: number) =>
      consultaLista(eq(holerite.loteId, loteId)).orderBy(usuario.nome, holerite.id),

    /** Lista do RH: filtros por competência, tipo, pessoa e situação; mais recentes primeiro. */
    listPagina: async (f: Filtro, pageNumber: number, pageSize: number) => {
      const onde = and(
        f.competencia ? eq(holeriteLote.competencia, f.competencia) : undefined,
        f.holeriteTipoId ? eq(holeriteLote.holeriteTipoId, Number(f.holeriteTipoId)) : undefined,
        f.usuarioId ? eq(holerite.usuarioId, Number(f.usuarioId)) : undefined,
        f.situacao ? eq(holeriteLote.situacao, f.situacao) : undefined,
      );
      const linhas = await consultaLista(onde)
        .orderBy(desc(holeriteLote.competencia), desc(holeriteLote.id), usuario.nome)
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const [conta] = await db
        .select({ n: count() })
        .from(holerite)
        .innerJoin(holeriteLote, doLote)
        .where(and(eq(holerite.empresaId, empresaId), onde));
      return { linhas, total: conta?.n ?? 0 };
    },

    /** Holerites publicados de uma pessoa (o painel pessoal). */
    listPublicadosDe: (usuarioId: number) =>
      consultaLista(
        and(eq(holerite.usuarioId, usuarioId), eq(holeriteLote.situacao, 'publicada')),
      ).orderBy(desc(holeriteLote.competencia), desc(holeriteLote.publicadoEm)),

    findComLote: async (ids: number[]) => consultaLista(algumId(holerite.id, ids)),

    findConteudo: async (id: number) => {
      const [row] = await db
        .select({ conteudo: holerite.conteudo })
        .from(holerite)
        .where(and(eq(holerite.empresaId, empresaId), eq(holerite.id, id)));
      return row?.conteudo;
    },

    deleteHolerites: (ids: number[]) =>
      db
        .delete(holerite)
        .where(and(eq(holerite.empresaId, empresaId), algumId(holerite.id, ids)))
        .returning({ id: holerite.id }),

    auditar: (lista: Omit<RegistroAuditoria, 'empresaId'>[]) =>
      registrarAuditoria(
        db,
        lista.map((a) => ({ empresaId, ...a })),
      ),
  };
};
export type HoleriteRepository = ReturnType<typeof holeriteRepository>;
