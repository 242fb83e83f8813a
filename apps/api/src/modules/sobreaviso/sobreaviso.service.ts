import { acaoLancamentoUseCase } from './use-cases/acao-lancamento.ts';
import { alocacaoUseCases } from './use-cases/alocacao.ts';
import type { ComJornada, Deps } from './use-cases/comum.ts';
import { quantidadesParaFolha } from './use-cases/folha.ts';
import { lancamentoUseCases } from './use-cases/lancamento.ts';
import { motivoUseCases } from './use-cases/motivo.ts';
import { regraUseCases } from './use-cases/regra.ts';
import { relatorioUseCases } from './use-cases/relatorio.ts';

/**
 * Sobreaviso e prontidão (CLT art. 244 §§2º–3º, Súmula 428 TST): motivos, regras, alocações
 * (a escala), lançamentos com aprovação, relatório e painel. Cada escrita grava versão e
 * auditoria na mesma transação; a apuração é sempre do motor (`apurarSobreaviso`).
 */
export const createSobreavisoService = (deps: Deps & ComJornada) => {
  const lancamento = lancamentoUseCases(deps);
  return {
    motivo: motivoUseCases(deps),
    regra: regraUseCases(deps),
    alocacao: alocacaoUseCases(deps),
    lancamento: { ...lancamento, acao: acaoLancamentoUseCase(deps, lancamento) },
    ...relatorioUseCases(deps),
    /** Uso interno: as quantidades do período para as verbas da folha (módulo verba). */
    quantidadesParaFolha: quantidadesParaFolha(deps),
  };
};
export type SobreavisoService = ReturnType<typeof createSobreavisoService>;
