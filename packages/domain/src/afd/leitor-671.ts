// Marcações e cabeçalho do leiaute da Portaria 671 (Anexo V; legal-br.md §1.3): tipo 3 de REP-C e
// REP-A (NSR, "3", data-hora, CPF em 12 posições, CRC) e tipo 7 de REP-P (NSR, "7", data-hora da
// marcação, CPF, data-hora da gravação, coletor, on/off-line, hash). Lidos pelas posições, mesmo
// com o tamanho errado: o tamanho vira aviso, a marcação não se perde.

import { isDataValida, lerIdentificador } from './campos.ts';
import { isCpfValido } from './identificadores.ts';
import type { CabecalhoLidoAfd, LeituraMarcacaoAfd } from './leitor-afd-tipos.ts';

/** Trecho pela posição do leiaute (1-based, inclusiva). */
const p = (linha: string, de: number, ate: number): string => linha.slice(de - 1, ate);

let ultimaDataValida = '';

/** Data `AAAA-MM-dd` existente; lembra a última válida (as marcações vêm em ordem, dia a dia). */
export const isDataExistente = (data: string): boolean => {
  if (data === ultimaDataValida) return true;
  if (!isDataValida(data)) return false;
  ultimaDataValida = data;
  return true;
};

/** `AAAA-MM-DDThh:mm…` → `AAAA-MM-DDThh:mm`, ou `null` se a data ou a hora não existirem. */
export const lerDataHora671 = (dh: string): string | null => {
  const data = dh.slice(0, 10);
  const hora = dh.slice(11, 16);
  if (!isDataExistente(data) || dh.charAt(10) !== 'T') return null;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(hora) ? `${data}T${hora}` : null;
};

type Aviso = Extract<LeituraMarcacaoAfd, { ok: true }>['avisos'][number];

/**
 * CPF do campo de 12 posições: zero à esquerda e 11 dígitos com dígito verificador válido. Campo
 * não numérico dá `null`; o aviso é o de campo inválido ou de tamanho, dado por quem chama.
 */
const lerCpf = (campo: string, avisos: Aviso[]): string | null => {
  if (!/^\d{12}$/.test(campo)) return null;
  const cpf = campo.slice(1);
  if (campo.charAt(0) !== '0') {
    avisos.push({
      codigo: 'CPF_INVALIDO',
      mensagem: `CPF em 12 posições deve começar por zero: "${campo}"; lidos os 11 últimos dígitos`,
    });
  } else if (!isCpfValido(cpf)) {
    avisos.push({ codigo: 'CPF_INVALIDO', mensagem: `CPF ${cpf} com dígito verificador inválido` });
  }
  return cpf;
};

/** Marcação tipo 3 ou 7: NSR, data-hora da marcação (posições 11–34) e CPF (35–46). */
export const lerMarcacao671 = (linha: string): LeituraMarcacaoAfd => {
  const nsr = p(linha, 1, 9);
  if (!/^\d{9}$/.test(nsr)) return { ok: false, mensagem: `NSR "${nsr}" ilegível` };
  const dh = p(linha, 11, 34);
  const dataHora = lerDataHora671(dh);
  if (dataHora === null) {
    return { ok: false, mensagem: `data-hora da marcação "${dh}" ilegível (AAAA-MM-ddThh:mm)` };
  }
  const fuso = dh.slice(19, 24);
  const avisos: Aviso[] = [];
  const cpf = lerCpf(p(linha, 35, 46), avisos);
  return {
    ok: true,
    marcacao: {
      nsr: Number(nsr),
      dataHora,
      fuso: /^[+-]\d{4}$/.test(fuso) ? fuso : null,
      cpf,
      pis: null,
    },
    avisos,
  };
};

/** Cabeçalho de 671: empregador (posições 11–25), razão social (40–189), REP (190–206), modelo. */
export const lerCabecalho671 = (linha: string, numero: number): CabecalhoLidoAfd => {
  const tipoIdEmpregador = p(linha, 11, 11) === '2' ? 'cpf' : 'cnpj';
  return {
    linha: numero,
    tipoIdEmpregador,
    idEmpregador: lerIdentificador(p(linha, 12, 25), tipoIdEmpregador === 'cpf' ? 11 : 14),
    razaoSocial: p(linha, 40, 189).trim(),
    numeroRep: p(linha, 190, 206).trim(),
    modeloEquipamento: p(linha, 269, 298).trim(),
  };
};
