// Tipos do resultado da validação do AFD.

import type { TipoRep } from './arquivo.ts';
import type { LeiauteAfd } from './detectar-leiaute.ts';
import type { Ocorrencia } from './linhas.ts';
import type { Sha256Hex, TipoRegistroAfd } from './tipos.ts';

export type CodigoErroAfd =
  | 'ARQUIVO_VAZIO'
  | 'LEIAUTE_NAO_671'
  | 'FIM_DE_LINHA'
  | 'LINHA_EM_BRANCO'
  | 'CODIFICACAO_UTF8'
  | 'CARACTERE_INVALIDO'
  | 'TIPO_REGISTRO_INVALIDO'
  | 'TAMANHO_REGISTRO'
  | 'CAMPO_INVALIDO'
  | 'CRC_INVALIDO'
  | 'HASH_INVALIDO'
  | 'NSR_FORA_DE_ORDEM'
  | 'NSR_LACUNA'
  | 'CABECALHO_AUSENTE'
  | 'TRAILER_AUSENTE'
  | 'TRAILER_CONTAGEM'
  | 'ASSINATURA_AUSENTE'
  | 'ASSINATURA_INVALIDA'
  | 'REGISTRO_FORA_DE_POSICAO';

/** Situações que não invalidam o arquivo, mas que o validador não consegue confirmar. */
export type CodigoAvisoAfd = 'HASH_NAO_VERIFICAVEL' | 'ASSINATURA_AUSENTE';

export type ErroAfd = Ocorrencia<CodigoErroAfd>;

export type ResultadoValidacaoAfd = {
  valido: boolean;
  /** Leiaute reconhecido pelo tamanho dos registros (cabeçalho primeiro); `null` se nenhum. */
  leiaute: LeiauteAfd | null;
  /** Tipo do REP pelo cabeçalho de 671 (REP-C tem modelo; REP-P tem tipo 7; REP-A tem tipo 3). */
  modelo: TipoRep | null;
  /** Quantidade de linhas de cada tipo de registro encontradas no arquivo. */
  registros: Record<TipoRegistroAfd, number>;
  erros: ErroAfd[];
  avisos: Ocorrencia<CodigoAvisoAfd>[];
};

export type OpcoesValidacaoAfd = {
  /**
   * Hash do último tipo 7 anterior ao arquivo, quando ele é um recorte (AFD de REP-P pode ser
   * dividido — FAQ MTE q. 39): a cadeia continua do ARP, não recomeça em cada arquivo.
   */
  hashAnterior?: string;
  /**
   * Nome do arquivo: o sufixo `REP_C`/`REP_A`/`REP_P` diz o tipo do REP quando o cabeçalho não
   * tem modelo e não há tipo 7.
   */
  nomeArquivo?: string;
};

export type EstadoValidacaoAfd = {
  sha256: Sha256Hex;
  modelo: TipoRep | null;
  erros: ErroAfd[];
  avisos: Ocorrencia<CodigoAvisoAfd>[];
  registros: Record<TipoRegistroAfd, number>;
  maiorNsr: number | null;
  primeiroNsr: number | null;
  /** Hash do tipo 7 anterior como gravado; `undefined` quando não se sabe (linha ilegível). */
  hashAnterior: string | null | undefined;
  hashInformado: boolean;
};
