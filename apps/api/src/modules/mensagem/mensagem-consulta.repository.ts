import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import { mensagem, mensagemDestinatario } from './mensagem.table.ts';

const remetente = sql<string>`(select u.nome from usuario u
  where u.empresa_id = ${mensagem.empresaId} and u.id = ${mensagem.remetenteId})`;

/** Colunas da lista de enviadas, com as contagens por mensagem (sem o conteúdo do anexo). */
const resumo = {
  id: mensagem.id,
  titulo: mensagem.titulo,
  texto: mensagem.texto,
  enviadaEm: mensagem.enviadaEm,
  remetenteId: mensagem.remetenteId,
  remetenteNome: remetente,
  exigirConfirmacao: mensagem.exigirConfirmacao,
  anexoNome: mensagem.anexoNome,
  destinos: mensagem.destinos,
  canalPush: mensagem.canalPush,
  canalEmail: mensagem.canalEmail,
  canalSms: mensagem.canalSms,
  destinatarios: sql<number>`(select count(*)::int from mensagem_destinatario d
    where d.empresa_id = ${mensagem.empresaId} and d.mensagem_id = ${mensagem.id})`,
  lidas: sql<number>`(select count(*)::int from mensagem_destinatario d
    where d.empresa_id = ${mensagem.empresaId} and d.mensagem_id = ${mensagem.id}
      and d.lida_em is not null)`,
  confirmadas: sql<number>`(select count(*)::int from mensagem_destinatario d
    where d.empresa_id = ${mensagem.empresaId} and d.mensagem_id = ${mensagem.id}
      and d.confirmada_em is not null)`,
  falhas: sql<number>`(select count(*)::int from mensagem_destinatario d
    where d.empresa_id = ${mensagem.empresaId} and d.mensagem_id = ${mensagem.id}
      and 'erro' in (d.status_push, d.status_email, d.status_sms))`,
};
export type LinhaResumo = Awaited<
  ReturnType<ReturnType<typeof mensagemConsultaRepository>['findResumo']>
>;

