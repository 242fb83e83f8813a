import type { MapeamentoSincronizacao, TipoSincronizacao } from '@jornada/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { sincronizacaoFonte as f, sincronizacaoLote as l } from './sincronizacao.table.ts';

/** Fontes, lotes e a leitura das pessoas pelo CPF (a escrita é dos módulos donos dos dados). */
export const sincronizacaoRepository = ({ db, empresaId }: Escopo) => ({
  listFontes: () =>
    db
      .select({ id: f.id, nome: f.nome, mapeamentos: f.mapeamentos })
      .from(f)
      .where(eq(f.empresaId, empresaId))
      .orderBy(asc(f.nome)),

  findFonte: async (id: number) =>
    (
      await db
        .select({ id: f.id, nome: f.nome, mapeamentos: f.mapeamentos })
        .from(f)
        .where(and(eq(f.empresaId, empresaId), eq(f.id, id)))
    )[0],

  /** Nova fonte; undefined quando o nome já existe na empresa. */
  insertFonte: async (nome: string, em: Date) =>
    (
      await db
        .insert(f)
        .values({ empresaId, nome, mapeamentos: {}, criadoEm: em })
        .onConflictDoNothing()
        .returning({ id: f.id, nome: f.nome, mapeamentos: f.mapeamentos })
    )[0],

  /** Grava o mapeamento de um tipo sem tocar nos outros (jsonb_set no próprio banco). */
  updateMapeamento: async (id: number, tipo: TipoSincronizacao, m: MapeamentoSincronizacao) =>
    (
      await db
        .update(f)
        .set({
          mapeamentos: sql`jsonb_set(${f.mapeamentos}, array[${tipo}::text], ${JSON.stringify(m)}::jsonb)`,
        })
        .where(and(eq(f.empresaId, empresaId), eq(f.id, id)))
        .returning({ id: f.id, nome: f.nome, mapeamentos: f.mapeamentos })
    )[0],

  insertLote: async (v: {
    fonteId: number;
    tipo: TipoSincronizacao;
    autorId: number;
    nomeArquivo: string;
    cabecalho: string[];
    linhas: { numero: number; celulas: string[] }[];
    criadoEm: Date;
  }) =>
    (
      await db
        .insert(l)
        .values({ empresaId, ...v })
        .returning({ id: l.id })
    )[0]!.id,

  /** O lote (travado para a confirmação: uma segunda confirmação espera e vê o confirmadoEm). */
  findLote: async (id: number, travar = false) => {
    const q = db
      .select()
      .from(l)
      .where(and(eq(l.empresaId, empresaId), eq(l.id, id)));
    return (await (travar ? q.for('update') : q))[0];
  },

  confirmarLote: (id: number, em: Date, resultado: unknown) =>
    db
      .update(l)
      .set({ confirmadoEm: em, resultado })
      .where(and(eq(l.empresaId, empresaId), eq(l.id, id), isNull(l.confirmadoEm))),

  /** Pessoas da empresa pelo CPF (só dígitos), com o vínculo atual. */
  listPessoasPorCpf: async (cpfs: readonly string[]) =>
    cpfs.length === 0
      ? []
      : db
          .select({
            id: usuario.id,
            cpf: usuario.cpf,
            nome: usuario.nome,
            demissao: usuario.demissao,
            sindicatoId: usuario.sindicatoId,
          })
          .from(usuario)
          .where(
            and(
              eq(usuario.empresaId, empresaId),
              sql`${usuario.cpf} = any(${sql.param([...cpfs])}::text[])`,
            ),
          ),
});
