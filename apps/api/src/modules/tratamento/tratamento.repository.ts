import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { type RegistroAuditoria, registrarAuditoria } from '../auditoria/index.ts';
import { marcacaoImportada } from '../importacao-afd/index.ts';
import { marcacao } from '../marcacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { marcacaoTratamento, motivoMarcacao, tratamentoAnexo } from './tratamento.table.ts';

export type TratamentoRow = typeof marcacaoTratamento.$inferSelect;
export type NovoTratamento = Omit<typeof marcacaoTratamento.$inferInsert, 'empresaId' | 'id'>;
export type NovoAnexo = Omit<typeof tratamentoAnexo.$inferInsert, 'empresaId' | 'id'>;

/**
 * O anexo fica noutra tabela (bytea): listas só dizem se há um — do próprio tratamento ou do
 * grupo da edição — sem carregar o arquivo.
 */
const temAnexo = sql<boolean>`exists (select 1 from ${tratamentoAnexo} where ${tratamentoAnexo.empresaId} = ${marcacaoTratamento.empresaId} and (${tratamentoAnexo.tratamentoId} = ${marcacaoTratamento.id} or ${tratamentoAnexo.grupo} = ${marcacaoTratamento.grupo}))`;
const colunasLista = { ...getTableColumns(marcacaoTratamento), temAnexo };
export type TratamentoLista = TratamentoRow & { temAnexo: boolean };