const buscaTitulo = (search?: string): SQL | undefined =>
  search
    ? sql`${mensagem.titulo} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;

/** Leituras: enviadas, caixa de entrada, destinatários, anexo e contagens de entrega. */
export const mensagemConsultaRepository = ({ db, empresaId }: Escopo) => ({
  /** Enviadas (de um remetente, ou todas para o RH), mais novas primeiro, paginadas. */
  listEnviadas: async (
    remetenteId: number | null,
    f: { search?: string; pageNumber: number; pageSize: number },
  ) => {
    const onde = and(
      eq(mensagem.empresaId, empresaId),
      remetenteId === null ? undefined : eq(mensagem.remetenteId, remetenteId),
      buscaTitulo(f.search),
    );
    const itens = await db
      .select(resumo)
      .from(mensagem)
      .where(onde)
      .orderBy(desc(mensagem.enviadaEm), desc(mensagem.id))
      .limit(f.pageSize)
      .offset((f.pageNumber - 1) * f.pageSize);
    const [t] = await db.select({ total: count() }).from(mensagem).where(onde);
    return { itens, total: t?.total ?? 0 };
  },

  findResumo: async (id: number) => {
    const [m] = await db
      .select(resumo)
      .from(mensagem)
      .where(and(eq(mensagem.empresaId, empresaId), eq(mensagem.id, id)));
    return m;
  },

  findAnexo: async (id: number) => {
    const [m] = await db
      .select({
        remetenteId: mensagem.remetenteId,
        nome: mensagem.anexoNome,
        tipo: mensagem.anexoTipo,
        conteudo: mensagem.anexoConteudo,
      })
      .from(mensagem)
      .where(and(eq(mensagem.empresaId, empresaId), eq(mensagem.id, id)));
    return m;
  },

  listDestinatarios: (mensagemId: number) =>
    db
      .select({
        usuarioId: mensagemDestinatario.usuarioId,
        nome: usuario.nome,
        email: usuario.email,
        departamento: sql<string | null>`(select dp.nome from departamento dp
          where dp.empresa_id = ${usuario.empresaId} and dp.id = ${usuario.departamentoId})`,
        lidaEm: mensagemDestinatario.lidaEm,
        confirmadaEm: mensagemDestinatario.confirmadaEm,
        statusApp: mensagemDestinatario.statusApp,
        statusPush: mensagemDestinatario.statusPush,
        statusEmail: mensagemDestinatario.statusEmail,
        statusSms: mensagemDestinatario.statusSms,
      })
      .from(mensagemDestinatario)
      .innerJoin(
        usuario,
        and(
          eq(usuario.empresaId, mensagemDestinatario.empresaId),
          eq(usuario.id, mensagemDestinatario.usuarioId),
        ),
      )
      .where(
        and(
          eq(mensagemDestinatario.empresaId, empresaId),
          eq(mensagemDestinatario.mensagemId, mensagemId),
        ),
      )
      .orderBy(asc(usuario.nome), asc(usuario.id)),

  /** Mensagens recebidas por uma pessoa (caixa de entrada; histórico da pessoa). */
  listRecebidas: async (
    usuarioId: number,
    f: { search?: string; pageNumber: number; pageSize: number },
    remetenteId: number | null = null,
  ) => {
    const onde = and(
      eq(mensagemDestinatario.empresaId, empresaId),
      eq(mensagemDestinatario.usuarioId, usuarioId),
      remetenteId === null ? undefined : eq(mensagem.remetenteId, remetenteId),
      buscaTitulo(f.search),
    );
    const base = () =>
      db
        .select({
          ...resumo,
          lidaEm: mensagemDestinatario.lidaEm,
          confirmadaEm: mensagemDestinatario.confirmadaEm,
          statusApp: mensagemDestinatario.statusApp,
          statusPush: mensagemDestinatario.statusPush,
          statusEmail: mensagemDestinatario.statusEmail,
          statusSms: mensagemDestinatario.statusSms,
        })
        .from(mensagemDestinatario)
        .innerJoin(
          mensagem,
          and(
            eq(mensagem.empresaId, mensagemDestinatario.empresaId),
            eq(mensagem.id, mensagemDestinatario.mensagemId),
          ),
        );
    const itens = await base()
      .where(onde)
      .orderBy(desc(mensagem.enviadaEm), desc(mensagem.id))
      .limit(f.pageSize)
      .offset((f.pageNumber - 1) * f.pageSize);
    const [t] = await db
      .select({
        total: count(),
        naoLidas: sql<number>`count(*) filter (where ${mensagemDestinatario.lidaEm} is null)::int`,
      })
      .from(mensagemDestinatario)
      .innerJoin(
        mensagem,
        and(
          eq(mensagem.empresaId, mensagemDestinatario.empresaId),
          eq(mensagem.id, mensagemDestinatario.mensagemId),
        ),
      )
      .where(onde);
    return { itens, total: t?.total ?? 0, naoLidas: t?.naoLidas ?? 0 };
  },

  findRecebida: async (mensagemId: number, usuarioId: number) => {
    const [m] = await db
      .select({
        ...resumo,
        lidaEm: mensagemDestinatario.lidaEm,
        confirmadaEm: mensagemDestinatario.confirmadaEm,
      })
      .from(mensagemDestinatario)
      .innerJoin(
        mensagem,
        and(
          eq(mensagem.empresaId, mensagemDestinatario.empresaId),
          eq(mensagem.id, mensagemDestinatario.mensagemId),
        ),
      )
      .where(
        and(
          eq(mensagemDestinatario.empresaId, empresaId),
          eq(mensagemDestinatario.mensagemId, mensagemId),
          eq(mensagemDestinatario.usuarioId, usuarioId),
        ),
      );
    return m;
  },

  isDestinatario: async (mensagemId: number, usuarioId: number) => {
    const [r] = await db
      .select({ u: mensagemDestinatario.usuarioId })
      .from(mensagemDestinatario)
      .where(
        and(
          eq(mensagemDestinatario.empresaId, empresaId),
          eq(mensagemDestinatario.mensagemId, mensagemId),
          eq(mensagemDestinatario.usuarioId, usuarioId),
        ),
      );
    return r !== undefined;
  },

  /** Entregas por canal e situação das mensagens enviadas desde `desde`. */
  contarEntregas: async (desde: Date) => {
    const r = await db.execute<{ canal: string; status: string; total: number }>(sql`
      select c.canal, c.status, count(*)::int as total
        from ${mensagemDestinatario} d
        join ${mensagem} m on m.empresa_id = d.empresa_id and m.id = d.mensagem_id
        cross join lateral (values ('app', d.status_app), ('push', d.status_push),
          ('email', d.status_email), ('sms', d.status_sms)) as c(canal, status)
       where d.empresa_id = ${empresaId} and m.enviada_em >= ${desde.toISOString()}
         and c.status is not null
       group by c.canal, c.status
       order by c.canal, c.status`);
    return (r as unknown as { rows: { canal: string; status: string; total: number }[] }).rows;
  },
});
