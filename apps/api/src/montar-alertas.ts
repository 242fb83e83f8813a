import { SERVICOS } from '@jornada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { Fila } from './jobs/fila.ts';
import {
  alertaRoutes,
  createAlertaFaceRecusada,
  createAlertaService,
  createAvaliacaoMarcacao,
  createEntregaAlertas,
  createVarreduraAusencias,
  type DepsEntrega,
  type JornadaPrevista,
  type MarcacaoAvaliada,
} from './modules/alerta/index.ts';
import type { Barramento } from './shared/eventos.ts';
import { createFilaEmLote, createUmaPorLote } from './shared/gravacao-em-lote.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alertas: espera avaliações e entregas em andamento; varreduras sob demanda (testes). */
    alertasJobs: {
      aguardar: () => Promise<void>;
      avaliarMarcacao: (e: MarcacaoAvaliada) => Promise<void>;
      varrer: () => Promise<number>;
      entregarVencidas: () => Promise<void>;
    };
  }
}

type Deps = {
  db: Db;
  notificacao: { entregar: DepsEntrega['push'] };
  acesso: Pick<DepsEntrega, 'mailer' | 'appUrl'>;
  clock: () => Date;
  eventos: Barramento;
  fila: Fila | undefined;
  jornadaPrevista: JornadaPrevista;
};

export const FILA_ALERTAS = 'alerta.avaliar';
/**
 * Jobs de avaliação buscados e concluídos por consulta: o worker do pg-boss espera o intervalo de
 * consulta entre uma busca e a seguinte, então um job por busca avaliava ~1 marcação/s por processo.
 */
const LOTE_AVALIACAO = 50;
/**
 * Avaliações de um lote ao mesmo tempo, por processo. Cada uma faz de 3 a 12 consultas em
 * sequência; em série, o bench com uma pessoa diferente por marcação esvaziava a fila a ~126
 * avaliações/s, com a máquina ociosa. Quatro deixam conexões do pool (10) para as marcações.
 */
const CONCORRENCIA_AVALIACAO = 4;
/** Varredura (entrada não registrada, pendências e entregas adiadas): a cada minuto. */
const FILA_VARREDURA = 'alerta.varrer';
const CRON_VARREDURA = '* * * * *';
/** O cron de cada minuto não depende do fuso; o rótulo é o de Brasília. */
const FUSO_AGENDAMENTO = 'America/Sao_Paulo';

/**
 * Alertas em tempo real: o assinante de `marcacao.registrada` enfileira `alerta.avaliar` (ou, sem
 * fila, avalia logo depois do commit — nunca dentro da transação da marcação); o job avalia as
 * regras, grava o alerta e entrega o que estiver liberado. Com fila (servidor), uma varredura por
 * minuto (job agendado, num processo só) procura entradas não registradas e pendências e entrega
 * o que o silêncio ou o resumo adiou.
 */
export const registrarAlertas = async (app: FastifyInstance, d: Deps) => {
  const alertas = createAlertaService({ db: d.db, clock: d.clock });
  await app.register(alertaRoutes, { prefix: SERVICOS.alertas, alertas });
  const avaliar = createAvaliacaoMarcacao(d);
  const entrega = createEntregaAlertas({
    db: d.db,
    clock: d.clock,
    push: d.notificacao.entregar,
    mailer: d.acesso.mailer,
    appUrl: d.acesso.appUrl,
    log: app.log,
  });
  const varredura = createVarreduraAusencias(d);
  // Entregas em lote por empresa: as avaliações que criam alertas enquanto uma passada da empresa
  // está em andamento são atendidas pela próxima, que reserva tudo o que já estiver liberado (uma
  // passada para muitas, não uma por marcação numa troca de turno).
  const entregarEmLote = createUmaPorLote((chave) => entrega.entregarEmpresa(Number(chave)));
  const avaliarEEntregar = async (e: MarcacaoAvaliada) => {
    if ((await avaliar(e)).length) await entregarEmLote(String(e.empresaId));
  };

  const { fila } = d;
  if (fila) {
    await fila.criar(FILA_ALERTAS, { retryLimit: 3, retryDelay: 5, expireInSeconds: 300 });
    await fila.trabalhar(FILA_ALERTAS, (dados) => avaliarEEntregar(dados as MarcacaoAvaliada), {
      lote: LOTE_AVALIACAO,
      concorrencia: CONCORRENCIA_AVALIACAO,
    });
  }
  // As marcações publicadas enquanto um INSERT na fila está em andamento vão todas no próximo:
  // um commit para muitas (como o lote do REP), não um commit a mais por marcação.
  const enfileirar = fila
    ? createFilaEmLote<MarcacaoAvaliada, undefined>(async (_chave, itens) => {
        await fila.enviarVarios(FILA_ALERTAS, itens);
        return itens.map(() => undefined);
      })
    : undefined;
  d.eventos.assinar(async (e) => {
    if (e.tipo !== 'marcacao.registrada') return;
    const dados: MarcacaoAvaliada = {
      empresaId: e.empresaId,
      usuarioId: e.usuarioId,
      marcacaoId: e.marcacaoId,
      data: e.data,
      ...(e.foraDaCerca !== undefined ? { foraDaCerca: e.foraDaCerca } : {}),
    };
    if (enfileirar) await enfileirar(FILA_ALERTAS, dados);
    else await avaliarEEntregar(dados);
  });

  // Rosto recusado no quiosque: alerta ao gestor (a pessoa segue pelo PIN).
  const alertaFace = createAlertaFaceRecusada(d);
  d.eventos.assinar(async (e) => {
    if (e.tipo === 'face.recusada' && (await alertaFace(e)) !== undefined)
      await entrega.entregarEmpresa(e.empresaId);
  });

  if (fila) {
    // Um minuto, uma varredura, em um processo só (cron do pg-boss; `stately`: com uma varredura
    // em andamento, a do minuto seguinte espera e as outras não se acumulam). Antes cada processo
    // da API varria a cada minuto por conta própria: o mesmo trabalho em dobro, ao mesmo tempo.
    await fila.criar(FILA_VARREDURA, {
      retryLimit: 0,
      retryDelay: 0,
      expireInSeconds: 600,
      policy: 'stately',
    });
    await fila.trabalhar(FILA_VARREDURA, async () => {
      await varredura.varrer();
      await entrega.entregarVencidas();
    });
    await fila.agendar(FILA_VARREDURA, CRON_VARREDURA, FUSO_AGENDAMENTO);
  }
  app.decorate('alertasJobs', {
    aguardar: () => d.eventos.ocioso(),
    avaliarMarcacao: avaliarEEntregar,
    varrer: () => varredura.varrer(),
    entregarVencidas: () => entrega.entregarVencidas(),
  });
};
