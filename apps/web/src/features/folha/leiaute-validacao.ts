import type { z } from 'zod';

const PARTES: Record<string, string> = {
  campos: 'Campos da linha',
  cabecalho: 'Cabeçalho',
  rodape: 'Rodapé',
  registroPorData: 'Registro por data',
};

const ROTULOS: Record<string, string> = {
  nome: 'Nome',
  extensao: 'Extensão',
  tipo: 'Tipo',
  separador: 'Separador',
  valor: 'Texto',
  tamanho: 'Tamanho',
  preenchimento: 'Preenchimento',
  casasDecimais: 'Casas decimais',
  formatoData: 'Formato da data',
  formatoHoras: 'Formato das horas',
  separadorDecimal: 'Separador decimal',
  unidadesAceitas: 'Unidades aceitas',
};

/** "Campos da linha, campo 3 — Tamanho: no leiaute de largura fixa todo campo tem tamanho". */
export const descreverProblema = (issue: z.core.$ZodIssue): string => {
  const caminho = (issue.path[0] === 'definicao' ? issue.path.slice(1) : issue.path).map(String);
  const [primeiro, indice, campo] = caminho;
  if (primeiro && PARTES[primeiro]) {
    if (indice === undefined) return `${PARTES[primeiro]}: ${issue.message}`;
    const onde = `${PARTES[primeiro]}, campo ${Number(indice) + 1}`;
    return campo
      ? `${onde} — ${ROTULOS[campo] ?? campo}: ${issue.message}`
      : `${onde}: ${issue.message}`;
  }
  const rotulo = primeiro ? ROTULOS[primeiro] : undefined;
  return rotulo ? `${rotulo}: ${issue.message}` : issue.message;
};
