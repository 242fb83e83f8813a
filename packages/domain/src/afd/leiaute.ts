// Posições dos campos de cada registro do AFD (Portaria 671, Anexo V; legal-br.md §1.3.2–§1.3.9),
// usadas tanto pela leitura quanto pela validação campo a campo.

import { isDataHoraValida, isDataValida } from './campos.ts';
import type { TipoRegistroAfd } from './tipos.ts';

type Formato = 'N' | 'A' | 'D' | 'DH' | 'CRC' | 'HASH' | readonly string[];

export type CampoAfd = { nome: string; posicao: number; tamanho: number; formato: Formato };

const c = (nome: string, posicao: number, tamanho: number, formato: Formato): CampoAfd => ({
  nome,
  posicao,
  tamanho,
  formato,
});

const ID = ['1', '2'] as const;

export const CAMPOS_AFD: Record<TipoRegistroAfd, readonly CampoAfd[]> = {
  '1': [
    c('NSR', 1, 9, ['000000000']),
    c('tipo de identificador do empregador', 11, 1, ID),
    c('CNPJ/CPF do empregador', 12, 14, 'N'),
    c('CNO/CAEPF', 26, 14, 'N'),
    c('razão social', 40, 150, 'A'),
    c('número do REP', 190, 17, 'N'),
    c('data inicial', 207, 10, 'D'),
    c('data final', 217, 10, 'D'),
    c('data-hora de geração', 227, 24, 'DH'),
    c('versão do leiaute', 251, 3, 'N'),
    c('tipo de identificador do desenvolvedor', 254, 1, ID),
    c('CNPJ/CPF do desenvolvedor', 255, 14, 'N'),
    c('modelo', 269, 30, 'A'),
    c('CRC-16', 299, 4, 'CRC'),
  ],
  '2': [
    c('NSR', 1, 9, 'N'),
    c('data-hora de gravação', 11, 24, 'DH'),
    c('CPF do responsável', 35, 14, 'N'),
    c('tipo de identificador do empregador', 49, 1, ID),
    c('CNPJ/CPF do empregador', 50, 14, 'N'),
    c('CNO/CAEPF', 64, 14, 'N'),
    c('razão social', 78, 150, 'A'),
    c('local de prestação de serviços', 228, 100, 'A'),
    c('CRC-16', 328, 4, 'CRC'),
  ],
  '3': [
    c('NSR', 1, 9, 'N'),
    c('data-hora da marcação', 11, 24, 'DH'),
    c('CPF do empregado', 35, 12, 'N'),
    c('CRC-16', 47, 4, 'CRC'),
  ],
  '4': [
    c('NSR', 1, 9, 'N'),
    c('data-hora antes do ajuste', 11, 24, 'DH'),
    c('data-hora ajustada', 35, 24, 'DH'),
    c('CPF do responsável', 59, 11, 'N'),
    c('CRC-16', 70, 4, 'CRC'),
  ],
  '5': [
    c('NSR', 1, 9, 'N'),
    c('data-hora de gravação', 11, 24, 'DH'),
    c('operação', 35, 1, ['I', 'A', 'E']),
    c('CPF do empregado', 36, 12, 'N'),
    c('nome do empregado', 48, 52, 'A'),
    c('demais dados de identificação', 100, 4, 'A'),
    c('CPF do responsável', 104, 11, 'N'),
    c('CRC-16', 115, 4, 'CRC'),
  ],
  '6': [
    c('NSR', 1, 9, 'N'),
    c('data-hora de gravação', 11, 24, 'DH'),
    c('código do evento', 35, 2, ['01', '02', '03', '04', '05', '06', '07', '08']),
  ],
  '7': [
    c('NSR', 1, 9, 'N'),
    c('data-hora da marcação', 11, 24, 'DH'),
    c('CPF do empregado', 35, 12, 'N'),
    c('data-hora de gravação', 47, 24, 'DH'),
    c('coletor', 71, 2, ['01', '02', '03', '04', '05']),
    c('on-line/off-line', 73, 1, ['0', '1']),
    c('hash SHA-256', 74, 64, 'HASH'),
  ],
  '9': [
    c('quantidade de registros tipo 2', 10, 9, 'N'),
    c('quantidade de registros tipo 3', 19, 9, 'N'),
    c('quantidade de registros tipo 4', 28, 9, 'N'),
    c('quantidade de registros tipo 5', 37, 9, 'N'),
    c('quantidade de registros tipo 6', 46, 9, 'N'),
    c('quantidade de registros tipo 7', 55, 9, 'N'),
    c('tipo do registro', 64, 1, ['9']),
  ],
};

/** Conteúdo de um campo (posição 1-based, como no leiaute). */
export const fatiar = (linha: string, campo: CampoAfd): string =>
  linha.slice(campo.posicao - 1, campo.posicao - 1 + campo.tamanho);

const isFormatoValido = (valor: string, formato: Formato): boolean => {
  if (typeof formato !== 'string') return formato.includes(valor);
  switch (formato) {
    case 'N':
      return /^\d+$/.test(valor);
    case 'A':
      return true;
    case 'D':
      return isDataValida(valor);
    case 'DH':
      return isDataHoraValida(valor);
    case 'CRC':
      return /^[0-9A-Fa-f]{4}$/.test(valor);
    case 'HASH':
      return /^[0-9a-fA-F]{64}$/.test(valor);
  }
};

const descreverFormato = (formato: Formato): string => {
  if (typeof formato !== 'string') return `um de ${formato.join(', ')}`;
  const descricoes: Record<string, string> = {
    N: 'só dígitos',
    D: 'data AAAA-MM-dd',
    DH: 'data-hora AAAA-MM-ddThh:mm:00±hhmm',
    CRC: '4 hexadecimais',
    HASH: '64 hexadecimais',
  };
  return descricoes[formato] ?? formato;
};

/**
 * Mensagens dos campos fora do formato (linha já com o tamanho certo). `semCrc`: o campo CRC fica
 * de fora (o leitor confere o CRC à parte, com as variantes).
 */
export const conferirCampos = (linha: string, tipo: TipoRegistroAfd, semCrc = false): string[] =>
  CAMPOS_AFD[tipo]
    .filter((campo) => !(semCrc && campo.formato === 'CRC'))
    .filter((campo) => !isFormatoValido(fatiar(linha, campo), campo.formato))
    .map(
      (campo) =>
        `campo "${campo.nome}" (posição ${campo.posicao}) inválido: "${fatiar(linha, campo).trimEnd()}", esperado ${descreverFormato(campo.formato)}`,
    );
