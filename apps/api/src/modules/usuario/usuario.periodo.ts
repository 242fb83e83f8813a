import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento, filial } from '../organizacao/index.ts';
import { usuario } from './usuario.table.ts';

/** Quem entra num período: empregado em algum dia de [inicio, fim] e nos filtros dados. */
export type FiltroPessoasDoPeriodo = {
  inicio: string;
  fim: string;
  filialId?: number | null;
  departamentoId?: number | null;
  /** Só a equipe deste gestor (usuario.gestor_id). */
  gestorId?: number | null;
  /** Só esta pessoa. */
  usuarioId?: number | null;
};

/** Pessoa do período: o que os indicadores e os relatórios mostram dela. */
export type PessoaDoPeriodo = {
  id: number;
  nome: string;
  matricula: string | null;
  cpf: string;
  admissao: string | null;
  demissao: string | null;
  departamentoId: number | null;
  filial: string | null;
  departamento: string | null;
};

/** Pessoas empregadas em algum dia do período, com os filtros, em ordem de nome. */
export const listPessoasDoPeriodo = (
  { db, empresaId }: Escopo,
  f: FiltroPessoasDoPeriodo,
): Promise<PessoaDoPeriodo[]> =>
  db
    .select({
      id: usuario.id,
      nome: usuario.nome,
      matricula: usuario.matricula,
      cpf: usuario.cpf,
      admissao: usuario.admissao,
      demissao: usuario.demissao,
      departamentoId: usuario.departamentoId,
      filial: filial.nome,
      departamento: departamento.nome,
    })
    .from(usuario)
    .leftJoin(filial, and(eq(filial.empresaId, usuario.empresaId), eq(filial.id, usuario.filialId)))
    .leftJoin(
      departamento,
      and(
        eq(departamento.empresaId, usuario.empresaId),
        eq(departamento.id, usuario.departamentoId),
      ),
    )
    .where(
      and(
        eq(usuario.empresaId, empresaId),
        or(isNull(usuario.admissao), lte(usuario.admissao, f.fim)),
        or(isNull(usuario.demissao), gte(usuario.demissao, f.inicio)),
        f.filialId ? eq(usuario.filialId, f.filialId) : undefined,
        f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
        f.gestorId ? eq(usuario.gestorId, f.gestorId) : undefined,
        f.usuarioId ? eq(usuario.id, f.usuarioId) : undefined,
      ),
    )
    .orderBy(asc(usuario.nome), asc(usuario.id));
