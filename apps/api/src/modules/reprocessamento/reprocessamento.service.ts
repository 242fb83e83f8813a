import type { Reprocessamento, StatusReprocessamento } from '@jornada/contracts';
import { diferencaDias } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { Fila } from '../../jobs/fila.ts';
import { FILA_REPROCESSAMENTO } from '../../jobs/reprocessamento.job.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { espelhoRepository } from '../espelho/index.ts';
import {
  type ReprocessamentoDetalhe,
  reprocessamentoRepository,
} from './reprocessamento.repository.ts';

/** Quem pede, acompanha e cancela reprocessamentos (MenuAdmin > Ponto > Reprocessamento). */
export const ROTA_REPROCESSAMENTO = '/dashboard/admin/reprocessamento';

/** Um ano por pedido: o bastante para um fechamento anual, sem prender a fila por horas. */
const DIAS_MAXIMOS = 366;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const paraContrato = (r: ReprocessamentoDetalhe): Reprocessamento => ({
  id: r.id,
  status: r.status as StatusReprocessamento,
  dataInicio: r.dataInicio,
  dataFim: r.dataFim,
  departamentoId: r.departamentoId,
  departamento: r.departamento,
  total: r.total,
  processados: r.processados,
  percentual:
    r.total === 0
      ? r.status === 'concluido'
        ? 100
        : 0
      : Math.floor((r.processados * 100) / r.total),
  diasApurados: r.diasApurados,
  diasComOcorrencia: r.diasComOcorrencia,
  solicitanteId: r.solicitanteId,
  solicitante: r.solicitante,
  criadoEm: r.criadoEm.toISOString(),
  iniciadoEm: iso(r.iniciadoEm),
  concluidoEm: iso(r.concluidoEm),
  canceladoEm: iso(r.canceladoEm),
  canceladoPorId: r.canceladoPorId,
  erro: r.erro,
});

/**
 * Pedidos de reprocessamento (spec §2: lista, por id, log, criação; §4: cancelamento por PUT).
 * Criar grava o pedido (e a auditoria) e o põe na fila do pg-boss; o job (reprocessamento.
 * executar.ts) faz o trabalho em segundo plano. Sem fila configurada, criar responde 503.
 */
export const createReprocessamentoService = (deps: { db: Db; clock: () => Date; fila?: Fila }) => {
  const escopo = (auth: AuthContext) => ({ db: deps.db, empresaId: auth.empresaId });

  const findRow = async (auth: AuthContext, id: number) => {
    const r = await reprocessamentoRepository(escopo(auth)).findById(id);
    if (!r) throw naoEncontrado('Reprocessamento');
    return r;
  };

  const listar = async (
    auth: AuthContext,
    q: { status?: string; pageNumber: number; pageSize: number },
  ) => {
    const { total, items } = await reprocessamentoRepository(escopo(auth)).list({
      status: q.status,
      offset: (q.pageNumber - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return {
      items: items.map(paraContrato),
      total,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    };
  };

  const obter = async (auth: AuthContext, id: number) => paraContrato(await findRow(auth, id));

  const log = async (auth: AuthContext, id: number) => {
    await findRow(auth, id);
    const linhas = await reprocessamentoRepository(escopo(auth)).listLog(id);
    return {
      reprocessamentoId: id,
      items: linhas.map((l) => ({
        id: l.id,
        em: l.em.toISOString(),
        nivel: l.nivel as 'info' | 'aviso' | 'erro',
        mensagem: l.mensagem,
      })),
    };
  };

  const criar = async (
    auth: AuthContext,
    b: { dataInicio: string; dataFim: string; departamentoId?: number | null },
  ) => {
    const { fila } = deps;
    if (!fila)
      throw new AppError(
        'FILA_INDISPONIVEL',
        'A fila de processamento não está ativa neste servidor.',
        503,
      );
    if (diferencaDias(b.dataInicio, b.dataFim) >= DIAS_MAXIMOS)
      throw new AppError(
        'CAMPO_INVALIDO',
        `dataFim: no máximo ${DIAS_MAXIMOS} dias por pedido.`,
        400,
        'dataFim',
      );
    const departamentoId = b.departamentoId ?? null;
    if (departamentoId && !(await espelhoRepository(escopo(auth)).findDepartamento(departamentoId)))
      throw naoEncontrado('Departamento');
    const agora = deps.clock();
    const criado = await deps.db.transaction(async (tx) => {
      const repo = reprocessamentoRepository({ db: tx, empresaId: auth.empresaId });
      const r = await repo.insert({
        ...b,
        departamentoId,
        solicitanteId: auth.usuarioId,
        criadoEm: agora,
      });
      await repo.registrar(r.id, agora, 'info', 'Pedido criado; aguardando a fila.');
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'reprocessamento',
        entidadeId: String(r.id),
        acao: 'criar',
        antes: null,
        depois: r,
      });
      return r;
    });
    // Depois do commit (no PGlite a fila usa a mesma sessão: nunca dentro da transação).
    const repo = reprocessamentoRepository(escopo(auth));
    try {
      const jobId = await fila.enviar(FILA_REPROCESSAMENTO, {
        empresaId: auth.empresaId,
        reprocessamentoId: criado.id,
      });
      await repo.setJobId(criado.id, jobId);
    } catch (erro) {
      await repo.finalizar(criado.id, 'erro', deps.clock(), 'não foi possível enfileirar');
      throw erro;
    }
    return obter(auth, criado.id);
  };

  /** PUT /{id}/cancelar: pendente ou em processamento; o job para antes do próximo lote. */
  const cancelar = async (auth: AuthContext, id: number) => {
    const antes = await findRow(auth, id);
    const agora = deps.clock();
    await deps.db.transaction(async (tx) => {
      const repo = reprocessamentoRepository({ db: tx, empresaId: auth.empresaId });
      const depois = await repo.cancelar(id, auth.usuarioId, agora);
      if (!depois)
        throw new AppError(
          'REPROCESSAMENTO_FINALIZADO',
          `O reprocessamento já terminou (${antes.status}) e não pode ser cancelado.`,
          409,
        );
      await repo.registrar(id, agora, 'aviso', 'Cancelamento pedido.');
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'reprocessamento',
        entidadeId: String(id),
        acao: 'cancelar',
        antes,
        depois,
      });
    });
    return obter(auth, id);
  };

  return { listar, obter, log, criar, cancelar };
};
export type ReprocessamentoService = ReturnType<typeof createReprocessamentoService>;
