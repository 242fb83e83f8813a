import type { Db } from '../../db/client.ts';
import type {
  ApuracaoService,
  ApurarPessoa,
  EspelhoCalculado,
  PessoaEspelho,
} from '../apuracao/index.ts';
import { atorJob, registrarAuditoria } from '../auditoria/index.ts';
import { agoraNaEmpresa, espelhoRepository } from '../espelho/index.ts';
import { dataBr } from '../regras/index.ts';
import {
  apuracaoResultadoRepository,
  fotografiaParaCopia,
  type NovoResultado,
} from './apuracao-resultado.repository.ts';
import { reprocessamentoRepository } from './reprocessamento.repository.ts';

export type DadosJob = { empresaId: number; reprocessamentoId: number };

export type ExecutorDeps = {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  tamanhoLote: number;
  /** O servidor está encerrando: para entre lotes e devolve o pedido à fila. */
  interrompido: () => boolean;
};

/** Interrupção por encerramento do servidor: o pg-boss tenta de novo na próxima subida. */
export class ReprocessamentoInterrompido extends Error {
  override name = 'ReprocessamentoInterrompido';
}

/** Linhas da fotografia: só dias apurados (fechados) do período. */
const paraFotografia = (e: EspelhoCalculado, id: number, em: Date): NovoResultado[] => {
  const perdidos = new Set(e.semanas.filter((s) => s.perdido).map((s) => s.dsr));
  return e.linhas.flatMap((l) => {
    const r = l.resultado;
    if (!r) return [];
    return [
      {
        usuarioId: e.usuarioId,
        data: l.data,
        reprocessamentoId: id,
        tipoDia: l.tipoDia,
        previsto: r.previsto,
        trabalhado: r.trabalhadoComputado,
        trabalhadoRelogio: r.trabalhadoRelogio,
        noturno: r.noturnoReduzido,
        saldo: r.saldo,
        extras: r.extras,
        extrasNoturnas: r.extrasNoturnas,
        debito: r.debito,
        falta: r.falta,
        intervaloIndenizado: r.intervalo.indenizado,
        interjornadaSuprimida: r.interjornada.suprimido,
        bancoCredito: r.bancoHoras.credito,
        bancoDebito: r.bancoHoras.debito + l.compensacaoBancoHoras,
        dsrPerdido: perdidos.has(l.data),
        alertas: r.alertas,
        inconsistencias: r.inconsistencias,
        pendente: l.pendencias.length > 0,
        marcacoes: l.apuraveis,
        calculadoEm: em,
      },
    ];
  });
};

/**
 * Um lote apurado colaborador a colaborador direto no texto do COPY: cada espelho vira linhas e
 * é descartado em seguida (morre jovem no V8); o lote guarda só o texto e as contagens.
 */
const fotografiaDoLote = (
  empresaId: number,
  pessoas: readonly PessoaEspelho[],
  apurar: ApurarPessoa,
  id: number,
  em: Date,
) => {
  const partes: string[] = [];
  let dias = 0;
  let ocorrencias = 0;
  for (const pessoa of pessoas) {
    const linhas = paraFotografia(apurar(pessoa), id, em);
    dias += linhas.length;
    for (const l of linhas) if (l.alertas.length + l.inconsistencias.length > 0) ocorrencias++;
    partes.push(fotografiaParaCopia(empresaId, linhas));
  }
  return { copia: partes.join(''), dias, ocorrencias };
};

