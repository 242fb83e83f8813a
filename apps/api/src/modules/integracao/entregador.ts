import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Cofre } from '../../shared/cripto.ts';
import type { EventoDominio } from '../../shared/eventos.ts';
import { createFilaEmLote } from '../../shared/gravacao-em-lote.ts';
import {
  type EntregaLinha,
  findEndpointDaEntrega,
  integracaoRepository,
  reservarVencidas,
} from './integracao.repository.ts';
import { conferirDestino } from './rede.ts';

/** Atrasos entre tentativas, em unidades da base (padrão 1 min): 1 min, 5 min, 30 min, 2 h, 12 h. */
export const ATRASOS = [1, 5, 30, 120, 720] as const;
/** Tentativas ao todo (a primeira + uma por atraso); depois, a entrega desiste. */
export const TENTATIVAS_MAX = ATRASOS.length + 1;
const TIMEOUT_MS = 10_000;
/** Enquanto uma tentativa está em andamento, ninguém mais pega a entrega. */
const RESERVA_MS = 5 * 60_000;
const LOTE = 20;

export type OpcoesEntregador = {
  db: Db;
  clock: () => Date;
  cofre: Cofre;
  /** Aceita destinos na rede local (WEBHOOK_REDE_LOCAL; só em desenvolvimento e testes). */
  permitirRedeLocal: boolean;
  /** Unidade dos atrasos (WEBHOOK_ATRASO_BASE_MS; padrão 60 000 = 1 min). */
  atrasoBaseMs: number;
  log: { error: (obj: object, msg: string) => void };
};

/** Assinatura de um corpo: `sha256=<HMAC-SHA256 hex do corpo com o segredo>`. */
export const assinar = (segredo: string, corpo: string) =>
  `sha256=${createHmac('sha256', segredo).update(corpo).digest('hex')}`;

/** Corpo JSON de um evento: id, tipo, instante e dados (sem a empresa, que é do destino). */
export const corpoDoEvento = (evento: EventoDominio | { tipo: string }, em: Date) => {
  const { tipo, ...resto } = evento as { tipo: string; empresaId?: number };
  const { empresaId: _empresa, ...dados } = resto;
  return { id: randomUUID(), tipo, em: em.toISOString(), dados };
};

/**
 * Entrega dos webhooks: cada evento assinado vira uma linha `webhook_entrega` por destino (a
 * fila durável), tentada logo depois do commit e, se falhar, de novo no horário da próxima
 * tentativa (varredura periódica). Cada tentativa fica registrada com código, duração e erro.
 */
