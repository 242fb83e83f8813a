// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export {
  createExecutorRelatorio,
  type DadosJobRelatorio,
  type ExecutorRelatorioDeps,
} from './relatorio.executar.ts';
export {
  CRON_LIMPEZA_RELATORIOS,
  createLimpezaRelatorios,
  FILA_LIMPEZA_RELATORIOS,
} from './relatorio.limpeza.ts';
export { relatorioRoutes } from './relatorio.routes.ts';
export {
  createRelatorioService,
  FILA_RELATORIO,
  type RelatorioService,
} from './relatorio.service.ts';
