import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacao } from '../marcacao/index.ts';
import { departamento, filial } from '../organizacao/index.ts';
import {
  type FiltroPessoasDoPeriodo,
  listPessoasDoPeriodo,
  type PessoaDoPeriodo,
} from '../usuario/index.ts';

/** Quem entra num indicador: empregado em algum dia do período, no alcance e nos filtros. */
export type FiltroPessoas = Omit<FiltroPessoasDoPeriodo, 'usuarioId'>;

export type PessoaIndicador = PessoaDoPeriodo;

/** Leituras dos indicadores: as pessoas do alcance, os filtros e as marcações por hora. */
export const indicadorRepository = ({ db, empresaId }: Escopo) => ({
  findDepartamento: async (id: number) => {
    const [d] = await db
      .select({ id: departamento.id })
      .from(departamento)
      .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, id)));
    return d;
  },

  findFilial: async (id: number) => {
    const [f] = await db
      .select({ id: filial.id })
      .from(filial)
      .where(and(eq(filial.empresaId, empresaId), eq(filial.id, id)));
    return f;
  },

  /** Empregados em algum dia de [inicio, fim], em ordem de nome. */
  listPessoas: (f: FiltroPessoas) => listPessoasDoPeriodo({ db, empresaId }, f),

  /** Marcações do REP (todas as origens gravadas) por hora local do dia, de [inicio, fim]. */
  contarMarcacoesPorHora: async (usuarioIds: readonly number[], inicio: string, fim: string) => {
    const hora = sql<number>`(${marcacao.minuto} / 60)::int`;
    const linhas = await db
      .select({ hora, marcacoes: sql<number>`count(*)::int` })
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          algumId(marcacao.usuarioId, usuarioIds),
          gte(marcacao.data, inicio),
          lte(marcacao.data, fim),
        ),
      )
      .groupBy(hora);
    return linhas.map((l) => ({ hora: Number(l.hora), marcacoes: Number(l.marcacoes) }));
  },
});
