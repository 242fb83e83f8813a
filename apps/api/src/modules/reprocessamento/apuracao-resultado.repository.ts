import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { campoCopia, copiarLinhas } from '../../db/copia.ts';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { apuracaoResultado } from './reprocessamento.table.ts';

export type NovoResultado = Omit<typeof apuracaoResultado.$inferInsert, 'empresaId'>;

/** Colunas da fotografia na ordem do COPY (depois de `empresa_id`) e a chave de cada uma na linha. */
const COLUNAS: [keyof NovoResultado, string][] = [
  ['usuarioId', 'usuario_id'],
  ['data', 'data'],
  ['reprocessamentoId', 'reprocessamento_id'],
  ['tipoDia', 'tipo_dia'],
  ['previsto', 'previsto'],
  ['trabalhado', 'trabalhado'],
  ['trabalhadoRelogio', 'trabalhado_relogio'],
  ['noturno', 'noturno'],
  ['saldo', 'saldo'],
  ['extras', 'extras'],
  ['extrasNoturnas', 'extras_noturnas'],
  ['debito', 'debito'],
  ['falta', 'falta'],
  ['intervaloIndenizado', 'intervalo_indenizado'],
  ['interjornadaSuprimida', 'interjornada_suprimida'],
  ['bancoCredito', 'banco_credito'],
  ['bancoDebito', 'banco_debito'],
  ['dsrPerdido', 'dsr_perdido'],
  ['alertas', 'alertas'],
  ['inconsistencias', 'inconsistencias'],
  ['pendente', 'pendente'],
  ['marcacoes', 'marcacoes'],
  ['calculadoEm', 'calculado_em'],
];
const NOMES = ['empresa_id', ...COLUNAS.map(([, c]) => c)];

/**
 * As linhas da fotografia no formato texto do COPY, uma por dia, com a empresa na frente. O
 * reprocessamento converte cada colaborador assim que ele é apurado: o lote fica guardado como
 * texto até a gravação, não como objetos.
 */
export const fotografiaParaCopia = (empresaId: number, linhas: readonly NovoResultado[]) => {
  const partes: string[] = [];
  const empresa = String(empresaId);
  for (const l of linhas) {
    let texto = empresa;
    for (const [chave] of COLUNAS) texto += `\t${campoCopia(l[chave])}`;
    partes.push(texto);
  }
  return partes.length ? `${partes.join('\n')}\n` : '';
};

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
     * quem chama): um reprocessamento refeito nunca deixa dias de uma apuração antiga. As linhas
     * chegam já no texto do COPY (`fotografiaParaCopia`).
     */
    substituir: async (usuarioIds: number[], inicio: string, fim: string, copia: string) => {
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
      // Carga em massa (COPY) na mesma transação: sem planejar um INSERT nem ler JSON por linha.
      await copiarLinhas(db, 'apuracao_resultado', NOMES, copia);
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
