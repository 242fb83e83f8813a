// Formatação dos campos de largura fixa do AFD (Portaria 671, Anexo V, "regras gerais").
// Campo N: alinhado à direita com zeros à esquerda (ex.: NSR `000000001`, CPF em 12 posições
// `052998224725`). O texto oficial diz "preencher a partir da esquerda com espaços", mas todas as
// implementações vistas e a tradição da Portaria 1.510 usam zeros — legal-br.md §1.3.1 (não
// verificado; é o padrão escolhido). Campo A: alinhado à esquerda, completado com espaços.

import { normalizarTextoLatin1 } from './latin1.ts';

/** Data-hora do AFD/AEJ: `AAAA-MM-ddThh:mm:00ZZZZZ`, segundos sempre `00`, fuso `±hhmm`. */
export type DataHoraAfd = string;

/** Data `AAAA-MM-dd`. */
export type DataAfd = string;

export const PADRAO_DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{4}$/;
export const PADRAO_DATA = /^\d{4}-\d{2}-\d{2}$/;

const diasNoMes = (ano: number, mes: number): number =>
  new Date(Date.UTC(ano, mes, 0)).getUTCDate();

/** Data `AAAA-MM-dd` existente no calendário (rejeita 2026-02-30). */
export const isDataValida = (data: string): boolean => {
  if (!PADRAO_DATA.test(data)) return false;
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
};

/** Data-hora no formato do leiaute, com data, hora (< 24) e fuso (até ±14:00) coerentes. */
export const isDataHoraValida = (valor: string): boolean => {
  if (!PADRAO_DATA_HORA.test(valor) || !isDataValida(valor.slice(0, 10))) return false;
  const hora = Number(valor.slice(11, 13));
  const minuto = Number(valor.slice(14, 16));
  const fusoHoras = Number(valor.slice(20, 22));
  const fusoMinutos = Number(valor.slice(22, 24));
  return hora < 24 && minuto < 60 && fusoHoras <= 14 && fusoMinutos < 60;
};

/**
 * Monta a data-hora do leiaute a partir da data e hora locais do estabelecimento e do deslocamento
 * do fuso naquele instante (em minutos, ex.: −180). Os segundos são truncados, nunca arredondados:
 * arredondar para cima poria a marcação no futuro (legal-br.md §1.3.10, escolha de projeto).
 */
export const formatarDataHoraAfd = (entrada: {
  data: DataAfd;
  hora: string;
  offsetMinutos: number;
}): DataHoraAfd => {
  const { data, hora, offsetMinutos } = entrada;
  if (!isDataValida(data)) throw new Error(`data inválida: "${data}" (use AAAA-MM-DD)`);
  if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(hora)) {
    throw new Error(`hora inválida: "${hora}" (use HH:MM ou HH:MM:SS)`);
  }
  if (!Number.isInteger(offsetMinutos) || Math.abs(offsetMinutos) > 14 * 60) {
    throw new Error(`deslocamento de fuso inválido: ${offsetMinutos} minutos`);
  }
  const sinal = offsetMinutos < 0 ? '-' : '+';
  const absoluto = Math.abs(offsetMinutos);
  const fuso = `${sinal}${String(Math.floor(absoluto / 60)).padStart(2, '0')}${String(absoluto % 60).padStart(2, '0')}`;
  return `${data}T${hora.slice(0, 5)}:00${fuso}`;
};

/** Campo N: só dígitos, zeros à esquerda; valor maior que o campo é erro de programação. */
export const campoNumerico = (valor: number | string, tamanho: number, nome: string): string => {
  const texto = typeof valor === 'number' ? String(valor) : valor;
  if (!/^\d*$/.test(texto) || (typeof valor === 'number' && !Number.isSafeInteger(valor))) {
    throw new Error(`${nome}: "${texto}" não é numérico`);
  }
  if (texto.length > tamanho) {
    throw new Error(`${nome}: "${texto}" excede ${tamanho} dígitos`);
  }
  return texto.padStart(tamanho, '0');
};

/**
 * Campo A: texto normalizado para latin1, cortado na largura do campo e completado com espaços.
 * Cortar (em vez de recusar) é escolha de projeto: um nome longo não pode bloquear uma marcação.
 */
export const campoAlfanumerico = (valor: string, tamanho: number): string =>
  normalizarTextoLatin1(valor).slice(0, tamanho).padEnd(tamanho, ' ');

/** Campo D ou DH: conferido contra o formato do leiaute antes de entrar no registro. */
export const campoDataHora = (valor: DataHoraAfd, nome: string): string => {
  if (!isDataHoraValida(valor)) {
    throw new Error(`${nome}: "${valor}" não está no formato AAAA-MM-ddThh:mm:00±hhmm`);
  }
  return valor;
};

export const campoData = (valor: DataAfd, nome: string): string => {
  if (!isDataValida(valor)) throw new Error(`${nome}: "${valor}" não é data AAAA-MM-dd válida`);
  return valor;
};

/** Lê um campo N de identificação (CPF/CNPJ) gravado com zeros à esquerda. */
export const lerIdentificador = (campo: string, digitos: number): string =>
  campo.length > digitos && /^0+$/.test(campo.slice(0, campo.length - digitos))
    ? campo.slice(campo.length - digitos)
    : campo;
