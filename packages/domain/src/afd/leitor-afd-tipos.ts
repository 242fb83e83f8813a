// Tipos do leitor de AFD de qualquer leiaute (671, 1510, 1510 alterada pela 595).

import type { TipoRep } from './arquivo.ts';
import type { VarianteCrc16 } from './crc16.ts';
import type { LeiauteAfd } from './detectar-leiaute.ts';
import type { Ocorrencia } from './linhas.ts';
import type { Sha256Hex, TipoIdentificacaoAfd } from './tipos.ts';

/** Uma marcação lida de um registro tipo 3 (REP-C/REP-A ou 1510/595) ou tipo 7 (REP-P). */
export type MarcacaoAfd = {
  /** Linha física do arquivo (1 = primeira). */
  linha: number;
  nsr: number;
  /** Data e hora locais `AAAA-MM-DDTHH:MM`, sem segundos nem fuso, como o relógio gravou. */
  dataHora: string;
  /** Fuso `±hhmm` gravado no leiaute 671; `null` em 1510/595, que não o registram. */
  fuso: string | null;
  /** CPF com 11 dígitos (671: campo de 12 posições com zero à esquerda); `null` em 1510/595. */
  cpf: string | null;
  /** PIS com as 12 posições gravadas (1510/595); `null` no 671. */
  pis: string | null;
  tipo: '3' | '7';
  /** O registro como gravado, sem o fim de linha: a marcação importada guarda a linha original. */
  registro: string;
};

/** Desvios do leiaute que não impedem ler as marcações. */
export type CodigoAvisoLeituraAfd =
  | 'FIM_DE_LINHA'
  | 'LINHA_EM_BRANCO'
  | 'CODIFICACAO_UTF8'
  | 'CARACTERE_INVALIDO'
  | 'TAMANHO_REGISTRO'
  | 'CAMPO_INVALIDO'
  | 'CPF_INVALIDO'
  | 'PIS_INVALIDO'
  | 'CRC_INVALIDO'
  | 'CRC_VARIANTE'
  | 'HASH_INVALIDO'
  | 'NSR_FORA_DE_ORDEM'
  | 'NSR_LACUNA'
  | 'LEIAUTE_MISTURADO'
  | 'CABECALHO_AUSENTE'
  | 'TRAILER_AUSENTE'
  | 'TRAILER_CONTAGEM'
  | 'ASSINATURA_AUSENTE'
  | 'ASSINATURA_INVALIDA'
  | 'REGISTRO_FORA_DE_POSICAO'
  | 'AVISOS_OMITIDOS';

/** O que não se consegue ler: o arquivo inteiro ou uma linha que pode ser uma marcação perdida. */
export type CodigoErroLeituraAfd =
  | 'ARQUIVO_VAZIO'
  | 'NAO_E_AFD'
  | 'LINHA_ILEGIVEL'
  | 'MARCACAO_ILEGIVEL'
  | 'ERROS_OMITIDOS';

export type AvisoLeituraAfd = Ocorrencia<CodigoAvisoLeituraAfd>;
export type ErroLeituraAfd = Ocorrencia<CodigoErroLeituraAfd>;

/** Dados do cabeçalho para identificar o REP (cadastro do relógio na primeira importação). */
export type CabecalhoLidoAfd = {
  linha: number;
  tipoIdEmpregador: TipoIdentificacaoAfd;
  /** CNPJ (14) ou CPF (11), como gravado sem os zeros de preenchimento. */
  idEmpregador: string;
  razaoSocial: string;
  /** REP-C e 1510/595: nº de fabricação; REP-A: processo da CCT/ACT; REP-P: registro no INPI. */
  numeroRep: string;
  /** Campo "modelo" do cabeçalho de 671 (só REP-C); vazio nos demais. */
  modeloEquipamento: string;
};

/** O que se sabe do arquivo depois da última linha (as marcações saem linha a linha). */
export type ResumoLeituraAfd = {
  leiaute: LeiauteAfd | null;
  modelo: TipoRep | null;
  /** Variante do primeiro CRC-16 que conferiu; `null` se nenhum. */
  crc: VarianteCrc16 | null;
  cabecalho: CabecalhoLidoAfd | null;
  quantidadeMarcacoes: number;
  avisos: AvisoLeituraAfd[];
  erros: ErroLeituraAfd[];
};

export type ResultadoLeituraAfd = ResumoLeituraAfd & { marcacoes: MarcacaoAfd[] };

export type OpcoesLeituraAfd = {
  /**
   * Nome do arquivo: o sufixo `REP_C`/`REP_A`/`REP_P` diz o tipo do REP quando o cabeçalho não
   * tem modelo e não há tipo 7.
   */
  nomeArquivo?: string;
  /** SHA-256 injetado: com ele, a cadeia de hash dos tipo 7 é conferida (avisos). */
  sha256?: Sha256Hex;
  /** Limite de avisos e de erros guardados (memória constante num arquivo enorme); padrão 1000. */
  limiteOcorrencias?: number;
};

export type TerminadorLinhaAfd = 'CRLF' | 'LF' | 'nenhum';

/** Leitor com estado, uma linha por vez: memória constante, qualquer tamanho de arquivo. */
export type LeitorAfd = {
  /**
   * Lê a linha `numero` (a partir de 1), sem o LF; com o CR, se houver (sem ele conta como
   * terminada em LF, salvo `terminador` informado). Bytes ISO-8859-1 de preferência; texto é
   * tratado como latin1. Devolve a marcação da linha, ou `null`.
   */
  lerLinha: (
    linha: Uint8Array | string,
    numero: number,
    terminador?: TerminadorLinhaAfd,
  ) => MarcacaoAfd | null;
  /** `true` quando a primeira linha não é de AFD: as linhas seguintes são ignoradas. */
  interrompido: () => boolean;
  /** Regras de fim de arquivo (trailer, assinatura, variante de CRC) e o resumo. */
  concluir: () => ResumoLeituraAfd;
};

/** Resultado interno da leitura de um registro de marcação, antes de virar `MarcacaoAfd`. */
export type LeituraMarcacaoAfd =
  | {
      ok: true;
      marcacao: Pick<MarcacaoAfd, 'nsr' | 'dataHora' | 'fuso' | 'cpf' | 'pis'>;
      avisos: { codigo: CodigoAvisoLeituraAfd; mensagem: string }[];
    }
  | { ok: false; mensagem: string };
