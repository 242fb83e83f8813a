import type {
  ItemPagamento,
  PagamentoBancoHoras,
  PagamentoExtraordinarioEntrada,
} from '@jornada/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { exigirReferencia } from './cadastros.ts';
import { exigirCicloAberto, exigirVerbas, itensDoPagamento, verbasFaltando } from './liquidacao.ts';
import { apurarColaboradores, loadContexto, type Vigencia } from './razao.ts';

/** Minutos em HH:MM para as mensagens (ex.: 90 → 01:30). */
export const hhmm = (minutos: number) => {
  const m = Math.round(Math.abs(minutos));
  const texto = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return minutos < 0 ? `-${texto}` : texto;
};
export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const cobre = (v: Vigencia, data: string) =>
  v.vigenciaInicio <= data && (v.vigenciaFim === null || v.vigenciaFim >= data);

/**
 * A vigência do colaborador que cobre `data`, o contexto do banco e as recusas comuns às
 * operações que pagam: data futura, sem banco, antes do início, ciclo do banco já fechado.
 */
export const prepararOperacao = async (
  db: Db | Tx,
  deps: Deps,
  auth: AuthContext,
  e: { usuarioId: number; data: string },
  /** Estorno de lançamento futuro (compensação marcada): a data pode passar de hoje. */
  opcoes: { futuro?: boolean } = {},
) => {
  const repo = bancoHorasRepository({ db, empresaId: auth.empresaId });
  await exigirReferencia(repo.findUsuario(e.usuarioId), 'Colaborador', 'usuarioId');
  const hoje = await hojeDa(deps, auth.empresaId, db);
  if (e.data > hoje && !opcoes.futuro)
    throw new AppError('DATA_FUTURA', 'A data é de hoje ou de um dia passado.', 400, 'data');
  const v = await repo.findVigencia(e.usuarioId, e.data);
  if (!v || !cobre(v, e.data))
    throw conflito(
      'SEM_BANCO_HORAS',
      'O colaborador não estava em nenhum banco de horas nessa data.',
      'data',
    );
  const ctx = await loadContexto(repo, v.bancoHoraId);
  if (e.data < ctx.ciclo.inicioCiclo)
    throw new AppError(
      'BANCO_HORAS_DATA',
      `O banco começa em ${dataBr(ctx.ciclo.inicioCiclo)}.`,
      400,
      'data',
    );
  await exigirCicloAberto(repo, v.bancoHoraId, e.data, 'data');
  const encerrado = (await repo.listPagamentos([e.usuarioId])).find(
    (p) => p.vigenciaId === v.id && p.origem === 'rescisao',
  );
  if (encerrado)
    throw conflito('BANCO_ENCERRADO', 'O banco deste colaborador já foi encerrado na rescisão.');
  return { repo, hoje, v, ctx, versao: await repo.versao([e.usuarioId]) };
};

/**
 * A apuração (espelho e motor) roda antes da transação; dentro dela, depois de travar as
 * vigências, o banco das pessoas tem de estar como estava no cálculo (nada gravado no meio): assim
 * duas operações ao mesmo tempo não pagam o mesmo saldo duas vezes.
 */
export const conferirVersao = async (
  tx: Tx,
  empresaId: number,
  vigenciaIds: readonly number[],
  usuarioIds: readonly number[],
  versao: string,
) => {
  const repo = bancoHorasRepository({ db: tx, empresaId });
  await repo.lockVigencias(vigenciaIds);
  if ((await repo.versao(usuarioIds)) !== versao)
    throw conflito(
      'BANCO_ALTERADO',
      'O banco do colaborador mudou enquanto a operação era calculada: confira a prévia de novo.',
    );
};

/** Pagamento extraordinário de parte do saldo (prévia e confirmação). */
export const createPagamentos = (deps: Deps) => {
  const calcular = async (auth: AuthContext, e: PagamentoExtraordinarioEntrada) => {
    const { hoje, v, ctx, versao } = await prepararOperacao(deps.db, deps, auth, e);
    const comDb = deps;
    const [antes] = await apurarColaboradores(comDb, auth.empresaId, ctx, [v], e.data, hoje);
    const saldoAntes = antes!.resultado.saldoAtual;
    if (e.minutos > saldoAntes + 1e-6)
      throw new AppError(
        'SALDO_INSUFICIENTE',
        `O saldo positivo em ${dataBr(e.data)} é de ${hhmm(Math.max(0, saldoAntes))}: não dá para pagar ${hhmm(e.minutos)}.`,
        400,
        'minutos',
      );
    const simulacao = new Map([[v.id, { pagamento: { data: e.data, minutos: e.minutos } }]]);
    const [depois] = await apurarColaboradores(
      comDb,
      auth.empresaId,
      ctx,
      [v],
      hoje,
      hoje,
      simulacao,
    );
    const simulado = depois!.pagamentos.find((p) => p.id === null)!;
    const ateData = depois!.resultado.extrato.filter((l) => l.data <= e.data);
    const itens: ItemPagamento[] = itensDoPagamento(simulado.extras, ctx);
    const previa: PagamentoBancoHoras = {
      id: null,
      usuarioId: e.usuarioId,
      origem: 'extraordinario',
      data: e.data,
      minutos: e.minutos,
      tipoRescisao: null,
      motivo: e.motivo,
      saldoAntesMinutos: saldoAntes,
      saldoDepoisMinutos: ateData.at(-1)?.saldo ?? saldoAntes - e.minutos,
      perdoadoMinutos: 0,
      itens,
      verbasFaltando: verbasFaltando(itens),
    };
    return { previa, v, versao };
  };

  return {
    previa: async (auth: AuthContext, e: PagamentoExtraordinarioEntrada) =>
      (await calcular(auth, e)).previa,

    /** Grava o pagamento e o que ele leva por verba; a vigência travada impede pagar duas vezes. */
    confirmar: async (auth: AuthContext, e: PagamentoExtraordinarioEntrada) => {
      const { previa: r, v, versao } = await calcular(auth, e);
      exigirVerbas(r.itens);
      return deps.db.transaction(async (tx) => {
        await conferirVersao(tx, auth.empresaId, [v.id], [e.usuarioId], versao);
        const repo = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
        const agora = deps.clock();
        const p = await repo.insertPagamento(
          {
            usuarioId: e.usuarioId,
            vigenciaId: v.id,
            origem: 'extraordinario',
            data: e.data,
            minutos: e.minutos,
            motivo: e.motivo,
            autorId: auth.usuarioId,
            criadoEm: agora,
          },
          r.itens,
        );
        const gravado = { ...r, id: p.id };
        await auditar(tx, auth, agora, {
          entidade: 'banco_horas_pagamento',
          entidadeId: p.id,
          acao: 'pagamento-extraordinario',
          antes: { saldoMinutos: r.saldoAntesMinutos },
          depois: gravado,
        });
        return gravado;
      });
    },
  };
};
