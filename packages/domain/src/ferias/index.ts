// Férias: direito, períodos aquisitivo e concessivo e conferência da programação (CLT arts. 130–143).

export type { EfeitoColetivas, ErroColetivas } from './coletivas.ts';
export {
  ANTECEDENCIA_AVISO_COLETIVAS,
  conferirFeriasColetivas,
  DIAS_MINIMOS_COLETIVAS,
  efeitoFeriasColetivas,
  MAXIMO_COLETIVAS_POR_ANO,
  mesesDeServico,
  reiniciosArt140,
} from './coletivas.ts';
export {
  ANTECEDENCIA_MINIMA_AVISO,
  abonoMaximo,
  DIAS_MINIMOS_POR_PERIODO,
  DIAS_PERIODO_PRINCIPAL,
  DIAS_VEDADOS_ANTES_DO_DESCANSO,
  diasDireitoPorFaltas,
  MAXIMO_PERIODOS_FERIAS,
} from './direito.ts';
export { gerarCsv, lerCsv } from './importacao-csv.ts';
export type {
  ColaboradorDaLinha,
  ColunaImportacaoPeriodos,
  ErroLinhaImportacao,
  LinhaImportacaoPeriodos,
  PeriodoImportado,
  PlanilhaPeriodos,
} from './importacao-periodos.ts';
export {
  COLUNAS_IMPORTACAO_PERIODOS,
  conferirLinhaPeriodo,
  conferirSobreposicoes,
  faltasParaDireito,
  lerDataImportada,
  lerPlanilhaPeriodos,
  somenteDigitos,
} from './importacao-periodos.ts';
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
export type { PeriodoDaSerie } from './serie.ts';
export { direitoDoPeriodo, periodoDaSerie, periodosAquisitivosDaSerie } from './serie.ts';
export type {
  CodigoErroFerias,
  ConcedidoFerias,
  EntradaFerias,
  ErroFerias,
  IntervaloDeDatas,
  PeriodoFerias,
  ResultadoFerias,
} from './tipos.ts';
export { CODIGOS_ERRO_FERIAS } from './tipos.ts';
export { validarProgramacaoFerias } from './validar.ts';