export const createEntregador = (o: OpcoesEntregador) => {
  const { db, clock } = o;
  let rodando: Promise<void> | null = null;
  let deNovo = false;

  const tentar = async (e: EntregaLinha): Promise<void> => {
    const endpoint = await findEndpointDaEntrega(db, e);
    if (!endpoint) return;
    const numero = e.tentativas + 1;
    const inicio = Date.now();
    const em = clock();
    let statusHttp: number | null = null;
    let erro: string | null = null;
    try {
      await conferirDestino(endpoint.url, o.permitirRedeLocal);
      const resposta = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Jornada-Webhooks/1',
          'x-jornada-assinatura': assinar(o.cofre.decifrar(endpoint.segredo), e.corpo),
          'x-jornada-timestamp': String(Math.floor(em.getTime() / 1000)),
          'x-jornada-evento': e.tipo,
          'x-jornada-entrega': String(e.id),
        },
        body: e.corpo,
      });
      statusHttp = resposta.status;
      await resposta.body?.cancel();
      if (statusHttp < 200 || statusHttp >= 300) erro = `HTTP ${statusHttp}`;
    } catch (falha) {
      erro = (falha instanceof Error ? falha.message : String(falha)).slice(0, 500);
    }
    const duracaoMs = Date.now() - inicio;
    const entregue = erro === null;
    const desistiu = !entregue && numero >= TENTATIVAS_MAX;
    const atraso = ATRASOS[Math.min(numero, ATRASOS.length) - 1]!;
    const proxima =
      entregue || desistiu ? null : new Date(clock().getTime() + atraso * o.atrasoBaseMs);
    await db.transaction(async (tx) => {
      const r = integracaoRepository({ db: tx, empresaId: e.empresaId });
      await r.insertTentativa({
        entregaId: e.id,
        numero,
        em,
        statusHttp,
        duracaoMs,
        erro,
        proximaTentativaEm: proxima,
      });
      await r.updateEntrega(e.id, {
        tentativas: numero,
        situacao: entregue ? 'entregue' : desistiu ? 'desistiu' : 'pendente',
        proximaTentativaEm: proxima,
      });
    });
  };

  const varrer = async () => {
    for (;;) {
      const agora = clock();
      const lote = await reservarVencidas(db, agora, new Date(agora.getTime() + RESERVA_MS), LOTE);
      for (const e of lote) await tentar(e);
      if (lote.length < LOTE) return;
    }
  };

  /** Uma varredura por vez no processo; pedidos durante ela fazem mais uma rodada no fim. */
  const processarVencidas = (): Promise<void> => {
    if (rodando) {
      deNovo = true;
      return rodando;
    }
    rodando = (async () => {
      try {
        do {
          deNovo = false;
          await varrer();
        } while (deNovo);
      } catch (erro) {
        o.log.error({ err: erro }, 'entrega de webhooks falhou');
      } finally {
        rodando = null;
      }
    })();
    return rodando;
  };

  /** Uma entrega pendente por destino, todas numa transação; devolve os ids na ordem dada. */
  const gravarEntregas = async (
    empresaId: number,
    porEvento: { corpo: ReturnType<typeof corpoDoEvento>; destinos: number[] }[],
    agora: Date,
  ) => {
    const linhas = porEvento.flatMap(({ corpo, destinos }) =>
      destinos.map((endpointId) => ({
        endpointId,
        eventoId: corpo.id,
        tipo: corpo.tipo,
        corpo: JSON.stringify(corpo),
        situacao: 'pendente',
        tentativas: 0,
        proximaTentativaEm: agora,
        criadoEm: agora,
      })),
    );
    if (linhas.length === 0) return [];
    return db.transaction((tx) =>
      integracaoRepository({ db: tx, empresaId }).insertEntregas(linhas),
    );
  };

  /** Enfileira o evento para os destinos dados (teste e reenvio pela tela). */
  const enfileirar = async (
    empresaId: number,
    evento: EventoDominio | { tipo: string },
    endpointIds: number[],
  ): Promise<number[]> => {
    const agora = clock();
    const corpo = corpoDoEvento(evento, agora);
    const ids = await gravarEntregas(empresaId, [{ corpo, destinos: endpointIds }], agora);
    return ids.map((i) => i.id);
  };

  /**
   * Eventos do barramento, em lote por empresa: os publicados enquanto o lote anterior da empresa
   * está no banco vão todos no próximo, com uma consulta dos destinos ativos e uma transação para
   * as entregas de todos. Numa troca de turno cada marcação publica um evento; uma consulta por
   * evento custava mais que a própria gravação da marcação (docs/desempenho-ponto.md).
   */
  const enfileirarEventos = createFilaEmLote<EventoDominio, number>(async (chave, eventos) => {
    const empresaId = Number(chave);
    const ativos = await integracaoRepository({ db, empresaId }).listEndpointsAtivos();
    if (ativos.length === 0) return eventos.map(() => 0);
    const agora = clock();
    const porEvento = eventos.map((evento) => ({
      corpo: corpoDoEvento(evento, agora),
      destinos: ativos.filter((a) => a.eventos.includes(evento.tipo)).map((a) => a.id),
    }));
    await gravarEntregas(empresaId, porEvento, agora);
    return porEvento.map((e) => e.destinos.length);
  });

  return {
    enfileirar,
    processarVencidas,
    /** Resolve quando a varredura em andamento termina (encerramento e testes). */
    ocioso: async () => {
      while (rodando) await rodando;
    },
    /** Uma tentativa já (reenviar/teste), mesmo fora do horário; a entrega volta a pendente. */
    tentarAgora: async (empresaId: number, entregaId: number) => {
      const agora = clock();
      const [e] = await reservarVencidas(db, agora, new Date(agora.getTime() + RESERVA_MS), 1, {
        empresaId,
        id: entregaId,
      });
      if (e) await tentar(e);
    },
    /** Assinante do barramento de eventos (depois do commit). */
    aoEvento: async (evento: EventoDominio) => {
      if ((await enfileirarEventos(String(evento.empresaId), evento)) > 0)
        await processarVencidas();
    },
  };
};
export type Entregador = ReturnType<typeof createEntregador>;
