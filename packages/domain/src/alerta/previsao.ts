import { LIMITE_HORA_EXTRA_MINUTOS } from './regras.ts';
import type { Constatacao } from './tipos.ts';

const hhmm = (minutos: number, sep = 'h'): string => {
  const m = Math.max(0, Math.round(minutos));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}${sep}${String(m % 60).padStart(2, '0')}`;
};

/**
 * Trabalho que ainda falta pela escala a partir de `minuto` (entrada ou volta do intervalo): a
 * pessoa trabalha desde a marcação até a saída prevista, com os intervalos previstos no meio.
 * Chegar antes do próximo trecho previsto conta desde a chegada.
 */
export const minutosPrevistosRestantes = (
  jornada: readonly (readonly [number, number])[],
  minuto: number,
): number => {
  let restante = 0;
  let primeiro = true;
  for (const [inicio, fim] of jornada) {
    if (fim <= minuto) continue;
    // O primeiro trecho conta da marcação (antes ou depois do início previsto) até o fim dele.
    restante += fim - (primeiro ? minuto : inicio);
    primeiro = false;
  }
  return restante;
};

/**
 * Hora extra prevista na entrada ou na volta do intervalo (CLT art. 59): se, saindo no horário
 * da escala, o dia passaria do limite de 2 horas extras, avisa já ("próxima": ainda não excedeu).
 */
export const preverHoraExtra = (
  projetadoMinutos: number,
  previstoMinutos: number,
  saidaPrevistaMinuto: number,
): Constatacao | null => {
  const extra = projetadoMinutos - previstoMinutos;
  if (previstoMinutos <= 0 || extra <= LIMITE_HORA_EXTRA_MINUTOS) return null;
  return {
    tipo: 'horaExtraProxima',
    regra: 'Limite diário de 2 horas extras',
    lei: 'CLT art. 59',
    descricao: `saindo no horário previsto (${hhmm(saidaPrevistaMinuto, ':')}), serão ${hhmm(extra)} de horas extras no dia (limite 02h00)`,
    medido: extra,
  };
};

/**
 * Pedido (férias, recesso, folga) ainda sem decisão que começa em até `limiteDias` dias ou já
 * começou: vence sem resposta do gestor se ninguém agir.
 */
export const avaliarPedidoAVencer = (p: {
  diasParaInicio: number;
  limiteDias: number;
  descricaoPedido: string;
  lei: string;
}): Constatacao | null => {
  if (p.diasParaInicio > p.limiteDias) return null;
  const quando =
    p.diasParaInicio > 0
      ? `começa em ${p.diasParaInicio} dia(s)`
      : p.diasParaInicio === 0
        ? 'começa hoje'
        : `começou há ${-p.diasParaInicio} dia(s)`;
  return {
    tipo: 'pendenciaExpirando',
    regra: `Pedido sem decisão a ${p.limiteDias} dias ou menos do início`,
    lei: p.lei,
    descricao: `${p.descricaoPedido} ${quando} e ainda não foi decidido`,
    medido: p.diasParaInicio,
  };
};
