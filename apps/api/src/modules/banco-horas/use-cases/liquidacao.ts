import type { ItemFechamento, ItemPagamento } from '@jornada/contracts';
import type { CicloBancoHoras, ExtraBancoHoras } from '@jornada/domain';
import { AppError } from '../../../shared/errors.ts';
import { atorJob, registrarAuditoria } from '../../auditoria/index.ts';
import { type Deps, hojeDa } from '../banco-horas.comum.ts';
import { type BancoHorasRepository, bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasCiclo } from '../banco-horas.table.ts';
import { liquidacaoRepository } from '../banco-horas-liquidacao.repository.ts';
import { type Apuracao, apurarColaboradores, type ContextoBanco, loadContexto } from './razao.ts';

/** Abaixo disto, minutos são zero (o motor arredonda a 1e-9). */
const EPSILON = 1e-6;
const limpar = (v: number) => Math.round(v * 1e9) / 1e9;

/** A verba configurada para a natureza e o percentual (null: falta configurar). */
export const verbaDe = (ctx: ContextoBanco, tipo: string, percentual: number) =>
  ctx.verbas.find((v) => v.tipo === tipo && v.percentual === percentual)?.verba ?? null;

/**
 * O que o ciclo `c` paga no seu encerramento: o `pagarComoExtra` do motor menos o que os
 * pagamentos extraordinários dentro dele já levaram (cada um foi pago na sua data, com a sua verba).
 */
export const extrasDoEncerramento = (a: Apuracao, c: CicloBancoHoras): ExtraBancoHoras[] => {
  const jaPagos = new Map<number, number>();
  for (const p of a.pagamentos) {
    if (p.id === null || p.data < c.inicio || p.data > c.fim) continue;
    for (const x of p.extras)
      jaPagos.set(x.percentual, (jaPagos.get(x.percentual) ?? 0) + x.minutos);
  }
  return c.pagarComoExtra
    .map((x) => ({
      percentual: x.percentual,
      minutos: limpar(x.minutos - (jaPagos.get(x.percentual) ?? 0)),
    }))
    .filter((x) => x.minutos > EPSILON);
};

/** Itens (pagamento por %, desconto) do encerramento do ciclo `c`, com as verbas. */
export const itensDoEncerramento = (
  a: Apuracao,
  c: CicloBancoHoras,
  ctx: ContextoBanco,
): ItemPagamento[] => [
  ...extrasDoEncerramento(a, c).map(
    (x): ItemPagamento => ({
      natureza: 'pagamento',
      percentual: x.percentual,
      verba: verbaDe(ctx, 'pagamento', x.percentual),
      minutos: x.minutos,
    }),
  ),
  ...(c.descontar > EPSILON
    ? [
        {
          natureza: 'desconto' as const,
          percentual: 0,
          verba: verbaDe(ctx, 'desconto', 0),
          minutos: c.descontar,
        },
      ]
    : []),
];

/** Pagamento extraordinário: o que ele leva por percentual, com a verba do pagamento. */
export const itensDoPagamento = (extras: readonly ExtraBancoHoras[], ctx: ContextoBanco) =>
  extras.map(
    (x): ItemPagamento => ({
      natureza: 'pagamento',
      percentual: x.percentual,
      verba: verbaDe(ctx, 'pagamento', x.percentual),
      minutos: x.minutos,
    }),
  );

/** As verbas que faltam configurar, pelo nome que o RH vê. */
export const verbasFaltando = (
  itens: readonly { natureza: string; percentual: number; verba: string | null }[],
) => [
  ...new Set(
    itens
      .filter((i) => i.verba === null)
      .map((i) => (i.natureza.endsWith('desconto') ? 'desconto' : `pagamento ${i.percentual} %`)),
  ),
];

export const exigirVerbas = (itens: Parameters<typeof verbasFaltando>[0]) => {
  const semVerba = verbasFaltando(itens);
  if (semVerba.length > 0)
    throw new AppError(
      'VERBA_FALTANDO',
      `Configure a verba do fechamento antes de confirmar: ${semVerba.join(', ')}.`,
      422,
      'verba',
    );
};

/** Data num ciclo já fechado do banco não muda mais: reabra o ciclo antes (com motivo). */
export const exigirCicloAberto = async (
  repo: BancoHorasRepository,
  bancoHoraId: number,
  data: string,
  campo: string,
) => {
  const ciclos = await repo.listCiclos(bancoHoraId);
  if (ciclos.some((c) => c.inicio <= data && data <= c.fim && c.status === 'fechado'))
    throw new AppError(
      'CICLO_FECHADO',
      'A data está num ciclo já fechado: reabra o ciclo antes.',
      409,
      campo,
    );
};

type LinhaCiclo = typeof bancoHorasCiclo.$inferSelect;

/**
 * Pagamentos (por percentual, CLT art. 59 §3º) e desconto de um colaborador, com a verba: os
 * ciclos do motor que terminam no fim do ciclo dentro do período do ciclo do banco. Um ciclo
 * encerrado por fechamento antecipado ou rescisão já foi pago no encerramento; os pagamentos
 * extraordinários, na sua data.
 */
export const itensDoCiclo = (
  a: Apuracao,
  ciclo: LinhaCiclo,
  ctx: ContextoBanco,
): ItemFechamento[] =>
  a.resultado.ciclos
    .filter((c) => c.encerradoPor === 'fim-do-ciclo' && c.fim >= ciclo.inicio && c.fim <= ciclo.fim)
    .flatMap((c) => itensDoEncerramento(a, c, ctx))
    .map((i) => ({ usuarioId: a.usuarioId, ...i }));

