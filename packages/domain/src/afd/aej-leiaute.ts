// Campos de cada registro do AEJ (Portaria 671, Anexo VI; legal-br.md §1.4): formato e tamanho
// mínimo/máximo. Mínimo 0 = campo que pode ficar vazio (a regra condicional é conferida à parte).

import type { TipoRegistroAej } from './aej-tipos.ts';
import { isDataHoraValida, isDataValida } from './campos.ts';

type FormatoAej = 'N' | 'A' | 'D' | 'DH' | 'H' | readonly string[];

export type CampoAej = { nome: string; formato: FormatoAej; minimo: number; maximo: number };

const n = (nome: string, minimo: number, maximo: number): CampoAej => ({
  nome,
  formato: 'N',
  minimo,
  maximo,
});
const a = (nome: string, minimo: number, maximo: number): CampoAej => ({
  nome,
  formato: 'A',
  minimo,
  maximo,
});
const fixo = (nome: string, formato: 'D' | 'DH' | 'H', minimo = 1): CampoAej => ({
  nome,
  formato,
  minimo,
  maximo: { D: 10, DH: 24, H: 4 }[formato],
});
const um = (nome: string, valores: readonly string[], minimo = 1): CampoAej => ({
  nome,
  formato: valores,
  minimo,
  maximo: Math.max(...valores.map((v) => v.length)),
});

/** Campos de cada tipo, na ordem; o 04 repete pares hrEntradaNN/hrSaidaNN depois do 1º par. */
export const CAMPOS_AEJ: Record<TipoRegistroAej, readonly CampoAej[]> = {
  '01': [
    um('tipoReg', ['01']),
    um('tpIdtEmpregador', ['1', '2']),
    n('idtEmpregador', 11, 14),
    n('caepf', 0, 14),
    n('cno', 0, 12),
    a('razaoOuNome', 1, 150),
    fixo('dataInicialAej', 'D'),
    fixo('dataFinalAej', 'D'),
    fixo('dataHoraGerAej', 'DH'),
    a('versaoAej', 3, 3),
  ],
  '02': [
    um('tipoReg', ['02']),
    n('idRepAej', 1, 9),
    um('tpRep', ['1', '2', '3']),
    n('nrRep', 0, 17),
  ],
  '03': [um('tipoReg', ['03']), n('idtVinculoAej', 1, 9), n('cpf', 11, 11), a('nomeEmp', 1, 150)],
  '04': [
    um('tipoReg', ['04']),
    a('codHorContratual', 1, 30),
    n('durJornada', 1, 12),
    fixo('hrEntrada01', 'H'),
    fixo('hrSaida01', 'H'),
  ],
  '05': [
    um('tipoReg', ['05']),
    n('idtVinculoAej', 1, 9),
    fixo('dataHoraMarc', 'DH'),
    n('idRepAej', 0, 9),
    um('tpMarc', ['E', 'S', 'D']),
    n('seqEntSaida', 3, 3),
    um('fonteMarc', ['O', 'I', 'P', 'X', 'T']),
    a('codHorContratual', 0, 30),
    a('motivo', 0, 150),
  ],
  '06': [um('tipoReg', ['06']), n('idtVinculoAej', 1, 9), a('matEsocial', 1, 30)],
  '07': [
    um('tipoReg', ['07']),
    n('idtVinculoAej', 1, 9),
    um('tipoAusenOuComp', ['1', '2', '3', '4']),
    fixo('data', 'D'),
    n('qtMinutos', 0, 12),
    um('tipoMovBH', ['1', '2'], 0),
  ],
  '08': [
    um('tipoReg', ['08']),
    a('nomeProg', 1, 150),
    a('versaoProg', 1, 8),
    um('tpIdtDesenv', ['1', '2']),
    n('idtDesenv', 11, 14),
    a('razaoNomeDesenv', 1, 150),
    a('emailDesenv', 1, 50),
  ],
  '99': [
    um('tipoReg', ['99']),
    ...['01', '02', '03', '04', '05', '06', '07', '08'].map((t) => n(`qtRegistrosTipo${t}`, 1, 9)),
  ],
};

/** Par extra do horário contratual (hrEntradaNN/hrSaidaNN): 0 ou 4 posições. */
export const campoHorarioExtra = (ordem: number, entrada: boolean): CampoAej =>
  fixo(`${entrada ? 'hrEntrada' : 'hrSaida'}${String(ordem).padStart(2, '0')}`, 'H', 0);

const isFormatoValido = (valor: string, formato: FormatoAej): boolean => {
  if (typeof formato !== 'string') return formato.includes(valor);
  if (formato === 'N') return /^\d+$/.test(valor);
  if (formato === 'D') return isDataValida(valor);
  if (formato === 'DH') return isDataHoraValida(valor);
  if (formato === 'H') return /^([01]\d|2[0-3])[0-5]\d$/.test(valor);
  return valor.trim() !== '';
};

export type DefeitoCampoAej = { codigo: 'CAMPO_OBRIGATORIO' | 'CAMPO_INVALIDO'; mensagem: string };

const invalido = (mensagem: string): DefeitoCampoAej => ({ codigo: 'CAMPO_INVALIDO', mensagem });

/** Defeito do campo, ou `null`: vazio permitido só com mínimo 0. */
export const conferirCampoAej = (valor: string, campo: CampoAej): DefeitoCampoAej | null => {
  if (valor === '') {
    return campo.minimo === 0
      ? null
      : { codigo: 'CAMPO_OBRIGATORIO', mensagem: `campo ${campo.nome} obrigatório está vazio` };
  }
  if (valor.length > campo.maximo || valor.length < campo.minimo) {
    const faixa =
      campo.minimo === campo.maximo
        ? `${campo.maximo}`
        : `${Math.max(campo.minimo, 1)} a ${campo.maximo}`;
    return invalido(
      `campo ${campo.nome} com ${valor.length} caracteres; o leiaute admite ${faixa}`,
    );
  }
  if (!isFormatoValido(valor, campo.formato)) {
    return invalido(`campo ${campo.nome} inválido: "${valor}"`);
  }
  return null;
};
