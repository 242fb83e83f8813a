// Marcações e cabeçalho do leiaute da Portaria 1510/2009 (Anexo I), igual na alteração da 595/2013
// a menos do CRC no fim: tipo 3 = NSR (1–9), "3" (10), data ddmmaaaa (11–18), hora hhmm (19–22),
// PIS (23–34) [, CRC (35–38)]. O PIS vai em 12 posições: "0" + PIS; depois do fim do PIS a Portaria
// 671 (art. 96 §2º) admite "9" + CPF e "8" + 10 dígitos do CPF + dígito do PIS.

import { lerIdentificador } from './campos.ts';
import { isCpfValido, isPisValido } from './identificadores.ts';
import { isDataExistente } from './leitor-671.ts';
import type { CabecalhoLidoAfd, LeituraMarcacaoAfd } from './leitor-afd-tipos.ts';

const p = (linha: string, de: number, ate: number): string => linha.slice(de - 1, ate);

/** `ddmmaaaa` + `hhmm` → `AAAA-MM-DDThh:mm`, ou `null` se a data ou a hora não existirem. */
export const lerDataHora1510 = (data: string, hora: string): string | null => {
  if (!/^\d{8}$/.test(data) || !/^([01]\d|2[0-3])[0-5]\d$/.test(hora)) return null;
  const iso = `${data.slice(4, 8)}-${data.slice(2, 4)}-${data.slice(0, 2)}`;
  return isDataExistente(iso) ? `${iso}T${hora.slice(0, 2)}:${hora.slice(2, 4)}` : null;
};

type Aviso = Extract<LeituraMarcacaoAfd, { ok: true }>['avisos'][number];

/** Confere o dígito verificador conforme a primeira posição (art. 96 §2º da Portaria 671). */
const conferirPis = (pis: string): Aviso | null => {
  const resto = pis.slice(1);
  switch (pis.charAt(0)) {
    case '0':
    case '8':
      return isPisValido(resto)
        ? null
        : { codigo: 'PIS_INVALIDO', mensagem: `PIS ${resto} com dígito verificador inválido` };
    case '9':
      return isCpfValido(resto)
        ? null
        : { codigo: 'CPF_INVALIDO', mensagem: `CPF ${resto} (PIS "9" + CPF) com dígito inválido` };
    default:
      return {
        codigo: 'PIS_INVALIDO',
        mensagem: `PIS em 12 posições deve começar por 0 (ou 8/9, art. 96 §2º da Portaria 671): "${pis}"`,
      };
  }
};

/** Marcação tipo 3 de 1510/595: NSR, data e hora sem fuso, PIS. */
export const lerMarcacao1510 = (linha: string): LeituraMarcacaoAfd => {
  const nsr = p(linha, 1, 9);
  if (!/^\d{9}$/.test(nsr)) return { ok: false, mensagem: `NSR "${nsr}" ilegível` };
  const data = p(linha, 11, 18);
  const hora = p(linha, 19, 22);
  const dataHora = lerDataHora1510(data, hora);
  if (dataHora === null) {
    return { ok: false, mensagem: `data "${data}" e hora "${hora}" ilegíveis (ddmmaaaa hhmm)` };
  }
  const campo = p(linha, 23, 34);
  const pis = /^\d{12}$/.test(campo) ? campo : null;
  const aviso: Aviso | null =
    pis === null
      ? {
          codigo: 'CAMPO_INVALIDO',
          mensagem: `PIS "${campo.trim()}" (posições 23–34) não numérico`,
        }
      : conferirPis(pis);
  return {
    ok: true,
    marcacao: { nsr: Number(nsr), dataHora, fuso: null, cpf: null, pis },
    avisos: aviso ? [aviso] : [],
  };
};

/** Cabeçalho de 1510/595: empregador (11–25), razão social (38–187), nº de fabricação (188–204). */
export const lerCabecalho1510 = (linha: string, numero: number): CabecalhoLidoAfd => {
  const tipoIdEmpregador = p(linha, 11, 11) === '2' ? 'cpf' : 'cnpj';
  return {
    linha: numero,
    tipoIdEmpregador,
    idEmpregador: lerIdentificador(p(linha, 12, 25), tipoIdEmpregador === 'cpf' ? 11 : 14),
    razaoSocial: p(linha, 38, 187).trim(),
    numeroRep: p(linha, 188, 204).trim(),
    modeloEquipamento: '',
  };
};
