import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { DbHandle } from '../db/client.ts';

/** Opções da fila de jobs (AppDeps.fila). */
export type OpcoesFila = {
  /** Schema do pg-boss (não pode começar com `pg_`); padrão: `schemaDaFila`. */
  schema?: string;
  /** Intervalo de consulta dos workers (mínimo do pg-boss: 0,5 s). */
  pollingIntervalSeconds?: number;
  /** Colaboradores por lote do reprocessamento (entre lotes ele aceita cancelamento). */
  loteReprocessamento?: number;
  /**
   * Dispara os jobs agendados (cron do pg-boss; padrão: sim). Com vários processos da API, só um
   * dispara cada horário; desligado, os agendamentos ficam gravados e nada dispara aqui.
   */
  agendamentos?: boolean;
};

type Log = { error: (obj: object, msg: string) => void };

export type Fila = {
  /** Cria a fila se não existir (pg-boss 10 exige a fila antes de `send`). */
  criar: (
    nome: string,
    opcoes: {
      retryLimit: number;
      retryDelay: number;
      expireInSeconds: number;
      /**
       * `stately`: no máximo um job esperando e um em andamento na fila, somando todos os
       * processos (trabalho periódico que não deve rodar em dois processos ao mesmo tempo).
       */
      policy?: 'standard' | 'stately';
    },
  ) => Promise<void>;
  enviar: (nome: string, dados: object) => Promise<string | null>;
  /** Vários jobs da fila `nome` num INSERT só (um commit para todos). */
  enviarVarios: (nome: string, dados: readonly object[]) => Promise<void>;
  /**
   * Agenda (ou reagenda) um job recorrente na fila `nome`, que precisa existir: a expressão cron
   * é lida no fuso `fuso`. Gravado no banco; repetir na subida só atualiza.
   */
  agendar: (nome: string, cron: string, fuso: string) => Promise<void>;
  /**
   * O handler recebe os dados de um job por vez. Com `lote` > 1, cada consulta ao banco busca até
   * `lote` jobs e os conclui num comando só; um job que falha volta sozinho para nova tentativa
   * (os outros do lote são concluídos); depois de um lote cheio, busca o seguinte sem esperar o
   * intervalo de consulta. Sem `lote`, um job por consulta.
   */
  trabalhar: (
    nome: string,
    handler: (dados: unknown) => Promise<void>,
    opcoes?: {
      lote?: number;
      /** Jobs do lote trabalhados ao mesmo tempo (padrão 1: em série). Só com `lote` > 1. */
      concorrencia?: number;
    },
  ) => Promise<void>;
  /** Verdadeiro depois que o encerramento começou: jobs longos param entre lotes. */
  encerrando: () => boolean;
  parar: () => Promise<void>;
  loteReprocessamento: number;
};

/**
 * Executor de SQL do pg-boss sobre o banco da API (stack.md §3.5): no PGlite, a mesma instância
 * que o Drizzle usa (consultas em série com as transações da API; SQL de vários comandos sem
 * parâmetros vai por `exec`); no PostgreSQL, o mesmo pool.
 */
const executor = (database: DbHandle): PgBoss.Db => {
  const cliente = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const pglite = cliente as PGlite;
    return {
      executeSql: async (texto, valores) =>
        valores?.length
          ? pglite.query(texto, valores)
          : ((await pglite.exec(texto)).at(-1) ?? { rows: [] }),
    };
  }
  const pool = cliente as pg.Pool;
  return { executeSql: (texto, valores) => pool.query(texto, valores) };
};

/**
 * Fila de jobs em segundo plano (pg-boss 10) no mesmo banco da API: PostgreSQL ou PGlite, sem
 * outro serviço. Quem sobe é o servidor (AppDeps.fila); o `app.close()` a para antes de o banco
 * fechar, e jobs em andamento são retomados pelo pg-boss (retry) na próxima subida.
 */
export const createFila = async (
  database: DbHandle,
  opcoes: OpcoesFila,
  log: Log,
): Promise<Fila> => {
  const boss = new PgBoss({
    db: executor(database),
    schema: opcoes.schema ?? (await schemaDaFila(database)),
    // Agendamentos (cron) do pg-boss: limpeza dos relatórios vencidos (jobs/limpeza-relatorios.job.ts).
    schedule: opcoes.agendamentos ?? true,
    supervise: true,
  });
  boss.on('error', (erro) => log.error({ err: erro }, 'fila de jobs (pg-boss)'));
  await boss.start();
  let parando = false;
  const polling = opcoes.pollingIntervalSeconds ?? 1;
  return {
    criar: async (nome, o) => {
      if (await boss.getQueue(nome)) return;
      try {
        await boss.createQueue(nome, { name: nome, ...o });
      } catch (erro) {
        // Outro processo da API criou a mesma fila ao mesmo tempo.
        if (!(await boss.getQueue(nome))) throw erro;
      }
    },
    enviar: (nome, dados) => boss.send(nome, dados),
    enviarVarios: async (nome, dados) => {
      if (dados.length) await boss.insert(dados.map((data) => ({ name: nome, data })));
    },
    agendar: (nome, cron, fuso) => boss.schedule(nome, cron, {}, { tz: fuso }),
    trabalhar: async (nome, handler, o) => {
      const batchSize = o?.lote ?? 1;
      let trabalhador: string | undefined;
      trabalhador = await boss.work(
        nome,
        { batchSize, pollingIntervalSeconds: polling },
        async (jobs) => {
          if (batchSize === 1) {
            for (const job of jobs) await handler(job.data);
            return;
          }
          // O pg-boss conclui o lote inteiro quando o handler resolve (só os jobs ainda ativos):
          // os que falharam são marcados antes, cada um com a sua tentativa e o seu erro. Com
          // `concorrencia` > 1, esse número de jobs do lote roda ao mesmo tempo: cada um espera
          // as suas consultas, e em série o processo ficaria quase todo o tempo ocioso.
          let proximo = 0;
          const trabalharJobs = async () => {
            while (proximo < jobs.length) {
              const job = jobs[proximo++]!;
              try {
                await handler(job.data);
              } catch (erro) {
                log.error({ err: erro, fila: nome, job: job.id }, 'job da fila falhou');
                await boss.fail(nome, job.id, {
                  message: String((erro as Error)?.message ?? erro),
                });
              }
            }
          };
          const simultaneos = Math.min(o?.concorrencia ?? 1, jobs.length);
          await Promise.all(Array.from({ length: simultaneos }, trabalharJobs));
          // Lote cheio: pode haver mais na fila, então busca de novo já. Sem isto o pg-boss
          // espera o intervalo de consulta depois de cada lote (50 jobs/s por processo com 1 s),
          // e numa hora de pico a fila cresceria mais rápido do que é trabalhada.
          if (jobs.length === batchSize && trabalhador) boss.notifyWorker(trabalhador);
        },
      );
    },
    encerrando: () => parando,
    parar: async () => {
      parando = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    loteReprocessamento: opcoes.loteReprocessamento ?? 500,
  };
};

/**
 * Schema do pg-boss para o banco da API: FILA_SCHEMA, senão `jornada_fila` no schema public e
 * `<schema>_fila` num schema próprio (testes e benchmarks isolados não dividem a fila).
 */
export const schemaDaFila = async (database: DbHandle): Promise<string> => {
  if (process.env.FILA_SCHEMA) return process.env.FILA_SCHEMA;
  const [atual] = await database.query<{ schema: string }>('select current_schema() as schema');
  return !atual || atual.schema === 'public' ? 'jornada_fila' : `${atual.schema}_fila`;
};
