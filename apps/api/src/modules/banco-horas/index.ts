// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { bancoHorasRoutes } from './banco-horas.routes.ts';
export { type BancoHorasService, createBancoHorasService } from './banco-horas.service.ts';
export { listBancosAtivos } from './use-cases/bancos-ativos.ts';
export type { SaldoBancoHorasAtual } from './use-cases/extrato.ts';
export {
  type LancamentoEfetivo,
  listLancamentosEfetivos,
} from './use-cases/lancamentos-efetivos.ts';
export {
  type SaldoComVencimentos,
  saldosComVencimento,
} from './use-cases/saldos-vencimento.ts';
