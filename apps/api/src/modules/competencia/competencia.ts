import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { competenciaFechada } from './competencia.table.ts';

/** 'YYYY-MM' → 'MM/YYYY', como o RH lê a competência. */
export const competenciaBr = (competencia: string) =>
  `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

/** Competências (YYYY-MM) de um intervalo de datas, em ordem. */
export const competenciasEntre = (inicio: string, fim: string): string[] => {
  const lista: string[] = [];
  let ano = Number(inicio.slice(0, 4));
  let mes = Number(inicio.slice(5, 7));
  const ultima = fim.slice(0, 7);
  for (let c = inicio.slice(0, 7); c <= ultima && lista.length < 240; ) {
    lista.push(c);
    mes += 1;
    if (mes > 12) {
      mes = 1;
      ano += 1;
    }
    c = `${ano}-${String(mes).padStart(2, '0')}`;
  }
  return lista;
};

/**
 * Trava a competência da empresa até o fim da transação: compartilhada por quem escreve nos dias
 * dela, exclusiva por quem fecha ou reabre. Assim uma escrita em andamento termina antes do
 * fechamento gravar, e nenhuma entra depois dele sem ver a competência fechada.
 */
export const travarCompetencia = async (
  tx: Db | Tx,
  empresaId: number,
  competencia: string,
  modo: 'escrita' | 'fechamento',
) => {
  const chave = `competencia:${empresaId}:${competencia}`;
  await tx.execute(
    modo === 'escrita'
      ? sql`select pg_advisory_xact_lock_shared(hashtextextended(${chave}, 0))`
      : sql`select pg_advisory_xact_lock(hashtextextended(${chave}, 0))`,
  );
};

/**
 * Recusa (409) a escrita que muda algum dia de `inicio` a `fim` de um colaborador com a
 * competência fechada. Chamada dentro da transação da escrita (tratamento, abono, lançamento).
 */
export const exigirCompetenciaAberta = async (
  { db, empresaId }: Escopo,
  usuarioId: number,
  inicio: string,
  fim: string = inicio,
) => {
  const [de, ate] = inicio <= fim ? [inicio, fim] : [fim, inicio];
  const competencias = competenciasEntre(de, ate);
  for (const c of competencias) await travarCompetencia(db, empresaId, c, 'escrita');
  const [fechada] = await db
    .select({ competencia: competenciaFechada.competencia })
    .from(competenciaFechada)
    .where(
      and(
        eq(competenciaFechada.empresaId, empresaId),
        eq(competenciaFechada.usuarioId, usuarioId),
        gte(competenciaFechada.competencia, de.slice(0, 7)),
        lte(competenciaFechada.competencia, ate.slice(0, 7)),
      ),
    )
    .orderBy(competenciaFechada.competencia)
    .limit(1);
  if (fechada)
    throw new AppError(
      'COMPETENCIA_FECHADA',
      `A competência ${competenciaBr(fechada.competencia)} está fechada para este colaborador. Peça ao RH para reabrir.`,
      409,
    );
};

/** Quem, dentre `usuarioIds`, já tem a competência fechada (e por qual fechamento). */
export const listCompetenciaFechada = ({ db, empresaId }: Escopo, competencia: string) =>
  db
    .select({
      usuarioId: competenciaFechada.usuarioId,
      fechamentoId: competenciaFechada.fechamentoId,
    })
    .from(competenciaFechada)
    .where(
      and(
        eq(competenciaFechada.empresaId, empresaId),
        eq(competenciaFechada.competencia, competencia),
      ),
    );

/** Fecha a competência destes colaboradores (na transação do fechamento). */
export const fecharCompetencia = async (
  { db, empresaId }: Escopo,
  competencia: string,
  fechamentoId: number,
  usuarioIds: readonly number[],
) => {
  for (let i = 0; i < usuarioIds.length; i += 500)
    await db.insert(competenciaFechada).values(
      usuarioIds.slice(i, i + 500).map((usuarioId) => ({
        empresaId,
        usuarioId,
        competencia,
        fechamentoId,
      })),
    );
};

/** Reabre: apaga as linhas de um fechamento (na transação da reabertura). */
export const reabrirCompetencia = ({ db, empresaId }: Escopo, fechamentoId: number) =>
  db
    .delete(competenciaFechada)
    .where(
      and(
        eq(competenciaFechada.empresaId, empresaId),
        eq(competenciaFechada.fechamentoId, fechamentoId),
      ),
    );
