/** Textos e formatos comuns às telas de holerites. */
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

/** AAAA-MM → "Outubro/2026". */
export const formatarCompetencia = (c: string): string => {
  const [ano, mes] = c.split('-');
  return `${MESES[Number(mes) - 1] ?? mes}/${ano}`;
};

/** CPF só com dígitos → 000.000.000-00. */
export const formatarCpf = (cpf: string): string =>
  cpf.length === 11
    ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    : cpf;

/** Anos da competência (spec §9: até o ano atual + 2, mais novos primeiro). */
export const anosCompetencia = (hoje: Date, inicio = 2020): string[] =>
  Array.from({ length: hoje.getFullYear() + 2 - inicio + 1 }, (_, i) =>
    String(hoje.getFullYear() + 2 - i),
  );

export const OPCOES_MESES = MESES.map((nome, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: nome,
}));

export const FALHA_LISTA = 'Não foi possível carregar os holerites.';
export const FALHA_DOWNLOAD = 'Não foi possível baixar o holerite.';
