/**
 * Máscara de hora 99:99 (spec §5), em duas etapas puras:
 * - `mascararHora`, a cada tecla: só dígitos (no máximo 4), ':' depois do segundo; com os quatro
 *   dígitos, acima de 2359 vira 23:59 e minutos acima de 59 viram 59;
 * - `completarHora`, ao sair do campo: um único dígito d vira 'd0:00' — é o dígito seguido de
 *   0:00, como a máscara preenchendo as casas restantes —, e o resultado passa pelas mesmas
 *   regras. Logo '1' → '10:00', '2' → '20:00', mas '3' → '30:00' → acima de 2359 → '23:59'.
 *   Dois ou três dígitos ficam como estão: o spec não manda completá-los, e o campo os trata como
 *   hora incompleta.
 */

const HORA_MAXIMA = 2359;
const MINUTO_MAXIMO = 59;

const somenteDigitos = (valor: string): string => valor.replace(/\D/g, '').slice(0, 4);

const limitarHoraCompleta = (digitos: string): string => {
  if (Number(digitos) > HORA_MAXIMA) return '23:59';
  const horas = digitos.slice(0, 2);
  const minutos = Math.min(Number(digitos.slice(2)), MINUTO_MAXIMO);
  return `${horas}:${String(minutos).padStart(2, '0')}`;
};

export const mascararHora = (valor: string): string => {
  const digitos = somenteDigitos(valor);
  if (digitos.length === 4) return limitarHoraCompleta(digitos);
  if (digitos.length <= 2) return digitos;
  return `${digitos.slice(0, 2)}:${digitos.slice(2)}`;
};

export const completarHora = (valor: string): string => {
  const digitos = somenteDigitos(valor);
  if (digitos.length === 1) return limitarHoraCompleta(`${digitos}000`);
  return mascararHora(digitos);
};

/** Hora completa 'HH:MM' pronta para uso (ex.: conversão para minutos). */
export const isHoraCompleta = (valor: string): boolean => /^\d{2}:\d{2}$/.test(valor);
