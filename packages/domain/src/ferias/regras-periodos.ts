// Regras de cada período de gozo: início, aviso, tamanho mínimo e sobreposição.

import {
  addDias,
  type DataIso,
  type DiaDaSemana,
  diaDaSemana,
  diferencaDias,
  formatarDataBr,
} from '../tempo/data.ts';
import {
  ANTECEDENCIA_MINIMA_AVISO,
  DIAS_MINIMOS_POR_PERIODO,
  DIAS_VEDADOS_ANTES_DO_DESCANSO,
} from './direito.ts';
import { erroFerias, quantosDias, rotuloPeriodo } from './mensagens.ts';
import { fimDoPeriodo } from './periodos.ts';
import type { ContextoFerias, RegraFerias } from './regras-contexto.ts';
import type { CodigoErroFerias, PeriodoFerias } from './tipos.ts';

const NOME_DIA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** Um erro com uma ocorrência por período que falha em `problema` (null = período em ordem). */
const porPeriodo = (
  codigo: CodigoErroFerias,
  c: ContextoFerias,
  problema: (periodo: PeriodoFerias) => string | null,
) => {
  const ocorrencias = c.periodos.flatMap((periodo, i) => {
    const texto = problema(periodo);
    return texto === null ? [] : [`${rotuloPeriodo(i, periodo)}: ${texto}`];
  });
  return ocorrencias.length === 0 ? null : erroFerias(codigo, ocorrencias);
};

/**
 * Por que as férias não podem começar em `inicio` (CLT art. 134 §3º), ou null se podem. Vedado
 * começar nos 2 dias que antecedem feriado ou repouso semanal, como diz o contrato do motor
 * (engine-contract.md). O PN 100 do TST vai além (nem no próprio sábado, domingo ou feriado); o
 * contrato não o adota, e a decisão está em docs/decisoes/ferias.md.
 */
export const motivoInicioVedado = (
  inicio: DataIso,
  feriados: ReadonlySet<DataIso>,
  diasDescanso: ReadonlySet<DiaDaSemana>,
): string | null => {
  for (let antes = 1; antes <= DIAS_VEDADOS_ANTES_DO_DESCANSO; antes++) {
    const dia = addDias(inicio, antes);
    const semana = diaDaSemana(dia);
    const oQue = feriados.has(dia)
      ? `feriado de ${formatarDataBr(dia)}`
      : diasDescanso.has(semana)
        ? `repouso semanal (${NOME_DIA[semana]}, ${formatarDataBr(dia)})`
        : null;
    if (oQue === null) continue;
    return `começa ${quantosDias(antes)} antes do ${oQue}`;
  }
  return null;
};

/** As férias não podem começar nesta data (CLT art. 134 §3º)? Para o calendário do formulário. */
export const isInicioDeFeriasVedado = (
  inicio: DataIso,
  feriados: ReadonlySet<DataIso>,
  diasDescanso: ReadonlySet<DiaDaSemana>,
): boolean => motivoInicioVedado(inicio, feriados, diasDescanso) !== null;

/** CLT art. 134 §3º: início vedado perto de feriado ou repouso semanal. */
export const regraInicioAntesDeFeriadoOuDescanso: RegraFerias = (c) =>
  porPeriodo('INICIO_ANTES_DE_FERIADO_OU_DESCANSO', c, (p) =>
    motivoInicioVedado(p.inicio, c.feriados, c.diasDescanso),
  );

/**
 * CLT art. 135: aviso escrito com 30 dias de antecedência. Um só aviso cobre a programação, então
 * cada período é conferido contra ele (na prática, o que começa primeiro decide).
 */
export const regraAvisoMenorQue30Dias: RegraFerias = (c) => {
  const { avisoEm } = c;
  if (avisoEm === null) return null;
  return porPeriodo('AVISO_MENOR_QUE_30_DIAS', c, (p) => {
    const antecedencia = diferencaDias(avisoEm, p.inicio);
    if (antecedencia >= ANTECEDENCIA_MINIMA_AVISO) return null;
    const aviso = `aviso em ${formatarDataBr(avisoEm)}`;
    if (antecedencia < 0) return `${aviso}, depois do início`;
    if (antecedencia === 0) return `${aviso}, no próprio dia do início`;
    return `${aviso}, só ${quantosDias(antecedencia)} antes do início`;
  });
};

/**
 * CLT art. 134 §1º: fracionadas (contando as frações já concedidas), cada período desta
 * programação com ao menos 5 dias corridos; as frações passadas não se refazem.
 */
export const regraPeriodoMenorQue5Dias: RegraFerias = (c) =>
  c.periodos.length + c.fracoesConcedidas.length <= 1
    ? null
    : porPeriodo('PERIODO_MENOR_QUE_5_DIAS', c, (p) =>
        p.dias < DIAS_MINIMOS_POR_PERIODO ? `só ${quantosDias(p.dias)}` : null,
      );

/** CLT arts. 130 e 134: o gozo começa depois de completado o período aquisitivo. */
export const regraAntesDoFimDoAquisitivo: RegraFerias = (c) =>
  porPeriodo('ANTES_DO_FIM_DO_AQUISITIVO', c, (p) =>
    p.inicio <= c.aquisitivo.fim
      ? `começa antes de completado o período aquisitivo, que termina em ${formatarDataBr(c.aquisitivo.fim)}`
      : null,
  );

/** Dois períodos não podem ter dias em comum. */
export const regraPeriodosSobrepostos: RegraFerias = (c) => {
  const ocorrencias: string[] = [];
  c.periodos.forEach((a, i) => {
    c.periodos.slice(i + 1).forEach((b, k) => {
      const inicio = a.inicio > b.inicio ? a.inicio : b.inicio;
      const fimA = fimDoPeriodo(a);
      const fimB = fimDoPeriodo(b);
      const fim = fimA < fimB ? fimA : fimB;
      if (inicio > fim) return;
      ocorrencias.push(
        `${rotuloPeriodo(i, a)} e ${rotuloPeriodo(i + 1 + k, b)}: ` +
          `dias em comum de ${formatarDataBr(inicio)} a ${formatarDataBr(fim)}`,
      );
    });
  });
  return ocorrencias.length === 0 ? null : erroFerias('PERIODOS_SOBREPOSTOS', ocorrencias);
};
