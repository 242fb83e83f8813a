import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacaoImportada } from '../importacao-afd/index.ts';
import { marcacao } from '../marcacao/index.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/**
 * Instante em milissegundos calculado no banco: em lotes grandes (espelho, reprocessamento) evita
 * montar um Date por linha no driver. `date_part` é `float8` (o `extract` devolve `numeric`, ~15 %
 * mais caro na consulta de um lote); os instantes gravados têm milissegundos exatos (um `Date` do
 * JavaScript, ou o minuto de um AFD) e, perto de 2026, o `float8` em segundos erra menos de 1 µs:
 * o arredondamento devolve o milissegundo exato.
 */
const epochMs = (coluna: typeof marcacao.dataHora | typeof marcacaoImportada.dataHora) =>
  sql<number>`round(date_part('epoch', ${coluna}) * 1000)`;

/** Uma lista por coluna (null quando não há linha), na ordem da consulta de `listOriginais`. */
type ColunasLidas = [
  number[] | null,
  number[],
  number[],
  number[],
  string[],
  number[],
  boolean[],
  string[]?,
  boolean[]?,
  string[]?,
];

/**
 * As marcações originais de um lote em colunas (uma lista por campo, a mesma posição em todas),
 * e as posições de cada colaborador: quem monta um colaborador de cada vez não cria um objeto por
 * marcação do lote inteiro (que sobreviveria até o fim do lote).
 */
export type OriginaisEmColunas = {
  id: number[];
  usuarioId: number[];
  nsr: number[];
  instante: number[];
  data: string[];
  minuto: number[];
  duplicada: boolean[];
  fuso?: string[];
  offline?: boolean[];
  hash?: string[];
  /** Posições (nas colunas) das marcações de cada colaborador, na ordem lida. */
  posicoes: Map<number, number[]>;
};

const emColunas = (c: ColunasLidas): OriginaisEmColunas => {
  const [id, usuarioId, nsr, instante, data, minuto, duplicada, fuso, offline, hash] = c;
  const posicoes = new Map<number, number[]>();
  if (id === null)
    return {
      id: [],
      usuarioId: [],
      nsr: [],
      instante: [],
      data: [],
      minuto: [],
      duplicada: [],
      posicoes,
    };
  for (let i = 0; i < usuarioId.length; i++) {
    const lista = posicoes.get(usuarioId[i]!);
    if (lista) lista.push(i);
    else posicoes.set(usuarioId[i]!, [i]);
  }
  return { id, usuarioId, nsr, instante, data, minuto, duplicada, fuso, offline, hash, posicoes };
};

/** Leituras do ponto tratado: marcações de REP (própria e importadas) e os colaboradores. */
export const pontoRepository = ({ db, empresaId }: Escopo) => ({
  findEmpresa: async () => {
    const [e] = await db.select().from(empresa).where(eq(empresa.id, empresaId));
    return e;
  },

  findUsuario: async (id: number) => {
    const [u] = await db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        filialId: usuario.filialId,
        gestorId: usuario.gestorId,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
        ativo: usuario.ativo,
      })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    return u;
  },

  listUsuariosDaFilial: (filialId: number) =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
        matricula: usuario.matricula,
      })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.filialId, filialId)))
      .orderBy(asc(usuario.id)),

  /**
   * Marcações originais dos colaboradores no período. Em lotes grandes (espelho,
   * reprocessamento: centenas de milhares de linhas) o custo estava em decodificar linha a linha
   * no driver e, depois, no `JSON.parse` de um `json_agg` de objetos (as chaves repetidas em cada
   * linha). Aqui o banco devolve uma lista JSON por coluna (números, datas, booleanos), que o
   * `JSON.parse` nativo lê sem criar objetos intermediários, e os objetos da resposta são
   * montados uma vez. As agregações da mesma consulta leem as linhas na mesma ordem, então a
   * posição i de cada lista é a mesma marcação. `extras` traz também fuso, off-line e hash
   * (contrato e AEJ); o espelho e o reprocessamento não precisam deles.
   */
  /** As originais do lote em colunas (`OriginaisEmColunas`): uma consulta, um `JSON.parse`. */
  listOriginaisEmColunas: async (
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
    opcoes: { extras?: boolean } = {},
  ): Promise<OriginaisEmColunas> => {
    if (usuarioIds.length === 0) return emColunas([null, [], [], [], [], [], []]);
    const m = marcacao;
    const extras =
      opcoes.extras !== false
        ? sql`, json_agg(${m.fuso}), json_agg(${m.offline}), json_agg(${m.hash})`
        : sql``;
    const r = await db.execute(
      sql`select json_build_array(json_agg(${m.id}), json_agg(${m.usuarioId}),
            json_agg(${m.nsr}::float8), json_agg(${epochMs(m.dataHora)}), json_agg(${m.data}),
            json_agg(${m.minuto}), json_agg(${m.duplicada}) ${extras})::text as colunas
          from ${m}
          where ${and(
            eq(m.empresaId, empresaId),
            algumId(m.usuarioId, [...usuarioIds]),
            gte(m.data, inicio),
            lte(m.data, fim),
          )}`,
    );
    const [{ colunas }] = (r as unknown as { rows: [{ colunas: string }] }).rows;
    return emColunas(JSON.parse(colunas) as ColunasLidas);
  },

  listImportadas: (usuarioIds: number[], inicio: string, fim: string) =>
    usuarioIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: marcacaoImportada.id,
            usuarioId: marcacaoImportada.usuarioId,
            nsr: marcacaoImportada.nsrOrigem,
            repExternoId: marcacaoImportada.repExternoId,
            instante: epochMs(marcacaoImportada.dataHora),
            data: marcacaoImportada.data,
            minuto: marcacaoImportada.minuto,
            fuso: marcacaoImportada.fuso,
          })
          .from(marcacaoImportada)
          .where(
            and(
              eq(marcacaoImportada.empresaId, empresaId),
              algumId(marcacaoImportada.usuarioId, usuarioIds),
              gte(marcacaoImportada.data, inicio),
              lte(marcacaoImportada.data, fim),
            ),
          ),

  /** Off-line e hash (código do comprovante) de marcações originais já carregadas, por id. */
  listExtrasOriginais: (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: marcacao.id, offline: marcacao.offline, hash: marcacao.hash })
          .from(marcacao)
          .where(and(eq(marcacao.empresaId, empresaId), inArray(marcacao.id, ids))),

  findOriginal: async (id: number) => {
    const [m] = await db
      .select()
      .from(marcacao)
      .where(and(eq(marcacao.empresaId, empresaId), eq(marcacao.id, id)));
    return m;
  },

  findImportada: async (id: number) => {
    const [m] = await db
      .select()
      .from(marcacaoImportada)
      .where(and(eq(marcacaoImportada.empresaId, empresaId), eq(marcacaoImportada.id, id)));
    return m;
  },
});
