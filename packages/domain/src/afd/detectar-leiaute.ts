// Os leiautes de AFD que um relógio brasileiro grava e como reconhecê-los pelo tamanho de cada
// registro (um extrato cru do relógio não tem cabeçalho que diga o leiaute):
// - Portaria 671/2021, Anexo V (legal-br.md §1.3): 1→302, 2→331, 3→50, 4→73, 5→118, 6→36, 7→137,
//   9→64; CRC-16 nos tipos 1 a 5.
// - Portaria 1510/2009, Anexo I: 1→232, 2→299, 3→34, 4→34, 5→87, 9→46; sem CRC. Datas ddmmaaaa e
//   horas hhmm; o trabalhador é identificado pelo PIS (12 posições).
// - Portaria 1510 alterada pela 595/2013: os mesmos registros com CRC-16 de 4 caracteres no fim
//   (3→38, cabeçalho 1→236); tipo 2 com o CPF do responsável (317), tipo 4 com ele (49), tipo 5
//   com "demais dados" e ele (106), tipo 6 de 24 e trailer de 55 com a contagem do tipo 6. Esses
//   tamanhos vêm de uma só transcrição pública; por isso também se aceita o registro de 1510 com
//   o CRC acrescentado (2→303, 4→38, 5→91).

import type { TipoRep } from './arquivo.ts';
import { LINHA_ASSINATURA, type TipoRegistroAfd } from './tipos.ts';

export type LeiauteAfd = '671' | '1510' | '595';

/** Um tamanho de registro conhecido: de que tipo, em que leiautes, e se termina em CRC-16. */
export type FormaRegistroAfd = {
  tipo: TipoRegistroAfd;
  tamanho: number;
  leiautes: readonly LeiauteAfd[];
  crc: boolean;
};

const forma = (
  tipo: TipoRegistroAfd,
  tamanho: number,
  leiautes: readonly LeiauteAfd[],
  crc: boolean,
): FormaRegistroAfd => ({ tipo, tamanho, leiautes, crc });

const P671: readonly LeiauteAfd[] = ['671'];
const P1510: readonly LeiauteAfd[] = ['1510'];
const P595: readonly LeiauteAfd[] = ['595'];
const ANTIGOS: readonly LeiauteAfd[] = ['1510', '595'];

export const FORMAS_REGISTRO_AFD: readonly FormaRegistroAfd[] = [
  forma('1', 302, P671, true),
  forma('2', 331, P671, true),
  forma('3', 50, P671, true),
  forma('4', 73, P671, true),
  forma('5', 118, P671, true),
  forma('6', 36, P671, false),
  forma('7', 137, P671, false),
  forma('9', 64, P671, false),
  forma('1', 232, P1510, false),
  forma('2', 299, P1510, false),
  forma('3', 34, P1510, false),
  forma('4', 34, P1510, false),
  forma('5', 87, P1510, false),
  forma('6', 24, ANTIGOS, false),
  forma('9', 46, ANTIGOS, false),
  forma('1', 236, P595, true),
  forma('2', 317, P595, true),
  forma('2', 303, P595, true),
  forma('3', 38, P595, true),
  forma('4', 49, P595, true),
  forma('4', 38, P595, true),
  forma('5', 106, P595, true),
  forma('5', 91, P595, true),
  forma('9', 55, P595, false),
];

const POR_TIPO_E_TAMANHO = new Map(FORMAS_REGISTRO_AFD.map((f) => [`${f.tipo}:${f.tamanho}`, f]));

/** Forma conhecida para o tipo e o tamanho, ou `undefined` (tamanho fora de todo leiaute). */
export const formaDoRegistro = (
  tipo: TipoRegistroAfd,
  tamanho: number,
): FormaRegistroAfd | undefined => POR_TIPO_E_TAMANHO.get(`${tipo}:${tamanho}`);

/** Tamanhos que o tipo tem em algum leiaute, para as mensagens. */
export const tamanhosDoTipo = (tipo: TipoRegistroAfd): number[] =>
  FORMAS_REGISTRO_AFD.filter((f) => f.tipo === tipo).map((f) => f.tamanho);

export type TipoLinhaLidaAfd = TipoRegistroAfd | 'assinatura';

const TIPOS_CORPO = ['2', '3', '4', '5', '6', '7'];

/**
 * Tipo da linha pelo que todos os leiautes têm em comum: trailer pelo NSR `999999999`, cabeçalho
 * por `000000000` seguido de `1`, os demais pelo tipo na posição 10 depois de 9 dígitos de NSR, a
 * assinatura pelo literal. `null`: não é registro de AFD.
 */
export const reconhecerLinhaAfd = (linha: string): TipoLinhaLidaAfd | null => {
  if (linha.startsWith('999999999')) return '9';
  if (linha.startsWith(LINHA_ASSINATURA.trimEnd())) return 'assinatura';
  if (linha.startsWith('0000000001')) return '1';
  const tipo = linha.charAt(9);
  return /^\d{9}$/.test(linha.slice(0, 9)) && TIPOS_CORPO.includes(tipo)
    ? (tipo as TipoRegistroAfd)
    : null;
};

/**
 * Leiaute de um conjunto de linhas pelo primeiro registro de tamanho exclusivo de um leiaute (o
 * cabeçalho, quando há); sem ele, o do primeiro registro de tamanho conhecido; `null` se nenhum.
 */
export const detectarLeiauteAfd = (linhas: Iterable<string>): LeiauteAfd | null => {
  let provavel: LeiauteAfd | null = null;
  for (const linha of linhas) {
    const tipo = reconhecerLinhaAfd(linha);
    if (tipo === null || tipo === 'assinatura') continue;
    const f = formaDoRegistro(tipo, linha.length);
    if (!f) continue;
    if (f.leiautes.length === 1) return f.leiautes[0] ?? null;
    provavel ??= f.leiautes[0] ?? null;
  }
  return provavel;
};

/**
 * Tipo do REP pelo cabeçalho da Portaria 671: o campo "modelo" (posições 269–298) só é preenchido
 * pelo REP-C; sem ele, tipo 7 no arquivo é REP-P (que nunca grava tipo 3); depois vale o sufixo do
 * nome do arquivo (`REP_C`, `REP_A`, `REP_P`, leiaute do AFD, item 10); por fim, tipo 3 sem modelo
 * é REP-A. Sem cabeçalho de 671 (`modeloCabecalho` nulo) não se sabe: `null`.
 */
export const determinarModeloRep = (entrada: {
  modeloCabecalho: string | null;
  hasTipo3: boolean;
  hasTipo7: boolean;
  nomeArquivo?: string | undefined;
}): TipoRep | null => {
  const { modeloCabecalho, hasTipo3, hasTipo7, nomeArquivo = '' } = entrada;
  if (modeloCabecalho === null) return null;
  if (modeloCabecalho.trim() !== '') return 'REP-C';
  if (hasTipo7) return 'REP-P';
  const sufixo = /REP_([CAP])(\.[^.]*)?$/i.exec(nomeArquivo)?.[1]?.toUpperCase();
  if (sufixo) return `REP-${sufixo}` as TipoRep;
  return hasTipo3 ? 'REP-A' : null;
};

/**
 * Campo "modelo" de um cabeçalho de 671 (302 caracteres; lido também de um cabeçalho com tamanho
 * errado que ainda alcance a posição 298), ou `null` se a linha não for um.
 */
export const modeloDoCabecalho671 = (linha: string): string | null =>
  linha.length >= 298 && linha.startsWith('0000000001') ? linha.slice(268, 298) : null;
