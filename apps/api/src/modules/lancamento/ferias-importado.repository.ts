import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { lancamentoFeriasImportado } from './ferias-importado.table.ts';

export type PeriodoImportadoRow = typeof lancamentoFeriasImportado.$inferSelect;

/** Consultas da importação de períodos aquisitivos (sempre na empresa do escopo). */
export const feriasImportadoRepository = ({ db, empresaId }: Escopo) => ({
  /** Colaboradores da empresa com uma das matrículas ou um dos CPFs (só dígitos). */
  findColaboradoresPorChave: async (matriculas: readonly string[], cpfs: readonly string[]) => {
    if (matriculas.length === 0 && cpfs.length === 0) return [];
    return db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        matricula: usuario.matricula,
        admissao: usuario.admissao,
      })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          or(
            matriculas.length > 0 ? inArray(usuario.matricula, [...matriculas]) : undefined,
            cpfs.length > 0 ? inArray(usuario.cpf, [...cpfs]) : undefined,
          ),
        ),
      );
  },

  /** A importação mais recente de cada período de cada colaborador: `usuarioId:inicio` → linha. */
  listImportados: async (usuarioIds: readonly number[]) => {
    if (usuarioIds.length === 0) return new Map<string, PeriodoImportadoRow>();
    const linhas = await db
      .select()
      .from(lancamentoFeriasImportado)
      .where(
        and(
          eq(lancamentoFeriasImportado.empresaId, empresaId),
          algumId(lancamentoFeriasImportado.usuarioId, usuarioIds),
        ),
      )
      .orderBy(asc(lancamentoFeriasImportado.id));
    return new Map(linhas.map((l) => [`${l.usuarioId}:${l.periodoAquisitivo}`, l]));
  },

  insertImportados: async (
    linhas: readonly Omit<typeof lancamentoFeriasImportado.$inferInsert, 'empresaId' | 'id'>[],
  ) => {
    const gravadas: PeriodoImportadoRow[] = [];
    for (let i = 0; i < linhas.length; i += 500) {
      gravadas.push(
        ...(await db
          .insert(lancamentoFeriasImportado)
          .values(linhas.slice(i, i + 500).map((l) => ({ ...l, empresaId })))
          .returning()),
      );
    }
    return gravadas;
  },
});
