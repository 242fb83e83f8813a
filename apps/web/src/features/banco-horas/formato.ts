import { formatarMinutos } from '../../lib/format.ts';

/** Saldo com sinal explícito: '+02:30', '-01:00', '00:00'. */
export const formatarSaldo = (minutos: number): string => {
  const arredondado = Math.round(minutos);
  return arredondado > 0 ? `+${formatarMinutos(arredondado)}` : formatarMinutos(arredondado);
};

/** Duração digitada 'H:MM' ou 'HHH:MM' (horas podem passar de 24) → minutos; null se inválida. */
export const lerDuracao = (texto: string): number | null => {
  const partes = /^(\d{1,4}):([0-5]\d)$/.exec(texto.trim());
  if (!partes) return null;
  return Number(partes[1]) * 60 + Number(partes[2]);
};

/** Os tipos de linha do extrato (motor `apurarBancoHoras`) como o colaborador os lê. */
export const NOMES_LINHA_EXTRATO: Record<string, string> = {
  'saldo-anterior': 'Saldo anterior',
  credito: 'Crédito',
  debito: 'Débito',
  pagamento: 'Pago como hora extra',
  vencimento: 'Vencido (pago como hora extra)',
  fechamento: 'Fechamento do ciclo',
  transporte: 'Saldo negativo transportado',
};

export const nomeLinhaExtrato = (tipo: string): string => NOMES_LINHA_EXTRATO[tipo] ?? tipo;
