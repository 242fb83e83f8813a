/**
 * Máscara de data DD/MM/AAAA, em duas etapas puras (como a de hora, `time-mask.ts`):
 * - `mascararData`, a cada tecla: só dígitos (no máximo 8), '/' depois do dia e do mês;
 * - `lerDataDigitada`: com os 8 dígitos, a data ISO 'AAAA-MM-DD' se ela existe no calendário
 *   (31/02 não existe) e está no intervalo permitido; senão o motivo da recusa.
 */

const somenteDigitos = (valor: string): string => valor.replace(/\D/g, '').slice(0, 8);

export const mascararData = (valor: string): string => {
  const d = somenteDigitos(valor);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
};

export type LeituraData =
  | { tipo: 'vazia' }
  | { tipo: 'incompleta' }
  | { tipo: 'invalida'; mensagem: string }
  | { tipo: 'valida'; iso: string };

export type LimitesData = { minDate?: string | undefined; maxDate?: string | undefined };

const existe = (ano: number, mes: number, dia: number): boolean => {
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return (
    data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia
  );
};

export const lerDataDigitada = (texto: string, limites: LimitesData = {}): LeituraData => {
  if (texto === '') return { tipo: 'vazia' };
  const partes = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  if (!partes) return { tipo: 'incompleta' };
  const [dia, mes, ano] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  if (ano < 1900 || !existe(ano, mes, dia)) {
    return { tipo: 'invalida', mensagem: 'Data inválida: use DD/MM/AAAA' };
  }
  const iso = `${partes[3]}-${partes[2]}-${partes[1]}`;
  if (limites.minDate && iso < limites.minDate) {
    return { tipo: 'invalida', mensagem: 'Data antes do período permitido' };
  }
  if (limites.maxDate && iso > limites.maxDate) {
    return { tipo: 'invalida', mensagem: 'Data depois do período permitido' };
  }
  return { tipo: 'valida', iso };
};
