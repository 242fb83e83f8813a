// Tipos do resultado da validação do AEJ — mesma forma do resultado do AFD.

import type { TipoRegistroAej } from './aej-tipos.ts';
import type { Ocorrencia } from './linhas.ts';

export type CodigoErroAej =
  | 'ARQUIVO_VAZIO'
  | 'FIM_DE_LINHA'
  | 'LINHA_EM_BRANCO'
  | 'CODIFICACAO_UTF8'
  | 'CARACTERE_INVALIDO'
  | 'TIPO_REGISTRO_INVALIDO'
  | 'QUANTIDADE_CAMPOS'
  | 'CAMPO_INVALIDO'
  | 'CAMPO_OBRIGATORIO'
  | 'CHAVE_DUPLICADA'
  | 'REFERENCIA_INEXISTENTE'
  | 'CABECALHO_AUSENTE'
  | 'PROGRAMA_AUSENTE'
  | 'TRAILER_AUSENTE'
  | 'TRAILER_CONTAGEM'
  | 'ASSINATURA_AUSENTE'
  | 'ASSINATURA_INVALIDA'
  | 'REGISTRO_FORA_DE_POSICAO';

/** A ordem 01…08 é a de todas as implementações, mas não se confirmou que seja obrigatória. */
export type CodigoAvisoAej = 'ORDEM_REGISTROS';

export type ErroAej = Ocorrencia<CodigoErroAej>;

export type ResultadoValidacaoAej = {
  valido: boolean;
  registros: Record<TipoRegistroAej, number>;
  erros: ErroAej[];
  avisos: Ocorrencia<CodigoAvisoAej>[];
};

/** Um registro já separado em campos, com o número da linha física. */
export type RegistroLidoAej = { linha: number; tipo: TipoRegistroAej; campos: string[] };

export type EstadoValidacaoAej = {
  erros: ErroAej[];
  avisos: Ocorrencia<CodigoAvisoAej>[];
  registros: Record<TipoRegistroAej, number>;
  /** Registros com a quantidade certa de campos, para as regras entre registros. */
  lidos: RegistroLidoAej[];
};
