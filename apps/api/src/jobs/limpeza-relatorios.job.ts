import { CRON_LIMPEZA_RELATORIOS, FILA_LIMPEZA_RELATORIOS } from '../modules/relatorio/index.ts';
import type { Fila } from './fila.ts';

/** O cron da limpeza é lido no horário de Brasília (de hora em hora, o fuso só muda o rótulo). */
const FUSO_AGENDAMENTO = 'America/Sao_Paulo';

/**
 * Agenda a limpeza dos arquivos de relatório vencidos (cron do pg-boss, de hora em hora) e
 * registra o worker. O pg-boss põe um job na fila a cada horário (um só, com vários processos da
 * API); a limpeza é idempotente, então um job repetido ou atrasado não faz mal.
 */
export const registrarLimpezaRelatorios = async (fila: Fila, limpar: () => Promise<number>) => {
  await fila.criar(FILA_LIMPEZA_RELATORIOS, {
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 900,
  });
  await fila.trabalhar(FILA_LIMPEZA_RELATORIOS, async () => {
    await limpar();
  });
  await fila.agendar(FILA_LIMPEZA_RELATORIOS, CRON_LIMPEZA_RELATORIOS, FUSO_AGENDAMENTO);
};
