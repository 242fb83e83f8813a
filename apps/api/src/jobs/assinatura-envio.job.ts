import { type DadosEnvio, FILA_ASSINATURA_ENVIO } from '../modules/assinatura/index.ts';
import type { Fila } from './fila.ts';

/**
 * Registra o worker da geração dos documentos de um envio para assinatura: um lote por vez por
 * processo. O pg-boss repete até cinco vezes um job interrompido (servidor encerrado no meio) e a
 * geração retoma das pessoas ainda pendentes (os documentos já gravados ficam; nada se duplica).
 */
export const registrarEnvioAssinatura = async (
  fila: Fila,
  gerar: (dados: DadosEnvio) => Promise<void>,
) => {
  await fila.criar(FILA_ASSINATURA_ENVIO, {
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 3600,
  });
  await fila.trabalhar(FILA_ASSINATURA_ENVIO, (dados) => gerar(dados as DadosEnvio));
};

/** Envia a geração de um lote para a fila. */
export const enfileirarEnvioAssinatura = (fila: Fila) => (dados: DadosEnvio) =>
  fila.enviar(FILA_ASSINATURA_ENVIO, dados);
