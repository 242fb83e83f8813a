import { and, asc, count, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Escopo } from '../../shared/escopo.ts';
import { perfil, usuarioPerfil } from '../acesso/index.ts';
import { contem } from '../escala-nucleo/index.ts';
import { cargo, centroCusto, departamento, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import { colaboradorDocumento } from './colaborador.table.ts';

export type FiltroColaboradores = {
  search?: string;
  filialId?: number;
  departamentoId?: number;
  situacao?: 'ativo' | 'desligado';
  pageNumber: number;
  pageSize: number;
};

export type ValoresColaborador = {
  nome: string;
  cpf: string;
  email: string;
  filialId: number;
  departamentoId: number | null;
  cargoId: number | null;
  gestorId: number | null;
  admissao: string;
  /** Ausente = não muda (PUT) ou nula (inclusão). */
  matricula?: string | null;
  centroCustoId?: number | null;
  tipoContrato?: string;
  celular?: string | null;
  habilitarMarcacaoPelaWeb?: boolean;
};

const gestor = alias(usuario, 'gestor');

/** Colaboradores (tabela usuario) da empresa, com os nomes de filial, departamento, cargo e gestor. */
export const colaboradorRepository = ({ db, empresaId }: Escopo) => {
  const consulta = () =>
    db
      .select({
        u: usuario,
        filialNome: filial.nome,
        departamentoNome: departamento.nome,
        cargoNome: cargo.nome,
        centroCustoNome: centroCusto.nome,
        gestorNome: gestor.nome,
        pis: colaboradorDocumento.pis,
      })
      .from(usuario)
      .leftJoin(
        filial,
        and(eq(filial.empresaId, usuario.empresaId), eq(filial.id, usuario.filialId)),
      )
      .leftJoin(
        departamento,
        and(
          eq(departamento.empresaId, usuario.empresaId),
          eq(departamento.id, usuario.departamentoId),
        ),
      )
      .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
      .leftJoin(
        centroCusto,
        and(
          eq(centroCusto.empresaId, usuario.empresaId),
          eq(centroCusto.id, usuario.centroCustoId),
        ),
      )
      .leftJoin(
        gestor,
        and(eq(gestor.empresaId, usuario.empresaId), eq(gestor.id, usuario.gestorId)),
      )
      .leftJoin(
        colaboradorDocumento,
        and(
          eq(colaboradorDocumento.empresaId, usuario.empresaId),
          eq(colaboradorDocumento.usuarioId, usuario.id),
        ),
      );

  const filtro = (f: FiltroColaboradores) => {
    const digitos = f.search?.replace(/\D/g, '') ?? '';
    return and(
      eq(usuario.empresaId, empresaId),
      f.search
        ? or(
            contem(usuario.nome, f.search),
            contem(usuario.email, f.search),
            digitos.length >= 3 ? sql`${usuario.cpf} like ${`%${digitos}%`}` : undefined,
          )
        : undefined,
      f.filialId ? eq(usuario.filialId, f.filialId) : undefined,
      f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
      f.situacao === 'ativo' ? isNull(usuario.demissao) : undefined,
      f.situacao === 'desligado' ? isNotNull(usuario.demissao) : undefined,
    );
  };

  return {
    listar: async (f: FiltroColaboradores) => {
      const where = filtro(f);
      const [total] = await db.select({ n: count() }).from(usuario).where(where);
      const linhas = await consulta()
        .where(where)
        .orderBy(asc(usuario.nome), asc(usuario.id))
        .limit(f.pageSize)
        .offset((f.pageNumber - 1) * f.pageSize);
      return { linhas, total: total?.n ?? 0 };
    },

    findById: async (id: number) => {
      const [r] = await consulta().where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
      return r;
    },

    /** Trava a linha do colaborador até o fim da transação (alterações concorrentes em fila). */
    travar: async (id: number) => {
      const [r] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)))
        .for('update');
      return r !== undefined;
    },

    /** Outro colaborador da empresa com o mesmo CPF ou e-mail (sem caixa). */
    duplicado: async (cpf: string, email: string, excetoId: number | null) => {
      const rows = await db
        .select({ cpf: usuario.cpf, email: usuario.email })
        .from(usuario)
        .where(
          and(
            eq(usuario.empresaId, empresaId),
            or(eq(usuario.cpf, cpf), sql`lower(${usuario.email}) = lower(${email})`),
            excetoId === null ? undefined : ne(usuario.id, excetoId),
          ),
        );
      return {
        cpf: rows.some((r) => r.cpf === cpf),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    /** Outro colaborador da empresa com a mesma matrícula (sem caixa). */
    matriculaEmUso: async (matricula: string, excetoId: number | null) =>
      (
        await db
          .select({ id: usuario.id })
          .from(usuario)
          .where(
            and(
              eq(usuario.empresaId, empresaId),
              sql`lower(${usuario.matricula}) = lower(${matricula})`,
              excetoId === null ? undefined : ne(usuario.id, excetoId),
            ),
          )
          .limit(1)
      ).length > 0,

    filialExiste: async (id: number) =>
      (
        await db
          .select({ id: filial.id })
          .from(filial)
          .where(and(eq(filial.empresaId, empresaId), eq(filial.id, id)))
      ).length > 0,

    departamentoExiste: async (id: number) =>
      (
        await db
          .select({ id: departamento.id })
          .from(departamento)
          .where(and(eq(departamento.empresaId, empresaId), eq(departamento.id, id)))
      ).length > 0,

    cargoExiste: async (id: number) =>
      (
        await db
          .select({ id: cargo.id })
          .from(cargo)
          .where(and(eq(cargo.empresaId, empresaId), eq(cargo.id, id)))
      ).length > 0,

    centroCustoExiste: async (id: number) =>
      (
        await db
          .select({ id: centroCusto.id })
          .from(centroCusto)
          .where(and(eq(centroCusto.empresaId, empresaId), eq(centroCusto.id, id)))
      ).length > 0,

    gestorAtivo: async (id: number) =>
      (
        await db
          .select({ id: usuario.id })
          .from(usuario)
          .where(
            and(eq(usuario.empresaId, empresaId), eq(usuario.id, id), isNull(usuario.demissao)),
          )
      ).length > 0,

    inserir: async (v: ValoresColaborador) => {
      const [u] = await db
        .insert(usuario)
        .values({ empresaId, ...v })
        .returning({ id: usuario.id });
      return u!.id;
    },

    atualizar: async (id: number, v: Partial<typeof usuario.$inferInsert>) => {
      await db
        .update(usuario)
        .set(v)
        .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    },

    gravarPis: async (usuarioId: number, pis: string | null) => {
      if (pis === null) {
        await db
          .delete(colaboradorDocumento)
          .where(
            and(
              eq(colaboradorDocumento.empresaId, empresaId),
              eq(colaboradorDocumento.usuarioId, usuarioId),
            ),
          );
        return;
      }
      await db
        .insert(colaboradorDocumento)
        .values({ empresaId, usuarioId, pis })
        .onConflictDoUpdate({
          target: [colaboradorDocumento.empresaId, colaboradorDocumento.usuarioId],
          set: { pis },
        });
    },

    /** Perfil padrão de quem entra: 'Colaborador' (marcar ponto e as próprias rotinas), se houver. */
    concederPerfilColaborador: async (usuarioId: number) => {
      const [p] = await db
        .select({ id: perfil.id })
        .from(perfil)
        .where(and(eq(perfil.empresaId, empresaId), eq(perfil.nome, 'Colaborador')));
      if (p) await db.insert(usuarioPerfil).values({ empresaId, usuarioId, perfilId: p.id });
    },

    opcoes: async () => {
      const ativos = (t: typeof filial | typeof departamento | typeof cargo | typeof centroCusto) =>
        db
          .select({ id: t.id, nome: t.nome })
          .from(t)
          .where(and(eq(t.empresaId, empresaId), eq(t.ativo, true)))
          .orderBy(asc(t.nome));
      const [filiais, departamentos, cargos, centrosCusto, gestores] = await Promise.all([
        ativos(filial),
        ativos(departamento),
        ativos(cargo),
        ativos(centroCusto),
        db
          .select({ id: usuario.id, nome: usuario.nome })
          .from(usuario)
          .where(and(eq(usuario.empresaId, empresaId), isNull(usuario.demissao)))
          .orderBy(asc(usuario.nome)),
      ]);
      return { filiais, departamentos, cargos, centrosCusto, gestores };
    },
  };
};
export type ColaboradorRepository = ReturnType<typeof colaboradorRepository>;

/**
 * Vínculo (admissão e desligamento) de cada pessoa da empresa, em ordem de nome: o faturamento da
 * operadora conta quem esteve ativo no mês. Escopo explícito da empresa lida.
 */
export const listVinculos = ({ db, empresaId }: Escopo) =>
  db
    .select({
      usuarioId: usuario.id,
      nome: usuario.nome,
      matricula: usuario.matricula,
      admissao: usuario.admissao,
      demissao: usuario.demissao,
    })
    .from(usuario)
    .where(eq(usuario.empresaId, empresaId))
    .orderBy(asc(usuario.nome), asc(usuario.id));
