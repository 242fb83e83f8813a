// Leitura de CSV (RFC 4180) das planilhas de importação: aspas, aspas dobradas e quebras de linha
// dentro de aspas; separador ";" (o que o Excel em pt-BR grava) ou ",", o que aparecer no cabeçalho.

/** O separador do arquivo: ";" se o cabeçalho tiver mais ";" que ",", senão ",". */
const separadorDe = (texto: string): string => {
  const fim = texto.indexOf('\n');
  const cabecalho = fim < 0 ? texto : texto.slice(0, fim);
  const pontoEVirgula = cabecalho.split(';').length;
  const virgula = cabecalho.split(',').length;
  return pontoEVirgula >= virgula ? ';' : ',';
};

/**
 * As linhas de um CSV como listas de células (texto cru, sem aparar). Ignora o BOM do UTF-8 e as
 * linhas inteiramente vazias.
 */
export const lerCsv = (conteudo: string): string[][] => {
  const texto = conteudo.startsWith('\uFEFF') ? conteudo.slice(1) : conteudo;
  const sep = separadorDe(texto);
  const linhas: string[][] = [];
  let linha: string[] = [];
  let celula = '';
  let emAspas = false;
  const fecharLinha = () => {
    linha.push(celula);
    if (linha.some((c) => c.trim() !== '')) linhas.push(linha);
    linha = [];
    celula = '';
  };
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]!;
    if (emAspas) {
      if (c !== '"') celula += c;
      else if (texto[i + 1] === '"') {
        celula += '"';
        i++;
      } else emAspas = false;
    } else if (c === '"') emAspas = true;
    else if (c === sep) {
      linha.push(celula);
      celula = '';
    } else if (c === '\n') fecharLinha();
    else if (c !== '\r') celula += c;
  }
  if (celula !== '' || linha.length > 0) fecharLinha();
  return linhas;
};

/** Uma célula em CSV: entre aspas quando tem separador, aspas ou quebra de linha. */
const celulaCsv = (valor: string): string =>
  /[";\n\r]/.test(valor) ? `"${valor.replaceAll('"', '""')}"` : valor;

/** Linhas em CSV com ";" e CRLF (abre direto no Excel em pt-BR). */
export const gerarCsv = (linhas: readonly (readonly string[])[]): string =>
  linhas.map((l) => l.map(celulaCsv).join(';')).join('\r\n');
