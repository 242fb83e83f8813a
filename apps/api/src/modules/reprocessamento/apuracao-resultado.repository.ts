import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { apuracaoResultado } from './reprocessamento.table.ts';

export type NovoResultado = Omit<typeof apuracaoResultado.$inferInsert, 'empresaId'>;

/** Linhas por INSERT (um único parâmetro JSON por comando). */
const LINHAS_POR_INSERT = 5000;

/** Colunas e tipos do `jsonb_to_recordset`, na ordem da tabela. */
const COLUNAS: [keyof NovoResultado, string, string][] = [
  ['usuarioId', 'usuario_id', 'int'],
  ['data', 'data', 'text'],
  ['reprocessamentoId', 'reprocessamento_id', 'int'],
  ['tipoDia', 'tipo_dia', 'text'],
  ['previsto', 'previsto', 'float8'],
  ['trabalhado', 'trabalhado', 'float8'],
  ['trabalhadoRelogio', 'trabalhado_relogio', 'int'],
  ['noturno', 'noturno', 'float8'],
  ['saldo', 'saldo', 'float8'],
  ['extras', 'extras', 'jsonb'],
  ['extrasNoturnas', 'extras_noturnas', 'float8'],
  ['debito', 'debito', 'float8'],
  ['falta', 'falta', 'float8'],
  ['intervaloIndenizado', 'intervalo_indenizado', 'int'],
  ['interjornadaSuprimida', 'interjornada_suprimida', 'int'],
  ['bancoCredito', 'banco_credito', 'float8'],
  ['bancoDebito', 'banco_debito', 'float8'],
  ['dsrPerdido', 'dsr_perdido', 'boolean'],
  ['alertas', 'alertas', 'jsonb'],
  ['inconsistencias', 'inconsistencias', 'jsonb'],
  ['pendente', 'pendente', 'boolean'],
  ['marcacoes', 'marcacoes', 'jsonb'],
  ['calculadoEm', 'calculado_em', 'timestamptz'],
];
const nomes = sql.raw(COLUNAS.map(([, c]) => c).join(', '));
// O JSON leva as linhas como vieram (chaves em camelCase): o recordset lê cada chave com o seu
// nome entre aspas, sem um objeto intermediário por linha no Node.
const campos = sql.raw(COLUNAS.map(([k]) => `"${k}"`).join(', '));
const definicao = sql.raw(COLUNAS.map(([k, , tipo]) => `"${k}" ${tipo}`).join(', '));

/** Filtro das divergências na fotografia. */
export type FiltroOcorrencias = {
  inicio: string;
  fim: string;
  departamentoId?: number;
  gestorId?: number;
  usuarioId?: number;
};

/** Fotografia da apuração (`apuracao_resultado`): gravada pelo reprocessamento, lida por relatórios. */
export const apuracaoResultadoRepository = ({ db, empresaId }: Escopo) => {
  const r = apuracaoResultado;

  const ondeOcorrencias = (f: FiltroOcorrencias): SQL =>
    and(
      eq(r.empresaId, empresaId),
      gte(r.data, f.inicio),
      lte(r.data, f.fim),
      sql`(jsonb_array_length(${r.alertas}) > 0 or jsonb_array_length(${r.inconsistencias}) > 0)`,
      f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
      f.gestorId ? eq(usuario.gestorId, f.gestorId) : undefined,
      f.usuarioId ? eq(r.usuarioId, f.usuarioId) : undefined,
    )!;

  const junta = and(eq(usuario.empresaId, r.empresaId), eq(usuario.id, r.usuarioId));

  return {
    /**
     * Substitui a fotografia dos colaboradores no intervalo (apaga e insere, na transação de
     * quem chama): um reprocessamento refeito nunca deixa dias de uma apuração antiga.
     */
    substituir: async (
      usuarioIds: number[],
      inicio: string,
      fim: string,
      linhas: NovoResultado[],
    ) => {
      if (usuarioIds.length > 0)
        await db
          .delete(r)
          .where(
            and(
              eq(r.empresaId, empresaId),
              algumId(r.usuarioId, usuarioIds),
              gte(r.data, inicio),
              lte(r.data, fim),
            ),
          );
      // Um parâmetro JSON por comando (jsonb_to_recordset): milhares de linhas sem o custo de
      // milhares de parâmetros; o mesmo SQL no PGlite e no PostgreSQL.
      // Chave ausente (undefined) vira null no recordset.
      for (let i = 0; i < linhas.length; i += LINHAS_POR_INSERT) {
        const json = JSON.stringify(linhas.slice(i, i + LINHAS_POR_INSERT));
        await db.execute(
          sql`insert into ${r} (empresa_id, ${nomes})
              select ${empresaId}, ${campos} from jsonb_to_recordset(${json}::jsonb) as x(${definicao})`,
        );
      }
    },

    /** Dias com alerta ou inconsistência, em ordem de nome e data, paginados. */
    listOcorrencias: async (f: FiltroOcorrencias, pagina: { offset: number; limit: number }) => {
      const onde = ondeOcorrencias(f);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(r)
        .innerJoin(usuario, junta)
        .where(onde);
      const porCodigo = await db
        .select({
          codigo: sql<string>`c.codigo`,
          dias: sql<number>`count(*)::int`,
        })
        .from(r)
        .innerJoin(usuario, junta)
        .innerJoin(
          sql`lateral (select jsonb_array_elements_text(${r.alertas} || ${r.inconsistencias}) as codigo) c`,
          sql`true`,
        )
        .where(onde)
        .groupBy(sql`c.codigo`);
      const items = await db
        .select({
          r,
          nome: usuario.nome,
          departamentoId: usuario.departamentoId,
          departamento: departamento.nome,
        })
        .from(r)
        .innerJoin(usuario, junta)
        .leftJoin(
          departamento,
          and(
            eq(departamento.empresaId, usuario.empresaId),
            eq(departamento.id, usuario.departamentoId),
          ),
        )
        .where(onde)
        .orderBy(asc(usuario.nome), asc(r.usuarioId), asc(r.data))
        .offset(pagina.offset)
        .limit(pagina.limit);
      return { total: Number(total), porCodigo, items };
    },
  };
};

/** As divergências gravadas, para quem lê a fotografia sem conhecer este módulo (o espelho). */
export const lerOcorrenciasGravadas = (
  escopo: Escopo,
  filtro: FiltroOcorrencias,
  pagina: { offset: number; limit: number },
) => apuracaoResultadoRepository(escopo).listOcorrencias(filtro, pagina);
