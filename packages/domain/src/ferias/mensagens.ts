// Mensagens pt-BR dos erros de férias: o que está errado, em qual período, e a regra legal.

import { formatarDataBr } from '../tempo/data.ts';
import type { CodigoErroFerias, ErroFerias, IntervaloDeDatas, PeriodoFerias } from './tipos.ts';

/** A regra violada por código, com a fonte legal (para a mensagem, dicas do formulário, docs). */
export const REGRA_ERRO_FERIAS: Record<CodigoErroFerias, string> = {
  MAIS_DE_3_PERIODOS: 'As férias podem ser fracionadas em no máximo 3 períodos (CLT art. 134 §1º).',
  NENHUM_PERIODO_DE_14_DIAS:
    'Nas férias fracionadas, um dos períodos deve ter ao menos 14 dias corridos (CLT art. 134 §1º).',
  PERIODO_MENOR_QUE_5_DIAS:
    'Nas férias fracionadas, nenhum período pode ter menos de 5 dias corridos (CLT art. 134 §1º).',
  INICIO_ANTES_DE_FERIADO_OU_DESCANSO:
    'É vedado o início das férias no período de dois dias que antecede feriado ou dia de repouso ' +
    'semanal remunerado (CLT art. 134 §3º) e, pela mesma razão, no próprio feriado ou repouso ' +
    '(PN 100 do TST).',
  AVISO_MENOR_QUE_30_DIAS:
    'A concessão das férias deve ser participada por escrito ao empregado com antecedência ' +
    'mínima de 30 dias (CLT art. 135).',
  ABONO_ACIMA_DE_UM_TERCO:
    'O empregado pode converter em abono pecuniário no máximo 1/3 dos dias de férias a que tem ' +
    'direito (CLT art. 143).',
  DIAS_DIFEREM_DO_DIREITO:
    'Os dias de gozo somados aos dias de abono pecuniário devem ser iguais aos dias de direito ' +
    '(CLT arts. 130 e 143).',
  SEM_DIREITO:
    'Com mais de 32 faltas injustificadas no período aquisitivo não há direito a férias (CLT art. 130).',
  ANTES_DO_FIM_DO_AQUISITIVO:
    'As férias só podem ser concedidas depois de completado o período aquisitivo, nos 12 meses ' +
    'seguintes (CLT arts. 130 e 134).',
  PERIODOS_SOBREPOSTOS: 'Os períodos de férias não podem ter dias em comum.',
};

/** "2º período (06/07/2026)": identifica o período pela ordem da entrada e pelo início. */
export const rotuloPeriodo = (indice: number, periodo: PeriodoFerias): string =>
  `${indice + 1}º período (${formatarDataBr(periodo.inicio)})`;

/** "Período aquisitivo 01/03/2025 a 28/02/2026". */
export const rotuloAquisitivo = ({ inicio, fim }: IntervaloDeDatas): string =>
  `Período aquisitivo ${formatarDataBr(inicio)} a ${formatarDataBr(fim)}`;

/** "dia" ou "dias" conforme a quantidade. */
export const quantosDias = (n: number): string => `${n} ${Math.abs(n) === 1 ? 'dia' : 'dias'}`;

/**
 * Um erro por código: as ocorrências ("<período>: <o que houve>") separadas por ";", seguidas da
 * regra legal violada.
 */
export const erroFerias = (
  codigo: CodigoErroFerias,
  ocorrencias: readonly string[],
): ErroFerias => ({
  codigo,
  mensagem: `${ocorrencias.join('; ')}. ${REGRA_ERRO_FERIAS[codigo]}`,
});

/** "1 falta injustificada", "3 faltas injustificadas". */
export const quantasFaltas = (n: number): string =>
  `${n} ${n === 1 ? 'falta injustificada' : 'faltas injustificadas'}`;
