/** Textos e formatos comuns às telas de holerites. */
/** CPF só com dígitos → 000.000.000-00. */
export const formatarCpf = (cpf: string): string =>
  cpf.length === 11
    ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    : cpf;

export const FALHA_LISTA = 'Não foi possível carregar os holerites.';
export const FALHA_DOWNLOAD = 'Não foi possível baixar o holerite.';
