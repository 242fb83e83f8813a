import type { SituacaoExtratoFaturamento } from '@jornada/contracts';
import { MESES } from '../../lib/competencia.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Mensagem de uma falha: a do servidor (4xx, em pt-BR) ou a padrão da tela. */
export const mensagemErro = (e: unknown, padrao: string): string =>
  e instanceof ErroApi && !e.isErroServidor ? e.mensagem : padrao;

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Centavos inteiros em reais: 51170 → 'R$ 511,70'. */
export const formatarCentavos = (c: number | null): string =>
  c === null ? '—' : reais.format(c / 100).replace(/\u00a0/g, ' ');

/**
 * Valor digitado em reais ('1.234,56', '9,9', '10') em centavos inteiros; null se não for um
 * valor válido. Sem ponto flutuante: a parte inteira e os centavos são lidos como texto.
 */
export const reaisParaCentavos = (texto: string): number | null => {
  const limpo = texto
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\./g, '');
  const m = /^(\d{1,9})(?:,(\d{1,2}))?$/.exec(limpo);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
};

/** Centavos para o campo de texto: 990 → '9,90'. */
export const centavosParaTexto = (c: number): string =>
  `${Math.trunc(c / 100)},${String(c % 100).padStart(2, '0')}`;

/** 'AAAA-MM' → 'Outubro de 2026'. */
export const nomeCompetencia = (c: string): string =>
  `${MESES[Number(c.slice(5, 7)) - 1]} de ${c.slice(0, 4)}`;

/** 'AAAA-MM' → '10/2026'. */
export const competenciaCurta = (c: string): string => `${c.slice(5, 7)}/${c.slice(0, 4)}`;

/** A competência do mês anterior ao de `hoje` (o mês que se fatura). */
export const competenciaAnterior = (hoje: Date): string => {
  const ano = hoje.getMonth() === 0 ? hoje.getFullYear() - 1 : hoje.getFullYear();
  const mes = hoje.getMonth() === 0 ? 12 : hoje.getMonth();
  return `${ano}-${String(mes).padStart(2, '0')}`;
};

export const NOME_SITUACAO: Record<SituacaoExtratoFaturamento, string> = {
  aberto: 'Aberto',
  fechado: 'Fechado',
  'sem-plano': 'Sem plano',
};

export const COR_SITUACAO: Record<SituacaoExtratoFaturamento, string> = {
  aberto: 'blue',
  fechado: 'green',
  'sem-plano': 'gray',
};

/** Faixa como texto: 'de 1 a 50' ou 'acima de 200'. */
export const descreverFaixa = (de: number, ate: number | null): string =>
  ate === null ? (de === 1 ? 'qualquer quantidade' : `acima de ${de - 1}`) : `de ${de} a ${ate}`;
