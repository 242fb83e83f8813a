import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { departamento, grupo } from '../organizacao/index.ts';
import { grupoMembro, usuario } from '../usuario/index.ts';
import { mensagem, mensagemDestinatario } from './mensagem.table.ts';
import { mensagemConsultaRepository } from './mensagem-consulta.repository.ts';

export type { LinhaResumo } from './mensagem-consulta.repository.ts';
export type NovaMensagem = Omit<typeof mensagem.$inferInsert, 'empresaId' | 'id'>;
export type StatusCanais = Partial<
  Pick<
    typeof mensagemDestinatario.$inferInsert,
    'statusPush' | 'statusEmail' | 'statusSms' | 'erroEntrega'
  >
>;

/** Escritas do envio e da leitura, resolução de destinos e opções do seletor. */
const mensagemEscritaRepository = ({ db, empresaId }: Escopo) => ({
  insertMensagem: async (v: NovaMensagem) => {
    const [m] = await db
      .insert(mensagem)
      .values({ ...v, empresaId })
      .returning({ id: mensagem.id });
    return m!.id;
  },

  insertDestinatarios: async (
    mensagemId: number,
    linhas: Omit<typeof mensagemDestinatario.$inferInsert, 'empresaId' | 'mensagemId'>[],
  ) => {
    for (let i = 0; i < linhas.length; i += 1000)
      await db
        .insert(mensagemDestinatario)
        .values(linhas.slice(i, i + 1000).map((l) => ({ ...l, empresaId, mensagemId })));
  },

  /** Ids (entre os pedidos) que existem e estão ativos na empresa, por tipo de destino. */
  findExistentes: async (tipo: 'pessoas' | 'departamentos' | 'grupos', ids: number[]) => {
    if (ids.length === 0) return [];
    const tabela = tipo === 'pessoas' ? usuario : tipo === 'departamentos' ? departamento : grupo;
    const r = await db
      .select({ id: tabela.id })
      .from(tabela)
      .where(and(eq(tabela.empresaId, empresaId), eq(tabela.ativo, true), algumId(tabela.id, ids)));
    return r.map((x) => x.id);
  },

  /** Pessoas ativas escolhidas, dos departamentos escolhidos ou membros dos grupos escolhidos. */
  resolverPessoas: (d: { pessoas: number[]; departamentos: number[]; grupos: number[] }) =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        email: usuario.email,
        celular: usuario.celular,
      })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          eq(usuario.ativo, true),
          sql`(${algumId(usuario.id, d.pessoas)} or ${algumId(usuario.departamentoId, d.departamentos)}
            or exists (select 1 from ${grupoMembro} gm where gm.empresa_id = ${usuario.empresaId}
              and gm.usuario_id = ${usuario.id} and ${algumId(sql`gm.grupo_id`, d.grupos)}))`,
        ),
      )
      .orderBy(asc(usuario.nome), asc(usuario.id)),

  /** Quem, entre os ids, é da equipe do gestor (usuario.gestor_id). */
  idsDaEquipe: async (gestorId: number, ids: number[]) => {
    if (ids.length === 0) return [];
    const r = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          eq(usuario.gestorId, gestorId),
          algumId(usuario.id, ids),
        ),
      );
    return r.map((x) => x.id);
  },

  /** Opções do seletor: pessoas ativas (da equipe, se houver gestor), até 25 por busca. */
  listPessoasOpcoes: (search: string | undefined, gestorId: number | null) =>
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        detalhe: sql<string | null>`(select dp.nome from departamento dp
          where dp.empresa_id = ${usuario.empresaId} and dp.id = ${usuario.departamentoId})`,
      })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          eq(usuario.ativo, true),
          gestorId === null ? undefined : eq(usuario.gestorId, gestorId),
          search
            ? sql`${usuario.nome} ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`
            : undefined,
        ),
      )
      .orderBy(asc(usuario.nome))
      .limit(25),

  listCadastroOpcoes: (tipo: 'departamentos' | 'grupos', search?: string) => {
    const t = tipo === 'departamentos' ? departamento : grupo;
    return db
      .select({ id: t.id, nome: t.nome, detalhe: sql<string | null>`null` })
      .from(t)
      .where(
        and(
          eq(t.empresaId, empresaId),
          eq(t.ativo, true),
          search ? sql`${t.nome} ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
        ),
      )
      .orderBy(asc(t.nome))
      .limit(25);
  },

  /** Marca a leitura (só a primeira vale); devolve se mudou. */
  marcarLida: async (mensagemId: number, usuarioId: number, em: Date) => {
    const r = await db
      .update(mensagemDestinatario)
      .set({ lidaEm: em })
      .where(
        and(
          eq(mensagemDestinatario.empresaId, empresaId),
          eq(mensagemDestinatario.mensagemId, mensagemId),
          eq(mensagemDestinatario.usuarioId, usuarioId),
          isNull(mensagemDestinatario.lidaEm),
        ),
      )
      .returning({ u: mensagemDestinatario.usuarioId });
    return r.length === 1;
  },

  /** Confirma a leitura (e a marca como lida, se ainda não estava); devolve se mudou. */
  confirmar: async (mensagemId: number, usuarioId: number, em: Date) => {
    const r = await db
      .update(mensagemDestinatario)
      .set({ confirmadaEm: em, lidaEm: sql`coalesce(${mensagemDestinatario.lidaEm}, ${em})` })
      .where(
        and(
          eq(mensagemDestinatario.empresaId, empresaId),
          eq(mensagemDestinatario.mensagemId, mensagemId),
          eq(mensagemDestinatario.usuarioId, usuarioId),
          isNull(mensagemDestinatario.confirmadaEm),
        ),
      )
      .returning({ u: mensagemDestinatario.usuarioId });
    return r.length === 1;
  },

  updateStatus: (mensagemId: number, usuarioId: number, s: StatusCanais) =>
    db
      .update(mensagemDestinatario)
      .set(s)
      .where(
        and(
          eq(mensagemDestinatario.empresaId, empresaId),
          eq(mensagemDestinatario.mensagemId, mensagemId),
          eq(mensagemDestinatario.usuarioId, usuarioId),
        ),
      ),

  findUsuario: async (id: number) => {
    const [u] = await db
      .select({ id: usuario.id, nome: usuario.nome, gestorId: usuario.gestorId })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, id)));
    return u;
  },
});

export const mensagemRepository = (e: Escopo) => ({
  ...mensagemEscritaRepository(e),
  ...mensagemConsultaRepository(e),
});
export type MensagemRepository = ReturnType<typeof mensagemRepository>;
