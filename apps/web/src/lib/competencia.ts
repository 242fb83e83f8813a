/** Competência (mês de apuração e de folha) na tela: nomes dos meses, opções e formatos. */
export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** Opções de mês para um Select: value '01'…'12'. */
export const OPCOES_MESES = MESES.map((nome, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: nome,
}));

/** Anos da competência (spec §9: até o ano atual + 2, mais novos primeiro). */
export const anosCompetencia = (hoje: Date, inicio = 2020): string[] =>
  Array.from({ length: hoje.getFullYear() + 2 - inicio + 1 }, (_, i) =>
    String(hoje.getFullYear() + 2 - i),
  );

/** AAAA-MM → "Outubro/2026" ('—' sem competência). */
export const formatarCompetencia = (c: string | null): string => {
  if (!c) return '—';
  const [ano, mes] = c.split('-');
  return `${MESES[Number(mes) - 1] ?? mes}/${ano}`;
};
