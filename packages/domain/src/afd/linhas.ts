// Regras comuns a AFD e AEJ (Portaria 671, Anexos V e VI): texto ISO-8859-1, um registro por
// linha, cada linha terminada em CR LF (bytes 13, 10), sem linhas em branco.

import { decodeLatin1, isByteImprimivelLatin1 } from './latin1.ts';

export type Terminador = 'CRLF' | 'LF' | 'nenhum';

export type LinhaArquivo = {
  /** Número da linha física, a partir de 1. */
  numero: number;
  bytes: Uint8Array;
  texto: string;
  terminador: Terminador;
};

/** Um defeito do arquivo, localizado pela linha física (1 = primeira). */
export type Ocorrencia<Codigo extends string> = { linha: number; codigo: Codigo; mensagem: string };

/** Separa pelos LF; o CR que o precede é o par obrigatório, não parte do registro. */
export const separarLinhas = (bytes: Uint8Array): LinhaArquivo[] => {
  const linhas: LinhaArquivo[] = [];
  let inicio = 0;
  while (inicio < bytes.length) {
    const fim = bytes.indexOf(0x0a, inicio);
    const ultimo = fim === -1 ? bytes.length : fim;
    const comCr = fim !== -1 && ultimo > inicio && bytes[ultimo - 1] === 0x0d;
    const conteudo = bytes.subarray(inicio, comCr ? ultimo - 1 : ultimo);
    const terminador: Terminador = fim === -1 ? 'nenhum' : comCr ? 'CRLF' : 'LF';
    linhas.push({
      numero: linhas.length + 1,
      bytes: conteudo,
      texto: decodeLatin1(conteudo),
      terminador,
    });
    inicio = ultimo + 1;
  }
  return linhas;
};

export type CodigoTerminador = 'FIM_DE_LINHA' | 'LINHA_EM_BRANCO';

/** Linha terminada só em LF, ou última linha sem terminador, ou linha vazia. */
export const conferirTerminador = (linha: LinhaArquivo): Ocorrencia<CodigoTerminador> | null => {
  const { numero } = linha;
  if (linha.bytes.length === 0) {
    return {
      linha: numero,
      codigo: 'LINHA_EM_BRANCO',
      mensagem: 'linha em branco não é permitida',
    };
  }
  if (linha.terminador === 'LF') {
    return {
      linha: numero,
      codigo: 'FIM_DE_LINHA',
      mensagem: 'linha terminada só em LF; o leiaute exige CR LF',
    };
  }
  if (linha.terminador === 'nenhum') {
    return { linha: numero, codigo: 'FIM_DE_LINHA', mensagem: 'última linha sem CR LF no fim' };
  }
  return null;
};

/** Tamanho da sequência UTF-8 multibyte bem formada que começa em `i` (0 se não houver). */
const continuacoesUtf8 = (lider: number): number => {
  if (lider >= 0xc2 && lider <= 0xdf) return 1;
  if (lider >= 0xe0 && lider <= 0xef) return 2;
  if (lider >= 0xf0 && lider <= 0xf4) return 3;
  return 0;
};

/** Tamanho da sequência UTF-8 multibyte bem formada que começa em `i` (0 se não houver). */
const sequenciaUtf8 = (bytes: Uint8Array, i: number): number => {
  const continuacoes = continuacoesUtf8(bytes[i] ?? 0);
  if (continuacoes === 0) return 0;
  for (let k = 1; k <= continuacoes; k++) {
    const byte = bytes[i + k];
    if (byte === undefined || byte < 0x80 || byte > 0xbf) return 0;
  }
  return continuacoes + 1;
};

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

export type CodigoCodificacao = 'CODIFICACAO_UTF8' | 'CARACTERE_INVALIDO';

/**
 * Todo byte é um caractere latin1, então a codificação errada só aparece de dois jeitos:
 * sequências UTF-8 (ex.: `É` gravado como C3 89) ou bytes de controle C0/C1 e DEL, que não são
 * caracteres imprimíveis do ISO-8859-1. Um defeito por linha, na primeira coluna afetada.
 */
export const conferirCodificacao = (linha: LinhaArquivo): Ocorrencia<CodigoCodificacao> | null => {
  const { bytes, numero } = linha;
  for (let i = 0; i < bytes.length; i++) {
    const tamanho = sequenciaUtf8(bytes, i);
    if (tamanho > 0) {
      return {
        linha: numero,
        codigo: 'CODIFICACAO_UTF8',
        mensagem: `sequência UTF-8 (${hex(bytes.subarray(i, i + tamanho))}) na coluna ${i + 1}: o arquivo deve estar em ISO-8859-1`,
      };
    }
  }
  const coluna = bytes.findIndex((byte) => !isByteImprimivelLatin1(byte));
  if (coluna === -1) return null;
  return {
    linha: numero,
    codigo: 'CARACTERE_INVALIDO',
    mensagem: `byte 0x${hex(bytes.subarray(coluna, coluna + 1))} na coluna ${coluna + 1} não é caractere imprimível do ISO-8859-1`,
  };
};
