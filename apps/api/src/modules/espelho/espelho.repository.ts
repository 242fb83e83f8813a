import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { escala } from '../escala-nucleo/index.ts';
import { cargo, departamento, empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** Colaborador como o espelho o mostra (art. 84 II) e como as listas o filtram. */
export type ColaboradorEspelho = {
  id: number;
  nome: string;
  cpf: string;
  matricula: string | null;
  admissao: string | null;
  demissao: string | null;
  cargo: string | null;
  departamentoId: number | null;
  departamento: string | null;
  gestorId: number | null;
};

/** Leituras do espelho: cabeçalho (empregador, colaborador), pessoas de um alcance, escalas. */
export const espelhoRepository = ({ db, empresaId }: Escopo) => {
  const colaboradores = () =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        matricula: usuario.matricula,
        admissao: usuario.admissao,
        demissao: usuario.demissao,
        cargo: cargo.nome,
        departamentoId: usuario.departamentoId,
        departamento: departamento.nome,
        gestorId: usuario.gestorId,
      })
      .from(usuario)
      .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
      .leftJoin(
        departamento,
        and(
          eq(departamento.empresaId, usuario.empresaId),
          eq(departamento.id, usuario.departamentoId),
        ),
      );

  return {
    findEmpresa: async () => {
      const [e] = await db
        .select({ nome: empresa.nome, cnpj: empresa.cnpj, fuso: empresa.fusoHorario })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      return e;
    },

    findColaborador: async (id: number): Promise<ColaboradorEspelho | undefined> => {
      const [c] = await colaboradores().where(
        and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)),
      );
      return c;
    },

    findDepartamento: async (id: number) => {
      const [d] = await db
        .select({ id: departamento.id, nome: departamento.nome })
        .from(departamento)
        .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, id)));
      return d;
    },

    /**
     * Colaboradores empregados em algum dia de [inicio, fim], em ordem de nome: a empresa toda
     * ou um departamento, a equipe de um gestor ou uma pessoa.
     */
    listColaboradores: (f: {
      inicio: string;
      fim: string;
      departamentoId?: number | null;
      gestorId?: number;
      usuarioId?: number;
    }): Promise<ColaboradorEspelho[]> =>
      colaboradores()
        .where(
          and(
            eq(usuario.empresaId, empresaId),
            or(isNull(usuario.admissao), lte(usuario.admissao, f.fim)),
            or(isNull(usuario.demissao), gte(usuario.demissao, f.inicio)),
            f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
            f.gestorId ? eq(usuario.gestorId, f.gestorId) : undefined,
            f.usuarioId ? eq(usuario.id, f.usuarioId) : undefined,
          ),
        )
        .orderBy(asc(usuario.nome), asc(usuario.id)),

    /** Nomes das escalas (art. 84 IV: a escala aplicada no período). */
    listEscalas: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: escala.id, nome: escala.nome })
            .from(escala)
            .where(and(eq(escala.empresaId, empresaId), inArray(escala.id, ids)))
            .orderBy(asc(escala.nome)),
  };
};
