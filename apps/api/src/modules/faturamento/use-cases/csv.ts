import { centavosDecimalBr } from '@jornada/domain';
import { competenciaBr } from './comum.ts';

/** Marca de ordem de bytes: o Excel em pt-BR só lê UTF-8 (acentos) com ela. */
const BOM = '\uFEFF';

/**
 * Um campo do CSV: entre aspas quando tem separador, aspas ou quebra de linha; texto que começa
 * com =, +, - ou @ ganha um apóstrofo (a planilha não o executa como fórmula).
 */
const campo = (v: string | number | null): string => {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** CSV em pt-BR: UTF-8 com BOM, `;` como separador, vírgula decimal, linhas CRLF. */
export const montarCsv = (linhas: readonly (readonly (string | number | null)[])[]): string =>
  `${BOM}${linhas.map((l) => l.map(campo).join(';')).join('\r\n')}\r\n`;

const dataBr = (d: string | null) =>
  d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '';

const SITUACAO = { aberto: 'Aberto', fechado: 'Fechado', 'sem-plano': 'Sem plano' } as const;

type LinhaEmpresa = {
  empresaNome: string;
  cnpj: string;
  planoNome: string | null;
  faixaAplicada: number;
  ativos: number;
  valorCentavos: number | null;
  situacao: keyof typeof SITUACAO;
};

/** As empresas clientes de uma competência, com a linha de total. */
export const csvEmpresas = (competencia: string, empresas: readonly LinhaEmpresa[]) =>
  montarCsv([
    [
      'Competência',
      'Empresa',
      'CNPJ',
      'Plano',
      'Faixa',
      'Colaboradores ativos',
      'Valor (R$)',
      'Situação',
    ],
    ...empresas.map((e) => [
      competenciaBr(competencia),
      e.empresaNome,
      e.cnpj,
      e.planoNome ?? '',
      e.faixaAplicada || '',
      e.ativos,
      e.valorCentavos === null ? '' : centavosDecimalBr(e.valorCentavos),
      SITUACAO[e.situacao],
    ]),
    [
      competenciaBr(competencia),
      'Total',
      '',
      '',
      '',
      empresas.reduce((s, e) => s + e.ativos, 0),
      centavosDecimalBr(empresas.reduce((s, e) => s + (e.valorCentavos ?? 0), 0)),
      '',
    ],
  ]);

/** Quem foi cobrado de uma empresa numa competência. */
export const csvColaboradores = (
  competencia: string,
  empresa: { empresaNome: string; cnpj: string },
  pessoas: readonly {
    nome: string;
    matricula: string | null;
    admissao: string | null;
    demissao: string | null;
  }[],
) =>
  montarCsv([
    ['Competência', 'Empresa', 'CNPJ', 'Nome', 'Matrícula', 'Admissão', 'Desligamento'],
    ...pessoas.map((p) => [
      competenciaBr(competencia),
      empresa.empresaNome,
      empresa.cnpj,
      p.nome,
      p.matricula,
      dataBr(p.admissao),
      dataBr(p.demissao),
    ]),
  ]);
