import {
  apurarPagamentoEstagio,
  type ExtraBancoHoras,
  type QuantidadeApurada,
} from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { conferirVersao, dataBr, hhmm } from './pagamentos.ts';
import { apurarColaboradores, loadContexto } from './razao.ts';

/** Um pagamento por estágio calculado para o fechamento do mês (ainda não gravado). */
export type EstagioPrevisto = {
  usuarioId: number;
  vigenciaId: number;
  bancoHoraId: number;
  estagioOrdem: number;
  limiteMinutos: number;
  saldoMinutos: number;
  /** Minutos de banco pagos (acima do limite). */
  minutos: number;
  saldoDepoisMinutos: number;
  /** Minutos trabalhados pagos por percentual (origem: 50 % comum, 100 % domingo/feriado). */
  extras: ExtraBancoHoras[];
};

/** O que o fechamento da competência grava do banco de horas: calculado antes da transação. */
export type PlanoEstagios = {
  /** Último dia da competência: a data dos pagamentos. */
  data: string;
  competencia: string;
  verba: string | null;
  itens: EstagioPrevisto[];
  vigenciaIds: number[];
  usuarioIds: number[];
  versao: string;
  /** O que os pagamentos levam à folha (`bancoHorasEstagio` por percentual), por pessoa. */
  quantidades: Map<number, QuantidadeApurada[]>;
};

const mesBr = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

/**
 * Pagamento por estágio no fechamento da competência (cláusula de CCT): para cada pessoa num
 * banco com estágios, o saldo do último dia do mês acima do estágio mais alto ultrapassado é
 * pago nesse dia com a verba do estágio (`apurarPagamentoEstagio`, o mesmo motor). O módulo
 * `fechamento` recebe estas funções pelo `buildApp`: calcula antes, grava na sua transação e
 * estorna na reabertura — nunca paga duas vezes.
 */