/**
 * As verbas que o fechamento pode usar pela configuração (o motor paga pelo percentual comum e
 * pelo de domingo/feriado; desconta só com a política `descontar`): conferidas na confirmação,
 * antes de enfileirar, sem apurar as 10.000 pessoas na requisição.
 */
export const verbasDaConfiguracao = (ctx: ContextoBanco) =>
  verbasFaltando(
    [
      ...new Set([
        ctx.configuracao.percentualPagamento,
        ctx.configuracao.percentualPagamentoDomingoFeriado,
      ]),
    ]
      .map((percentual) => ({
        natureza: 'pagamento',
        percentual,
        verba: verbaDe(ctx, 'pagamento', percentual),
      }))
      .concat(
        ctx.configuracao.saldoNegativoNoFechamento === 'descontar'
          ? [{ natureza: 'desconto', percentual: 0, verba: verbaDe(ctx, 'desconto', 0) }]
          : [],
      ),
  );

export type DadosLiquidacao = { empresaId: number; fechamentoId: number };
export type OpcoesLiquidacao = {
  /** Vigências por lote (um lote = uma transação). */
  tamanhoLote: number;
  /** O servidor está encerrando: para entre lotes; o pg-boss retoma do último lote gravado. */
  interrompido: () => boolean;
};

/** Interrupção entre lotes (servidor encerrando): o job volta à fila e continua do cursor. */
export class LiquidacaoInterrompida extends Error {
  override name = 'LiquidacaoInterrompida';
}

export const JOB_FECHAMENTO = 'fechamento-banco-horas';

/**
 * O job do fechamento do ciclo: apura as vigências do ciclo em lotes (por id, a partir do cursor
 * gravado) e grava os itens de cada lote numa transação que trava o fechamento, confere o cursor
 * (o lote que outro worker ou uma execução anterior já gravou não entra de novo: nunca paga duas
 * vezes; a chave primária do item é a segunda barreira), avança o progresso e audita. Retomar é
 * rodar de novo: continua depois do último lote gravado.
 */
export const liquidarFechamento = async (
  deps: Deps,
  job: DadosLiquidacao,
  opcoes: OpcoesLiquidacao,
) => {
  const escopo = { db: deps.db, empresaId: job.empresaId };
  const id = job.fechamentoId;
  const f = await liquidacaoRepository(escopo).findFechamento(id);
  if (f?.status !== 'processando') return;
  const repo = bancoHorasRepository(escopo);
  const ator = atorJob(JOB_FECHAMENTO);
  try {
    const ciclo = (await repo.cadastro('ciclo').find(f.cicloId))!;
    const ctx = await loadContexto(repo, ciclo.bancoHoraId);
    const hoje = await hojeDa(deps, job.empresaId);
    let cursor = f.ultimaVigenciaId;
    for (;;) {
      if (opcoes.interrompido()) throw new LiquidacaoInterrompida('servidor encerrando');
      const lote = await liquidacaoRepository(escopo).loteDeVigencias(
        ciclo,
        cursor,
        opcoes.tamanhoLote,
      );
      if (lote.length === 0) break;
      // Apuração fora da transação (o espelho lê pela conexão raiz); a gravação, numa só.
      const apuracoes = await apurarColaboradores(deps, job.empresaId, ctx, lote, ciclo.fim, hoje);
      const ultimo = lote.at(-1)!.id;
      await deps.db.transaction(async (tx) => {
        const liq = liquidacaoRepository({ db: tx, empresaId: job.empresaId });
        const travado = await liq.lockFechamento(id);
        if (travado?.status !== 'processando') return;
        const novas = apuracoes.filter((a) => a.vigencia.id > travado.ultimaVigenciaId);
        if (novas.length === 0) return;
        const itens = novas.flatMap((a) => itensDoCiclo(a, ciclo, ctx));
        exigirVerbas(itens);
        await liq.insertItens(id, itens);
        await liq.avancar(id, ultimo, novas.length);
        await registrarAuditoria(tx, {
          empresaId: job.empresaId,
          ator,
          entidade: 'banco_horas_fechamento',
          entidadeId: id,
          acao: 'liquidar-lote',
          depois: { cicloId: ciclo.id, vigencias: novas.map((a) => a.vigencia.id), itens },
          em: deps.clock(),
        });
      });
      cursor = ultimo;
    }
    await deps.db.transaction(async (tx) => {
      const liq = liquidacaoRepository({ db: tx, empresaId: job.empresaId });
      const travado = await liq.lockFechamento(id);
      if (travado?.status !== 'processando') return;
      await liq.finalizar(id, 'concluido', null);
      await registrarAuditoria(tx, {
        empresaId: job.empresaId,
        ator,
        entidade: 'banco_horas_fechamento',
        entidadeId: id,
        acao: 'concluir',
        antes: { status: 'processando' },
        depois: { status: 'concluido', colaboradores: travado.feitos, total: travado.total },
        em: deps.clock(),
      });
    });
  } catch (erro) {
    if (erro instanceof LiquidacaoInterrompida) throw erro;
    // Erro de dados (verba removida, cadastro inconsistente): para com a mensagem; os lotes já
    // gravados ficam, e confirmar de novo retoma do cursor (ou reabrir estorna o que foi pago).
    const mensagem = erro instanceof Error ? erro.message : String(erro);
    await liquidacaoRepository(escopo).finalizar(id, 'erro', mensagem);
  }
};
