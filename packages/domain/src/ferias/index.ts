// Férias: direito, períodos aquisitivo e concessivo e conferência da programação (CLT arts. 130–143).
export {
  ANTECEDENCIA_MINIMA_AVISO,
  abonoMaximo,
  DIAS_MINIMOS_POR_PERIODO,
  DIAS_PERIODO_PRINCIPAL,
  DIAS_VEDADOS_ANTES_DO_DESCANSO,
  diasDireitoPorFaltas,
  MAXIMO_PERIODOS_FERIAS,
} from './direito.ts';
export { REGRA_ERRO_FERIAS, rotuloAquisitivo, rotuloPeriodo } from './mensagens.ts';
export {
  aniversario,
  diasAposLimite,
  fimDoPeriodo,
  isAniversarioDaAdmissao,
  periodoAquisitivoDe,
  periodoConcessivoDe,
} from './periodos.ts';
export { isInicioDeFeriasVedado, motivoInicioVedado } from './regras-periodos.ts';
export type {
  CodigoErroFerias,
  EntradaFerias,
  ErroFerias,
  IntervaloDeDatas,
  PeriodoFerias,
  ResultadoFerias,
} from './tipos.ts';
export { CODIGOS_ERRO_FERIAS } from './tipos.ts';
export { validarProgramacaoFerias } from './validar.ts';
