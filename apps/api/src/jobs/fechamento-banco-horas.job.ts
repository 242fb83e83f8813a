import type { BancoHorasService } from '../modules/banco-horas/index.ts';
import type { Fila } from './fila.ts';

/** Nome da fila do fechamento de ciclo do banco de horas no pg-boss. */
export const FILA_FECHAMENTO_BANCO_HORAS = 'fechamento-banco-horas';

/** Vigências por lote: cada lote é uma transação (memória estável a 10.000 pessoas). */
export const LOTE_FECHAMENTO_BANCO_HORAS = 500;

type Fechamento = BancoHorasService['fechamento'];
type DadosLiquidacao = Parameters<Fechamento['liquidar']>[0];

/**
 * Registra o worker da liquidação do fechamento de ciclo e liga a confirmação à fila. O job é
 * retomável: interrompido (servidor encerrando entre lotes, ou o processo morto e o job expirado),
 * o pg-boss o repete e ele continua depois do último lote gravado (cursor no fechamento).
 */
export const registrarFechamentoBancoHoras = async (
  fila: Fila | undefined,
  fechamento: Fechamento,
) => {
  if (!fila) return;
  await fila.criar(FILA_FECHAMENTO_BANCO_HORAS, {
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 900,
  });
  await fila.trabalhar(FILA_FECHAMENTO_BANCO_HORAS, (dados) =>
    fechamento.liquidar(dados as DadosLiquidacao, {
      tamanhoLote: LOTE_FECHAMENTO_BANCO_HORAS,
      interrompido: fila.encerrando,
    }),
  );
  fechamento.usarFila((dados) => fila.enviar(FILA_FECHAMENTO_BANCO_HORAS, dados));
};
