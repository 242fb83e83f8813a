import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { usuario } from '../usuario/index.ts';
import {
  alerta,
  alertaConfiguracao,
  alertaDestinatario,
  alertaLeitura,
  alertaPreferencia,
} from './alerta.table.ts';
import { alertaPessoasRepository } from './alerta-pessoas.repository.ts';

export type EntregaReservada = {
  alerta_id: number;
  usuario_id: number;
  push: boolean;
  email: boolean;
};

export type FiltroLista = {
  /** Só os alertas entregues no app a esta pessoa; sem ele, todos da empresa. */
  destinatarioId?: number;
  leitorId: number;
  tipo?: string;
  pessoaId?: number;
  inicio?: string;
  fim?: string;
  naoVistos: boolean;
  limite: number;
  deslocamento: number;
};

/** Configuração, preferências, alertas, entregas e leituras de uma empresa. */
export const alertaRepository = ({ db, empresaId }: Escopo) => {
  const daEmpresa = eq(alerta.empresaId, empresaId);

  const filtros = (f: FiltroLista): SQL[] => {
    const w: SQL[] = [daEmpresa];
    if (f.destinatarioId !== undefined)
      w.push(sql`exists (select 1 from ${alertaDestinatario} d
        where d.empresa_id = ${alerta.empresaId} and d.alerta_id = ${alerta.id}
          and d.usuario_id = ${f.destinatarioId} and 'app' = any(d.canais))`);
    if (f.tipo) w.push(eq(alerta.tipo, f.tipo));
    if (f.pessoaId) w.push(eq(alerta.usuarioId, f.pessoaId));
    if (f.inicio) w.push(gte(alerta.data, f.inicio));
    if (f.fim) w.push(lte(alerta.data, f.fim));
    if (f.naoVistos)
      w.push(sql`not exists (select 1 from ${alertaLeitura} l
        where l.empresa_id = ${alerta.empresaId} and l.alerta_id = ${alerta.id}
          and l.usuario_id = ${f.leitorId})`);
    return w;
  };

  const colunasItem = (leitorId: number) => ({
    id: alerta.id,
    tipo: alerta.tipo,
    pessoaId: alerta.usuarioId,
    pessoaNome: usuario.nome,
    data: alerta.data,
    titulo: alerta.titulo,
    descricao: alerta.descricao,
    regra: alerta.regra,
    lei: alerta.lei,
    criadoEm: alerta.criadoEm,
    vistoEm: sql<Date | string | null>`(select l.visto_em from ${alertaLeitura} l
      where l.empresa_id = ${alerta.empresaId} and l.alerta_id = ${alerta.id}
        and l.usuario_id = ${leitorId})`,
  });

  const comPessoa = and(eq(usuario.empresaId, alerta.empresaId), eq(usuario.id, alerta.usuarioId));

  return {
    ...alertaPessoasRepository({ db, empresaId }),
    listConfiguracoes: () =>
      db.select().from(alertaConfiguracao).where(eq(alertaConfiguracao.empresaId, empresaId)),

    upsertConfiguracao: (v: Omit<typeof alertaConfiguracao.$inferInsert, 'empresaId'>) =>
      db
        .insert(alertaConfiguracao)
        .values({ ...v, empresaId })
        .onConflictDoUpdate({
          target: [alertaConfiguracao.empresaId, alertaConfiguracao.tipo],
          set: {
            ativo: v.ativo,
            limiar: v.limiar,
            destinatarios: v.destinatarios,
            canais: v.canais,
            atualizadoEm: v.atualizadoEm,
            atualizadoPor: v.atualizadoPor,
          },
        }),

    listPreferencias: async (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : db
            .select()
            .from(alertaPreferencia)
            .where(
              and(
                eq(alertaPreferencia.empresaId, empresaId),
                algumId(alertaPreferencia.usuarioId, ids),
              ),
            ),

    upsertPreferencia: (v: Omit<typeof alertaPreferencia.$inferInsert, 'empresaId'>) =>
      db
        .insert(alertaPreferencia)
        .values({ ...v, empresaId })
        .onConflictDoUpdate({
          target: [alertaPreferencia.empresaId, alertaPreferencia.usuarioId],
          set: {
            silencioInicio: v.silencioInicio,
            silencioFim: v.silencioFim,
            resumo: v.resumo,
            horarioResumo: v.horarioResumo,
          },
        }),

    list: async (f: FiltroLista) => {
      const where = and(...filtros(f));
      const [itens, [total], [naoVistos]] = await Promise.all([
        db
          .select(colunasItem(f.leitorId))
          .from(alerta)
          .innerJoin(usuario, comPessoa)
          .where(where)
          .orderBy(desc(alerta.criadoEm), desc(alerta.id))
          .limit(f.limite)
          .offset(f.deslocamento),
        db.select({ n: sql<number>`count(*)::int` }).from(alerta).where(where),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(alerta)
          .where(and(...filtros({ ...f, naoVistos: true }))),
      ]);
      return { itens, total: total?.n ?? 0, naoVistos: naoVistos?.n ?? 0 };
    },

    findItem: async (id: number, leitorId: number) => {
      const [r] = await db
        .select(colunasItem(leitorId))
        .from(alerta)
        .innerJoin(usuario, comPessoa)
        .where(and(daEmpresa, eq(alerta.id, id)));
      return r;
    },

    isDestinatario: async (alertaId: number, usuarioId: number) => {
      const [r] = await db
        .select({ id: alertaDestinatario.alertaId })
        .from(alertaDestinatario)
        .where(
          and(
            eq(alertaDestinatario.empresaId, empresaId),
            eq(alertaDestinatario.alertaId, alertaId),
            eq(alertaDestinatario.usuarioId, usuarioId),
          ),
        );
      return r !== undefined;
    },

    listLeituras: (alertaId: number) =>
      db
        .select({ usuarioNome: usuario.nome, vistoEm: alertaLeitura.vistoEm })
        .from(alertaLeitura)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, alertaLeitura.empresaId),
            eq(usuario.id, alertaLeitura.usuarioId),
          ),
        )
        .where(and(eq(alertaLeitura.empresaId, empresaId), eq(alertaLeitura.alertaId, alertaId)))
        .orderBy(asc(alertaLeitura.vistoEm)),

    listEntregas: (alertaId: number) =>
      db
        .select({
          usuarioId: alertaDestinatario.usuarioId,
          usuarioNome: usuario.nome,
          canais: alertaDestinatario.canais,
          statusPush: alertaDestinatario.statusPush,
          statusEmail: alertaDestinatario.statusEmail,
          liberarEm: alertaDestinatario.liberarEm,
        })
        .from(alertaDestinatario)
        .innerJoin(
          usuario,
          and(
            eq(usuario.empresaId, alertaDestinatario.empresaId),
            eq(usuario.id, alertaDestinatario.usuarioId),
          ),
        )
        .where(
          and(
            eq(alertaDestinatario.empresaId, empresaId),
            eq(alertaDestinatario.alertaId, alertaId),
          ),
        )
        .orderBy(asc(usuario.nome)),

    /** A primeira leitura vale: ver de novo não muda o registro (só inserção). */
    insertLeitura: async (alertaId: number, usuarioId: number, vistoEm: Date) => {
      await db
        .insert(alertaLeitura)
        .values({ empresaId, alertaId, usuarioId, vistoEm })
        .onConflictDoNothing();
      const [r] = await db
        .select({ vistoEm: alertaLeitura.vistoEm })
        .from(alertaLeitura)
        .where(
          and(
            eq(alertaLeitura.empresaId, empresaId),
            eq(alertaLeitura.alertaId, alertaId),
            eq(alertaLeitura.usuarioId, usuarioId),
          ),
        );
      return r!.vistoEm;
    },

    /**
     * Reserva as entregas liberadas até `agora` (push ou e-mail pendente): passa a `enviando`
     * numa só instrução, então dois processos nunca enviam a mesma.
     */
    reservarEntregas: async (agora: Date) => {
      const r = await db.execute<EntregaReservada>(sql`update ${alertaDestinatario} d
          set status_push = case when d.status_push = 'pendente' then 'enviando' else d.status_push end,
              status_email = case when d.status_email = 'pendente' then 'enviando' else d.status_email end
        where d.empresa_id = ${empresaId} and d.liberar_em <= ${agora.toISOString()}::timestamptz
          and (d.status_push = 'pendente' or d.status_email = 'pendente')
        returning d.alerta_id, d.usuario_id,
          d.status_push = 'enviando' as push, d.status_email = 'enviando' as email`);
      return (r as unknown as { rows: EntregaReservada[] }).rows;
    },

    marcarEntrega: (
      alertaId: number,
      usuarioId: number,
      canal: 'push' | 'email',
      status: string,
      agora: Date,
    ) =>
      db
        .update(alertaDestinatario)
        .set(
          canal === 'push'
            ? { statusPush: status, entregueEm: agora }
            : { statusEmail: status, entregueEm: agora },
        )
        .where(
          and(
            eq(alertaDestinatario.empresaId, empresaId),
            eq(alertaDestinatario.alertaId, alertaId),
            eq(alertaDestinatario.usuarioId, usuarioId),
          ),
        ),

    listTitulos: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: alerta.id, titulo: alerta.titulo, descricao: alerta.descricao })
            .from(alerta)
            .where(and(daEmpresa, algumId(alerta.id, ids))),
  };
};
export type AlertaRepository = ReturnType<typeof alertaRepository>;

/** Empresas com entrega liberada até `agora` (a varredura periódica entrega por empresa). */
export const listEmpresasComEntrega = async (db: Escopo['db'], agora: Date) => {
  const rows = await db
    .selectDistinct({ empresaId: alertaDestinatario.empresaId })
    .from(alertaDestinatario)
    .where(
      and(
        lte(alertaDestinatario.liberarEm, agora),
        sql`(${alertaDestinatario.statusPush} = 'pendente' or ${alertaDestinatario.statusEmail} = 'pendente')`,
      ),
    );
  return rows.map((r) => r.empresaId);
};
