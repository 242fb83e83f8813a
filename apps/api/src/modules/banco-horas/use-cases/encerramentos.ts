import type {
  FechamentoAntecipado,
  FechamentoAntecipadoEntrada,
  PagamentoBancoHoras,
  RescisaoEntrada,
  TipoRescisao,
} from '@jornada/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, hojeDa, isDuplicado } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import {
  exigirCicloAberto,
  exigirVerbas,
  itensDoEncerramento,
  verbasFaltando,
} from './liquidacao.ts';
import { conferirVersao, dataBr, prepararOperacao } from './pagamentos.ts';
import {
  apurarColaboradores,
  type ContextoBanco,
  loadContexto,
  type Simulacao,
  type Vigencia,
} from './razao.ts';

type Encerramento = {
  origem: 'fechamento-antecipado' | 'rescisao';
  data: string;
  tipoRescisao: TipoRescisao | null;
  motivo: string;
};

const JA_FEITO = {
  'fechamento-antecipado': 'Já houve um fechamento antecipado nesta vigência do colaborador.',
  rescisao: 'A rescisão do banco deste colaborador já foi feita.',
};

/**
 * Fechamento antecipado (de uma pessoa ou do banco inteiro) e rescisão (CLT art. 59 §3º): o
 * motor encerra o ciclo da pessoa na data — saldo positivo pago como extra por origem, negativo
 * descontado ou perdoado pela política e pelo tipo da rescisão — e a gravação leva os itens por
 * verba para a folha, uma vez por vigência.
 */
