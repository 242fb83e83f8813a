import { type DadosDivisao, FILA_HOLERITE_DIVISAO } from '../modules/holerite/index.ts';
import type { Fila } from './fila.ts';

/**
 * Registra o worker da divisão de holerites: um arquivo por vez por processo. O pg-boss repete até
 * duas vezes um job interrompido (servidor encerrado no meio) e a divisão retoma do ponto em que
 * parou (os PDFs já gravados ficam; nada se duplica). Devolve a função que enfileira.
 */
export const registrarDivisaoHolerites = async (
  fila: Fila,
  dividir: (dados: DadosDivisao) => Promise<void>,
) => {
  await fila.criar(FILA_HOLERITE_DIVISAO, {
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 3600,
  });
  await fila.trabalhar(FILA_HOLERITE_DIVISAO, (dados) => dividir(dados as DadosDivisao));
};

/** Envia a divisão de um lote para a fila. */
export const enfileirarDivisaoHolerites = (fila: Fila) => (dados: DadosDivisao) =>
  fila.enviar(FILA_HOLERITE_DIVISAO, dados);
