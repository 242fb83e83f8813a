import type { DadosJobRelatorio } from '../modules/relatorio/index.ts';
import { FILA_RELATORIO } from '../modules/relatorio/index.ts';
import type { Fila } from './fila.ts';

/**
 * Registra o worker dos relatórios (marcações e totais do espelho): um job por vez por processo;
 * um job interrompido (servidor encerrado no meio) volta até duas vezes e recomeça do zero — o
 * arquivo só é gravado no fim.
 */
export const registrarRelatorio = async (
  fila: Fila,
  executar: (dados: DadosJobRelatorio) => Promise<void>,
) => {
  await fila.criar(FILA_RELATORIO, { retryLimit: 2, retryDelay: 5, expireInSeconds: 3600 });
  await fila.trabalhar(FILA_RELATORIO, (dados) => executar(dados as DadosJobRelatorio));
};