export const createEstagiosMensais = (deps: Deps) => {
  const prever = async (
    auth: AuthContext,
    periodo: { competencia: string; fim: string },
    usuarioIds: readonly number[],
  ): Promise<PlanoEstagios> => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
    const data = periodo.fim;
    const alvo = new Set(usuarioIds);
    const hoje = await hojeDa(deps, auth.empresaId);
    const plano: PlanoEstagios = {
      data,
      competencia: periodo.competencia,
      verba: null,
      itens: [],
      vigenciaIds: [],
      usuarioIds: [],
      versao: '',
      quantidades: new Map(),
    };
    const bancos = (await repo.cadastro('banco').list()).filter((b) => b.ativo);
    const porBanco = [];
    for (const banco of bancos) {
      const estagios = await repo.listEstagios(banco.id);
      if (estagios.length === 0) continue;
      const vigencias = (await repo.listVigenciasNoPeriodo(banco.id, data, data)).filter((v) =>
        alvo.has(v.usuarioId),
      );
      if (vigencias.length === 0) continue;
      const ctx = await loadContexto(repo, banco.id);
      if (data < ctx.ciclo.inicioCiclo) continue;
      // Ciclo do banco já fechado na data: o fechamento do ciclo já pagou; nada por estágio.
      const ciclos = await repo.listCiclos(banco.id);
      if (ciclos.some((c) => c.inicio <= data && data <= c.fim && c.status === 'fechado')) continue;
      porBanco.push({ ctx, estagios, vigencias });
      plano.vigenciaIds.push(...vigencias.map((v) => v.id));
      plano.usuarioIds.push(...vigencias.map((v) => v.usuarioId));
    }
    if (plano.vigenciaIds.length === 0) return plano;
    // O retrato vem antes do cálculo: o que for gravado no meio recusa a gravação (BANCO_ALTERADO).
    plano.versao = await repo.versao(plano.usuarioIds);
    for (const { ctx, estagios, vigencias } of porBanco) {
      const apuracoes = await apurarColaboradores(deps, auth.empresaId, ctx, vigencias, data, hoje);
      for (const a of apuracoes) {
        const r = apurarPagamentoEstagio(a.entrada, estagios, data);
        if (!r) continue;
        plano.itens.push({
          usuarioId: a.usuarioId,
          vigenciaId: a.vigencia.id,
          bancoHoraId: ctx.banco.id,
          estagioOrdem: r.estagio.ordem,
          limiteMinutos: r.estagio.limiteMinutos,
          saldoMinutos: r.saldoMinutos,
          minutos: r.minutos,
          saldoDepoisMinutos: r.saldoDepoisMinutos,
          extras: r.extras,
        });
      }
    }
    for (const i of plano.itens)
      plano.quantidades.set(
        i.usuarioId,
        i.extras.map((x) => ({
          tipo: 'bancoHorasEstagio' as const,
          percentual: x.percentual,
          valor: x.minutos,
        })),
      );
    if (plano.itens.length > 0) {
      plano.verba = (await repo.findEstagioVerba())?.verba ?? null;
      if (!plano.verba)
        throw new AppError(
          'VERBA_ESTAGIO',
          `verba: ${plano.itens.length} colaborador(es) passaram um estágio do banco de horas em ${mesBr(periodo.competencia)}; configure a verba do pagamento por estágio (banco de horas → estágios) antes de fechar.`,
          422,
          'verba',
        );
    }
    return plano;
  };

  /** Na transação do fechamento: grava cada pagamento por estágio, com os itens e a auditoria. */
  const gravar = async (tx: Tx, auth: AuthContext, plano: PlanoEstagios, fechamentoId: number) => {
    if (plano.vigenciaIds.length === 0) return;
    await conferirVersao(tx, auth.empresaId, plano.vigenciaIds, plano.usuarioIds, plano.versao);
    const repo = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
    const pagos = await repo.listEstagiosNaData(
      plano.itens.map((i) => i.vigenciaId),
      plano.data,
    );
    if (pagos.length > 0)
      throw conflito(
        'ESTAGIO_JA_PAGO',
        `O pagamento por estágio de ${mesBr(plano.competencia)} já foi gravado para parte destes colaboradores.`,
      );
    const agora = deps.clock();
    for (const i of plano.itens) {
      const itens = i.extras.map((x) => ({
        natureza: 'pagamento' as const,
        percentual: x.percentual,
        verba: plano.verba,
        minutos: x.minutos,
      }));
      const p = await repo.insertPagamento(
        {
          usuarioId: i.usuarioId,
          vigenciaId: i.vigenciaId,
          origem: 'estagio',
          data: plano.data,
          minutos: i.minutos,
          motivo: `Estágio ${i.estagioOrdem} (saldo acima de ${hhmm(i.limiteMinutos)}) no fechamento de ${mesBr(plano.competencia)}`,
          autorId: auth.usuarioId,
          criadoEm: agora,
          fechamentoCompetenciaId: fechamentoId,
          estagioOrdem: i.estagioOrdem,
        },
        itens,
      );
      await auditar(tx, auth, agora, {
        entidade: 'banco_horas_pagamento',
        entidadeId: p.id,
        acao: 'pagamento-estagio',
        antes: { saldoMinutos: i.saldoMinutos },
        depois: { ...i, id: p.id, data: plano.data, fechamentoId, itens },
      });
    }
  };

  /**
   * Na transação da reabertura: estorna (linha de estorno, nada se apaga) os pagamentos por
   * estágio que o fechamento gravou; o novo fechamento os calcula de novo.
   */
  const estornar = async (tx: Tx, auth: AuthContext, fechamentoId: number, motivo: string) => {
    const repo = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
    const pagamentos = await repo.listEstagiosDoFechamento(fechamentoId);
    if (pagamentos.length === 0) return;
    await repo.lockVigencias(pagamentos.map((p) => p.vigenciaId));
    const agora = deps.clock();
    for (const p of pagamentos) {
      const v = (await repo.findColaborador(p.vigenciaId))!;
      const ciclos = await repo.listCiclos(v.bancoHoraId);
      if (ciclos.some((c) => c.inicio <= p.data && p.data <= c.fim && c.status === 'fechado'))
        throw conflito(
          'CICLO_FECHADO',
          `O pagamento por estágio de ${dataBr(p.data)} está num ciclo do banco de horas já fechado: reabra o ciclo do banco antes.`,
        );
      await repo.insertEstornoPagamento({
        pagamentoId: p.id,
        motivo,
        autorId: auth.usuarioId,
        criadoEm: agora,
        fechamentoCompetenciaId: fechamentoId,
      });
      await auditar(tx, auth, agora, {
        entidade: 'banco_horas_pagamento',
        entidadeId: p.id,
        acao: 'estorno-estagio',
        antes: { origem: p.origem, data: p.data, minutos: p.minutos },
        depois: { estornado: true, motivo, fechamentoId },
      });
    }
  };

  return { prever, gravar, estornar };
};
export type EstagiosMensais = ReturnType<typeof createEstagiosMensais>;