const segundos = (ms: number) => (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * O job de reprocessamento: recalcula o intervalo para a empresa ou o departamento em lotes de
 * colaboradores, grava a fotografia (`apuracao_resultado`) e o progresso de cada lote numa
 * transação, e escreve o log. Entre lotes atende o cancelamento (PUT /cancelar) e o
 * encerramento do servidor. Começa sempre do zero: repetir é seguro.
 */
export const createExecutor = (deps: ExecutorDeps) => async (job: DadosJob) => {
  const escopo = { db: deps.db, empresaId: job.empresaId };
  const id = job.reprocessamentoId;
  const repo = reprocessamentoRepository(escopo);
  const log = (nivel: 'info' | 'aviso' | 'erro', mensagem: string) =>
    repo.registrar(id, deps.clock(), nivel, mensagem);
  const pedido = await repo.findById(id);
  if (pedido?.status === 'cancelado') {
    await log('aviso', 'Cancelado antes de começar: nada foi reprocessado.');
    return;
  }
  if (!pedido || (pedido.status !== 'pendente' && pedido.status !== 'processando')) return;
  const { dataInicio: inicio, dataFim: fim } = pedido;
  const pessoas = await espelhoRepository(escopo).listColaboradores({
    inicio,
    fim,
    departamentoId: pedido.departamentoId,
  });
  if (!(await repo.iniciar(id, pessoas.length, deps.clock()))) return;
  const alvo = pedido.departamento ? `departamento ${pedido.departamento}` : 'empresa inteira';
  await log(
    'info',
    `Início: ${pessoas.length} colaborador(es) (${alvo}), de ${dataBr(inicio)} a ${dataBr(fim)}.`,
  );
  const t0 = performance.now();
  const lotes = Math.ceil(pessoas.length / deps.tamanhoLote);
  const loteDe = (k: number) => pessoas.slice(k * deps.tamanhoLote, (k + 1) * deps.tamanhoLote);
  const { hoje } = await agoraNaEmpresa(escopo, deps.clock);
  // O lote seguinte é calculado enquanto o atual é gravado (banco e Node trabalham juntos).
  const calcular = (k: number) => {
    const lote = loteDe(k);
    const p = deps.apuracao
      .prepararEspelhos({ ...escopo, pessoas: lote, inicio, fim, hoje })
      .then((apurar) => fotografiaDoLote(job.empresaId, lote, apurar, id, deps.clock()));
    p.catch(() => {}); // a falha aparece no await do laço; aqui só não fica "sem tratamento"
    return p;
  };
  let proximo = lotes > 0 ? calcular(0) : null;
  let feitos = 0;
  try {
    for (let k = 0; k < lotes; k++) {
      const calculado = await proximo!;
      if ((await repo.statusDe(id)) === 'cancelado') {
        await log(
          'aviso',
          `Cancelado: parou depois de ${feitos} de ${pessoas.length} colaborador(es).`,
        );
        return;
      }
      if (deps.interrompido()) {
        await repo.finalizar(id, 'pendente', deps.clock());
        await log('aviso', 'Servidor encerrando: o reprocessamento será retomado do início.');
        throw new ReprocessamentoInterrompido('servidor encerrando');
      }
      proximo = k + 1 < lotes ? calcular(k + 1) : null;
      const lote = loteDe(k);
      const { copia, dias, ocorrencias } = calculado;
      await deps.db.transaction(async (tx) => {
        const noTx = { db: tx, empresaId: job.empresaId };
        await apuracaoResultadoRepository(noTx).substituir(
          lote.map((p) => p.id),
          inicio,
          fim,
          copia,
        );
        await reprocessamentoRepository(noTx).avancar(id, {
          pessoas: lote.length,
          dias,
          ocorrencias,
        });
      });
      feitos += lote.length;
      await log(
        'info',
        `Lote ${k + 1}/${lotes}: ${lote.length} colaborador(es), ${dias} dia(s) apurado(s), ${ocorrencias} com ocorrência.`,
      );
    }
    if (await repo.finalizar(id, 'concluido', deps.clock())) {
      await log('info', `Concluído em ${segundos(performance.now() - t0)} s.`);
      // Quem regravou os resultados foi o job, não uma pessoa: a trilha diz o nome dele.
      await registrarAuditoria(deps.db, {
        empresaId: job.empresaId,
        ator: atorJob('reprocessamento'),
        entidade: 'reprocessamento',
        entidadeId: id,
        acao: 'concluir',
        depois: { pessoas: feitos, inicio, fim },
        em: deps.clock(),
      });
    }
  } catch (erro) {
    if (erro instanceof ReprocessamentoInterrompido) throw erro;
    const mensagem = erro instanceof Error ? erro.message : String(erro);
    await repo.finalizar(id, 'erro', deps.clock(), mensagem);
    await log('erro', `Falhou depois de ${feitos} colaborador(es): ${mensagem}`);
  }
};
