import type { DadosJob } from '../modules/reprocessamento/reprocessamento.executar.ts';
import type { Fila } from './fila.ts';

/** Nome da fila dos pedidos de reprocessamento no pg-boss. */
export const FILA_REPROCESSAMENTO = 'reprocessamento';

/**
 * Registra o worker do reprocessamento: um job por vez por processo; o pg-boss repete até duas
 * vezes um job interrompido (servidor encerrado no meio), e o executor recomeça do zero.
 */
export const registrarReprocessamento = async (
  fila: Fila,
  executar: (dados: DadosJob) => Promise<void>,
) => {
  await fila.criar(FILA_REPROCESSAMENTO, {
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 3600,
  });
  await fila.trabalhar(FILA_REPROCESSAMENTO, (dados) => executar(dados as DadosJob));
};