export const createEncerramentos = (deps: Deps) => {
  /** O encerramento de cada vigência pelo motor; quem não pode encerrar vai para `recusados`. */
  const calcular = async (
    db: Db | Tx,
    auth: AuthContext,
    ctx: ContextoBanco,
    vigencias: readonly Vigencia[],
    enc: Encerramento,
    hoje: string,
  ) => {
    const repo = bancoHorasRepository({ db, empresaId: auth.empresaId });
    const linhas = await repo.listPagamentos(vigencias.map((v) => v.usuarioId));
    const recusados: FechamentoAntecipado['recusados'] = [];
    const livres = vigencias.filter((v) => {
      const daVigencia = linhas.filter((p) => p.vigenciaId === v.id);
      const feito = daVigencia.find((p) => p.origem === enc.origem || p.origem === 'rescisao');
      const pagoDepois = daVigencia.find((p) => p.origem === 'extraordinario' && p.data > enc.data);
      const motivo = feito
        ? JA_FEITO[feito.origem as Encerramento['origem']]
        : enc.origem === 'rescisao' && pagoDepois
          ? `Há pagamento extraordinário em ${dataBr(pagoDepois.data)}, depois da rescisão.`
          : null;
      if (motivo) recusados.push({ usuarioId: v.usuarioId, motivo });
      return motivo === null;
    });
    const simulacao: Simulacao =
      enc.origem === 'rescisao'
        ? { rescisao: { data: enc.data, tipo: enc.tipoRescisao! } }
        : { fechamentoAntecipado: enc.data };
    const mapa = new Map(livres.map((v) => [v.id, simulacao]));
    const apuracoes = await apurarColaboradores(
      { ...deps, db },
      auth.empresaId,
      ctx,
      livres,
      enc.data,
      hoje,
      mapa,
    );
    const pagamentos: PagamentoBancoHoras[] = [];
    for (const a of apuracoes) {
      const c = a.resultado.ciclos.find((x) => x.fim === enc.data && x.encerradoPor === enc.origem);
      if (!c) {
        recusados.push({
          usuarioId: a.usuarioId,
          motivo:
            'A data é o último dia do ciclo do colaborador: o fechamento do ciclo paga o saldo.',
        });
        continue;
      }
      const itens = itensDoEncerramento(a, c, ctx);
      pagamentos.push({
        id: null,
        usuarioId: a.usuarioId,
        origem: enc.origem,
        data: enc.data,
        minutos: c.saldoFinal,
        tipoRescisao: enc.tipoRescisao,
        motivo: enc.motivo,
        saldoAntesMinutos: c.saldoFinal,
        saldoDepoisMinutos: -c.transportado,
        perdoadoMinutos: c.perdoado,
        itens,
        verbasFaltando: verbasFaltando(itens),
      });
    }
    const todos = pagamentos.flatMap((p) => p.itens);
    return { pagamentos, recusados, verbasFaltando: verbasFaltando(todos), livres };
  };

  /** Uma pessoa: as recusas comuns (prepararOperacao) e o encerramento da sua vigência. */
  const daPessoa = async (db: Db | Tx, auth: AuthContext, usuarioId: number, enc: Encerramento) => {
    const { hoje, v, ctx, versao } = await prepararOperacao(db, deps, auth, {
      usuarioId,
      data: enc.data,
    });
    const r = {
      ...(await calcular(db, auth, ctx, [v], enc, hoje)),
      versao,
      usuarioIds: [usuarioId],
    };
    if (r.recusados.length > 0)
      throw conflito('ENCERRAMENTO_RECUSADO', r.recusados[0]!.motivo, 'data');
    return r;
  };

  /** O banco inteiro: todas as vigências que cobrem a data. */
  const doBanco = async (
    db: Db | Tx,
    auth: AuthContext,
    bancoHoraId: number,
    enc: Encerramento,
  ) => {
    const repo = bancoHorasRepository({ db, empresaId: auth.empresaId });
    const hoje = await hojeDa(deps, auth.empresaId, db);
    if (enc.data > hoje)
      throw new AppError('DATA_FUTURA', 'A data é de hoje ou de um dia passado.', 400, 'data');
    const ctx = await loadContexto(repo, bancoHoraId);
    if (enc.data < ctx.ciclo.inicioCiclo)
      throw new AppError(
        'BANCO_HORAS_DATA',
        `O banco começa em ${dataBr(ctx.ciclo.inicioCiclo)}.`,
        400,
        'data',
      );
    await exigirCicloAberto(repo, bancoHoraId, enc.data, 'data');
    const vigencias = await repo.listVigenciasNoPeriodo(bancoHoraId, enc.data, enc.data);
    const usuarioIds = vigencias.map((v) => v.usuarioId);
    const versao = await repo.versao(usuarioIds);
    return { ...(await calcular(db, auth, ctx, vigencias, enc, hoje)), versao, usuarioIds };
  };

  type Calculado = Awaited<ReturnType<typeof calcular>> & {
    versao: string;
    usuarioIds: number[];
  };

  const gravar = async (tx: Tx, auth: AuthContext, r: Calculado, enc: Encerramento) => {
    await conferirVersao(
      tx,
      auth.empresaId,
      r.livres.map((v) => v.id),
      r.usuarioIds,
      r.versao,
    );
    const repo = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
    const agora = deps.clock();
    const gravados: PagamentoBancoHoras[] = [];
    for (const p of r.pagamentos) {
      const v = r.livres.find((x) => x.usuarioId === p.usuarioId)!;
      const linha = await repo.insertPagamento(
        {
          usuarioId: p.usuarioId,
          vigenciaId: v.id,
          origem: enc.origem,
          data: enc.data,
          tipoRescisao: enc.tipoRescisao,
          motivo: enc.motivo,
          autorId: auth.usuarioId,
          criadoEm: agora,
        },
        p.itens,
      );
      // A rescisão encerra a vigência (nada vem depois dela, §3º).
      if (enc.origem === 'rescisao' && (v.vigenciaFim === null || v.vigenciaFim > enc.data))
        await repo.updateColaborador(v.id, { vigenciaFim: enc.data });
      const gravado = { ...p, id: linha.id };
      await auditar(tx, auth, agora, {
        entidade: 'banco_horas_pagamento',
        entidadeId: linha.id,
        acao: enc.origem,
        antes: { vigenciaId: v.id, vigenciaFim: v.vigenciaFim, saldoMinutos: p.saldoAntesMinutos },
        depois: gravado,
      });
      gravados.push(gravado);
    }
    return { pagamentos: gravados, recusados: r.recusados, verbasFaltando: [] };
  };

  const emTransacao = async <T>(f: (tx: Tx) => Promise<T>) => {
    try {
      return await deps.db.transaction(f);
    } catch (e) {
      if (isDuplicado(e))
        throw conflito('JA_ENCERRADO', 'O banco já foi encerrado nesta vigência.');
      throw e;
    }
  };

  const antecipado = (e: FechamentoAntecipadoEntrada): Encerramento => ({
    origem: 'fechamento-antecipado',
    data: e.data,
    tipoRescisao: null,
    motivo: e.motivo,
  });
  const rescisao = (e: RescisaoEntrada): Encerramento => ({
    origem: 'rescisao',
    data: e.data,
    tipoRescisao: e.tipoRescisao,
    motivo: e.motivo,
  });
  const calcularAntecipado = (db: Db | Tx, auth: AuthContext, e: FechamentoAntecipadoEntrada) =>
    e.usuarioId !== undefined
      ? daPessoa(db, auth, e.usuarioId, antecipado(e))
      : doBanco(db, auth, e.bancoHoraId!, antecipado(e));
  const semLivres = ({ livres: _l, versao: _v, usuarioIds: _u, ...r }: Calculado) => r;

  return {
    previaAntecipado: async (
      auth: AuthContext,
      e: FechamentoAntecipadoEntrada,
    ): Promise<FechamentoAntecipado> => semLivres(await calcularAntecipado(deps.db, auth, e)),
    confirmarAntecipado: async (
      auth: AuthContext,
      e: FechamentoAntecipadoEntrada,
    ): Promise<FechamentoAntecipado> => {
      const r = await calcularAntecipado(deps.db, auth, e);
      exigirVerbas(r.pagamentos.flatMap((p) => p.itens));
      return emTransacao((tx) => gravar(tx, auth, r, antecipado(e)));
    },
    previaRescisao: async (auth: AuthContext, e: RescisaoEntrada) =>
      (await daPessoa(deps.db, auth, e.usuarioId, rescisao(e))).pagamentos[0]!,
    confirmarRescisao: async (auth: AuthContext, e: RescisaoEntrada) => {
      const r = await daPessoa(deps.db, auth, e.usuarioId, rescisao(e));
      exigirVerbas(r.pagamentos.flatMap((p) => p.itens));
      return emTransacao(async (tx) => (await gravar(tx, auth, r, rescisao(e))).pagamentos[0]!);
    },
  };
};