export const tratamentoRepository = ({ db, empresaId }: Escopo) => ({
  listMotivos: () =>
    db
      .select()
      .from(motivoMarcacao)
      .where(and(eq(motivoMarcacao.empresaId, empresaId), eq(motivoMarcacao.ativo, true)))
      .orderBy(asc(motivoMarcacao.descricao)),

  findMotivo: async (id: number) => {
    const [m] = await db
      .select()
      .from(motivoMarcacao)
      .where(and(eq(motivoMarcacao.empresaId, empresaId), eq(motivoMarcacao.id, id)));
    return m;
  },

  insertMotivos: async (descricoes: { descricao: string; exigeObservacao?: boolean }[]) => {
    await db.insert(motivoMarcacao).values(descricoes.map((d) => ({ empresaId, ...d })));
  },

  insert: async (t: NovoTratamento): Promise<TratamentoLista> => {
    const [row] = await db
      .insert(marcacaoTratamento)
      .values({ empresaId, ...t })
      .returning(colunasLista);
    return row!;
  },

  findById: async (id: number): Promise<TratamentoLista | undefined> => {
    const [row] = await db
      .select(colunasLista)
      .from(marcacaoTratamento)
      .where(and(eq(marcacaoTratamento.empresaId, empresaId), eq(marcacaoTratamento.id, id)));
    return row;
  },

  insertAnexo: async (a: NovoAnexo) => {
    await db.insert(tratamentoAnexo).values({ empresaId, ...a });
  },

  /** O anexo do tratamento ou, numa edição, o do grupo; com o dono e o autor do pedido. */
  findAnexo: async (id: number) => {
    const [row] = await db
      .select({
        usuarioId: marcacaoTratamento.usuarioId,
        autorId: marcacaoTratamento.autorId,
        nome: tratamentoAnexo.nome,
        tipo: tratamentoAnexo.tipo,
        sha256: tratamentoAnexo.sha256,
        conteudo: tratamentoAnexo.conteudo,
      })
      .from(marcacaoTratamento)
      .innerJoin(
        tratamentoAnexo,
        and(
          eq(tratamentoAnexo.empresaId, marcacaoTratamento.empresaId),
          or(
            eq(tratamentoAnexo.tratamentoId, marcacaoTratamento.id),
            eq(tratamentoAnexo.grupo, marcacaoTratamento.grupo),
          ),
        ),
      )
      .where(and(eq(marcacaoTratamento.empresaId, empresaId), eq(marcacaoTratamento.id, id)))
      .limit(1);
    return row;
  },

  /**
   * Tratamentos que afetam um conjunto de colaboradores num período: os do dia (inclusões,
   * alterações de data) e os que apontam para as marcações carregadas.
   */
  listParaPeriodo: (
    usuarioIds: number[],
    inicio: string,
    fim: string,
    alvos: { marcacaoIds: number[]; importadaIds: number[] },
  ): Promise<TratamentoLista[]> => {
    const condicoes: SQL[] = [
      and(gte(marcacaoTratamento.data, inicio), lte(marcacaoTratamento.data, fim))!,
    ];
    if (alvos.marcacaoIds.length)
      condicoes.push(inArray(marcacaoTratamento.marcacaoId, alvos.marcacaoIds));
    if (alvos.importadaIds.length)
      condicoes.push(inArray(marcacaoTratamento.marcacaoImportadaId, alvos.importadaIds));
    return db
      .select(colunasLista)
      .from(marcacaoTratamento)
      .where(
        and(
          eq(marcacaoTratamento.empresaId, empresaId),
          algumId(marcacaoTratamento.usuarioId, usuarioIds),
          or(...condicoes),
        ),
      )
      .orderBy(asc(marcacaoTratamento.id));
  },

  /**
   * Mesmo conjunto de `listParaPeriodo` sem listar ids: os tratamentos do dia no período e os
   * que apontam para marcações (próprias, importadas ou incluídas) do período, por subconsulta.
   * Serve a lotes grandes (espelho, reprocessamento), onde a lista de ids passaria do limite de
   * parâmetros do PostgreSQL.
   */
  listDoPeriodo: (
    usuarioIds: number[],
    inicio: string,
    fim: string,
  ): Promise<TratamentoLista[]> => {
    if (usuarioIds.length === 0) return Promise.resolve([]);
    const t = marcacaoTratamento;
    const m = marcacao;
    const r = marcacaoImportada;
    const originais = db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.empresaId, empresaId),
          algumId(m.usuarioId, usuarioIds),
          gte(m.data, inicio),
          lte(m.data, fim),
        ),
      );
    const importadas = db
      .select({ id: r.id })
      .from(r)
      .where(
        and(
          eq(r.empresaId, empresaId),
          algumId(r.usuarioId, usuarioIds),
          gte(r.data, inicio),
          lte(r.data, fim),
        ),
      );
    const inclusoes = db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.empresaId, empresaId),
          eq(t.tipo, 'inclusao'),
          algumId(t.usuarioId, usuarioIds),
          gte(t.data, inicio),
          lte(t.data, fim),
        ),
      );
    return db
      .select(colunasLista)
      .from(t)
      .where(
        and(
          eq(t.empresaId, empresaId),
          algumId(t.usuarioId, usuarioIds),
          or(
            and(gte(t.data, inicio), lte(t.data, fim)),
            inArray(t.marcacaoId, originais),
            inArray(t.marcacaoImportadaId, importadas),
            inArray(t.inclusaoId, inclusoes),
          ),
        ),
      )
      .orderBy(asc(t.id));
  },

  /** Tratamentos de uma edição (desconsideração + inclusão com o mesmo grupo). */
  listGrupo: (grupo: string): Promise<TratamentoLista[]> =>
    db
      .select(colunasLista)
      .from(marcacaoTratamento)
      .where(and(eq(marcacaoTratamento.empresaId, empresaId), eq(marcacaoTratamento.grupo, grupo)))
      .orderBy(asc(marcacaoTratamento.id)),

  /**
   * Tratamentos por id, de qualquer tipo: as inclusões apontadas por tratamentos carregados
   * (desconsiderar uma incluída) e a trilha das marcações que o espelho já montou (painel).
   */
  listInclusoesPorId: (ids: number[]): Promise<TratamentoLista[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select(colunasLista)
          .from(marcacaoTratamento)
          .where(
            and(eq(marcacaoTratamento.empresaId, empresaId), inArray(marcacaoTratamento.id, ids)),
          ),

  /** Fila de aprovação; `gestorId` restringe à equipe do gestor. */
  listFila: async (f: {
    status?: string;
    usuarioId?: number;
    gestorId?: number;
    pagina: number;
    tamanho: number;
  }) => {
    const onde = and(
      eq(marcacaoTratamento.empresaId, empresaId),
      f.status ? eq(marcacaoTratamento.status, f.status) : undefined,
      f.usuarioId ? eq(marcacaoTratamento.usuarioId, f.usuarioId) : undefined,
      f.gestorId ? eq(usuario.gestorId, f.gestorId) : undefined,
    );
    const junta = and(
      eq(usuario.empresaId, marcacaoTratamento.empresaId),
      eq(usuario.id, marcacaoTratamento.usuarioId),
    );
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(marcacaoTratamento)
      .innerJoin(usuario, junta)
      .where(onde);
    const items = await db
      .select({ t: colunasLista, usuarioNome: usuario.nome })
      .from(marcacaoTratamento)
      .innerJoin(usuario, junta)
      .where(onde)
      .orderBy(desc(marcacaoTratamento.id))
      .limit(f.tamanho)
      .offset((f.pagina - 1) * f.tamanho);
    return { total: Number(total), items };
  },

  /** Decide uma vez: só muda se ainda estiver ParaAprovar (o gatilho garante o resto). */
  decidir: async (
    id: number,
    d: { status: 'Aprovada' | 'Reprovada'; porId: number; em: Date; observacao: string | null },
  ): Promise<TratamentoLista | undefined> => {
    const [row] = await db
      .update(marcacaoTratamento)
      .set({
        status: d.status,
        decididoPorId: d.porId,
        decididoEm: d.em,
        decisaoObservacao: d.observacao,
      })
      .where(
        and(
          eq(marcacaoTratamento.empresaId, empresaId),
          eq(marcacaoTratamento.id, id),
          eq(marcacaoTratamento.status, 'ParaAprovar'),
        ),
      )
      .returning(colunasLista);
    return row;
  },

  auditar: (a: Omit<RegistroAuditoria, 'empresaId'>) => registrarAuditoria(db, { empresaId, ...a }),
});
