import { and, asc, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { algumId } from '../../db/lista.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { auditoria } from '../auditoria/index.ts';
import { bancoHorasCiclo } from './banco-horas.table.ts';
import { bancoHorasPagamentoEstorno } from './banco-horas-estorno.table.ts';
import {
  bancoHorasFechamento,
  bancoHorasFechamentoItem,
  bancoHorasPagamento,
  bancoHorasPagamentoItem,
} from './banco-horas-movimento.table.ts';

type EstornoNovo = Omit<typeof bancoHorasPagamentoEstorno.$inferInsert, 'empresaId'>;

/** Estornos de pagamentos, os pagamentos por estágio de um fechamento e o que vai para a folha. */
export const estornoRepository = ({ db, empresaId }: Escopo) => {
  const p = bancoHorasPagamento;
  const e = bancoHorasPagamentoEstorno;
  const comEstorno = () =>
    db
      .select({ pagamento: p, estorno: e })
      .from(p)
      .leftJoin(e, and(eq(e.empresaId, p.empresaId), eq(e.pagamentoId, p.id)));
  const naoEstornado = () =>
    notExists(
      db
        .select({ um: sql`1` })
        .from(e)
        .where(and(eq(e.empresaId, p.empresaId), eq(e.pagamentoId, p.id))),
    );

  return {
    /** Um pagamento e o seu estorno (se houver). */
    findPagamentoComEstorno: async (id: number) => {
      const [r] = await comEstorno().where(and(eq(p.empresaId, empresaId), eq(p.id, id)));
      return r;
    },

    /** Todos os pagamentos do colaborador, estornados ou não (a tela marca os desfeitos). */
    listPagamentosComEstorno: (usuarioId: number) =>
      comEstorno()
        .where(and(eq(p.empresaId, empresaId), eq(p.usuarioId, usuarioId)))
        .orderBy(asc(p.data), asc(p.id)),

    insertEstornoPagamento: async (v: EstornoNovo) => {
      const [r] = await db
        .insert(e)
        .values({ ...v, empresaId })
        .returning();
      return r!;
    },

    /** Pagamentos por estágio que um fechamento da competência gravou e ainda valem. */
    listEstagiosDoFechamento: (fechamentoCompetenciaId: number) =>
      db
        .select()
        .from(p)
        .where(
          and(
            eq(p.empresaId, empresaId),
            eq(p.origem, 'estagio'),
            eq(p.fechamentoCompetenciaId, fechamentoCompetenciaId),
            naoEstornado(),
          ),
        )
        .orderBy(asc(p.id)),

    /**
     * O que os pagamentos que valem levam à folha no período (a data do pagamento): minutos
     * trabalhados por origem, natureza e percentual, por pessoa.
     */
    listItensParaFolha: (usuarioIds: readonly number[], inicio: string, fim: string) =>
      usuarioIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              usuarioId: p.usuarioId,
              origem: p.origem,
              natureza: bancoHorasPagamentoItem.natureza,
              percentual: bancoHorasPagamentoItem.percentual,
              minutos: bancoHorasPagamentoItem.minutos,
            })
            .from(bancoHorasPagamentoItem)
            .innerJoin(
              p,
              and(
                eq(p.empresaId, bancoHorasPagamentoItem.empresaId),
                eq(p.id, bancoHorasPagamentoItem.pagamentoId),
              ),
            )
            .where(
              and(
                eq(p.empresaId, empresaId),
                algumId(p.usuarioId, usuarioIds),
                gte(p.data, inicio),
                lte(p.data, fim),
                naoEstornado(),
              ),
            ),

    /**
     * Linhas dos fechamentos de ciclo cujo ciclo termina no período (pagamento, desconto e os
     * estornos da reabertura, que a folha subtrai), por pessoa.
     */
    listItensDeCiclosParaFolha: (usuarioIds: readonly number[], inicio: string, fim: string) =>
      usuarioIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              usuarioId: bancoHorasFechamentoItem.usuarioId,
              natureza: bancoHorasFechamentoItem.natureza,
              percentual: bancoHorasFechamentoItem.percentual,
              minutos: bancoHorasFechamentoItem.minutos,
            })
            .from(bancoHorasFechamentoItem)
            .innerJoin(
              bancoHorasFechamento,
              and(
                eq(bancoHorasFechamento.empresaId, bancoHorasFechamentoItem.empresaId),
                eq(bancoHorasFechamento.id, bancoHorasFechamentoItem.fechamentoId),
              ),
            )
            .innerJoin(
              bancoHorasCiclo,
              and(
                eq(bancoHorasCiclo.empresaId, bancoHorasFechamento.empresaId),
                eq(bancoHorasCiclo.id, bancoHorasFechamento.cicloId),
              ),
            )
            .where(
              and(
                eq(bancoHorasFechamentoItem.empresaId, empresaId),
                // Só fechamentos concluídos: durante a fila os itens ainda estão parciais.
                eq(bancoHorasFechamento.status, 'concluido'),
                algumId(bancoHorasFechamentoItem.usuarioId, usuarioIds),
                gte(bancoHorasCiclo.fim, inicio),
                lte(bancoHorasCiclo.fim, fim),
              ),
            ),

    /** O fim da vigência antes da rescisão (a auditoria da rescisão o guarda em `antes`). */
    findVigenciaFimAntesDaRescisao: async (pagamentoId: number) => {
      const [r] = await db
        .select({ antes: auditoria.antes })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.empresaId, empresaId),
            eq(auditoria.entidade, 'banco_horas_pagamento'),
            eq(auditoria.entidadeId, String(pagamentoId)),
            eq(auditoria.acao, 'rescisao'),
          ),
        )
        .limit(1);
      const antes = r?.antes as { vigenciaFim?: string | null } | null | undefined;
      return antes?.vigenciaFim ?? null;
    },

    /** Pagamentos de estágio que valem numa vigência e data (nunca dois no mesmo mês). */
    listEstagiosNaData: (vigenciaIds: readonly number[], data: string) =>
      db
        .select({ vigenciaId: p.vigenciaId })
        .from(p)
        .where(
          and(
            eq(p.empresaId, empresaId),
            eq(p.origem, 'estagio'),
            eq(p.data, data),
            algumId(p.vigenciaId, vigenciaIds),
            naoEstornado(),
          ),
        ),
  };
};
