/** Janela de silêncio do usuário em minutos do dia; fim menor que início atravessa a meia-noite. */
export type JanelaSilencio = { inicio: number; fim: number };

const DIA = 24 * 60;

/** Verdadeiro quando o minuto do dia cai na janela [inicio, fim). Janela vazia nunca silencia. */
export const emSilencio = (minuto: number, j: JanelaSilencio | null): boolean => {
  if (!j || j.inicio === j.fim) return false;
  return j.inicio < j.fim
    ? minuto >= j.inicio && minuto < j.fim
    : minuto >= j.inicio || minuto < j.fim;
};

/**
 * Quantos minutos esperar, a partir de `minuto`, para entregar: 0 fora do silêncio; senão até o
 * fim da janela. No resumo diário, até o próximo horário do resumo (se cair no silêncio, depois
 * dele).
 */
export const minutosAteEntrega = (
  minuto: number,
  silencio: JanelaSilencio | null,
  resumo: { horario: number } | null,
): number => {
  const ate = (alvo: number) => (alvo - minuto + DIA) % DIA;
  let espera = resumo ? ate(resumo.horario) : 0;
  const momento = (minuto + espera) % DIA;
  if (silencio && emSilencio(momento, silencio)) espera += (silencio.fim - momento + DIA) % DIA;
  return espera;
};
