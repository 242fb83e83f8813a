import type { MarcacaoAfd, ResumoLeituraAfd } from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';
import { instanteLocal } from '../../shared/fuso.ts';

/**
 * Como a marcação identifica o empregado: CPF no 671; no 1510/595 o PIS em 12 posições — "0" +
 * PIS (procurado no PIS do cadastro) ou "9" + CPF (art. 96 §2º da Portaria 671, procurado no CPF).
 * "8" + 10 dígitos do CPF + dígito do PIS e o que não for numérico ficam sem chave (desconhecidos).
 */
export type IdentificadorAfd = {
  tipo: 'cpf' | 'pis';
  /** Como gravado: CPF de 11 dígitos ou PIS de 12 posições. */
  gravado: string;
  /** Chave no cache e na busca: `cpf:<11>` ou `pis:<11>`; `null` se não dá para procurar. */
  chave: string | null;
};

export const identificadorDe = (m: MarcacaoAfd): IdentificadorAfd | null => {
  if (m.cpf !== null) return { tipo: 'cpf', gravado: m.cpf, chave: `cpf:${m.cpf}` };
  if (m.pis === null) return null;
  const resto = m.pis.slice(1);
  if (m.pis.startsWith('0')) return { tipo: 'pis', gravado: m.pis, chave: `pis:${resto}` };
  if (m.pis.startsWith('9')) return { tipo: 'pis', gravado: m.pis, chave: `cpf:${resto}` };
  return { tipo: 'pis', gravado: m.pis, chave: null };
};

const fusoTexto = (minutos: number) => {
  const abs = Math.abs(minutos);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutos < 0 ? '-' : '+'}${hh}${mm}`;
};

const minutosDoFuso = (fuso: string) =>
  (fuso.startsWith('-') ? -1 : 1) * (Number(fuso.slice(1, 3)) * 60 + Number(fuso.slice(3, 5)));

/**
 * Instante da marcação: `dataHora` local (`AAAA-MM-DDTHH:MM`) com o fuso gravado (671) ou, sem
 * ele (1510/595), com o deslocamento do fuso da empresa naquele dia e hora.
 */
export const instanteDaMarcacao = (m: MarcacaoAfd, fusoEmpresa: string) => {
  const [data, hora] = m.dataHora.split('T') as [string, string];
  const minuto = Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
  const comoUtc = Date.parse(`${m.dataHora}:00Z`);
  let offset: number;
  if (m.fuso !== null) offset = minutosDoFuso(m.fuso);
  else {
    offset = instanteLocal(new Date(comoUtc), fusoEmpresa).offsetMinutos;
    const corrigido = instanteLocal(new Date(comoUtc - offset * 60_000), fusoEmpresa);
    offset = corrigido.offsetMinutos;
  }
  return {
    instante: new Date(comoUtc - offset * 60_000),
    data,
    minuto,
    fuso: m.fuso ?? fusoTexto(offset),
  };
};

/** Nº do REP no nome do arquivo (ex.: `AFD00004004330012345...`): os primeiros 17 dígitos seguidos. */
export const numeroRepDoNome = (nome: string): string | null => /\d{17}/.exec(nome)?.[0] ?? null;

/** A primeira linha não é de AFD, ou o arquivo está vazio: recusa na hora, com a linha. */
export const recusaDoLeitor = (resumo: ResumoLeituraAfd) => {
  const erro = resumo.erros.find((e) => e.codigo === 'NAO_E_AFD' || e.codigo === 'ARQUIVO_VAZIO');
  const motivo = erro
    ? `${erro.mensagem.charAt(0).toUpperCase()}${erro.mensagem.slice(1)}.`
    : 'O arquivo não é um AFD.';
  return new AppError('AFD_INVALIDO', `Arquivo AFD (campo arquivos): ${motivo}`, 400, 'arquivos');
};

export const arquivoGrande = (limiteMb: number) =>
  new AppError(
    'ARQUIVO_GRANDE',
    `O arquivo AFD (campo arquivos) passa do limite de ${limiteMb} MB desta instalação (AFD_IMPORTACAO_MAX_MB).`,
    413,
    'arquivos',
  );

export const afdDeRepP = () =>
  new AppError(
    'AFD_DE_REP_P',
    'Arquivo AFD (campo arquivos): é de um REP-P (marcações tipo 7); só se importam AFD de relógios REP-C/REP-A.',
    400,
    'arquivos',
  );
