import type { Escopo } from '../../shared/escopo.ts';
import { autorizacaoHeRepository } from './autorizacao-he.repository.ts';
import { createAutorizacoes } from './use-cases/autorizacoes.ts';
import type { Deps } from './use-cases/comum.ts';
import { createRetidas } from './use-cases/retidas.ts';
import { createSolicitacoes } from './use-cases/solicitacoes.ts';

/**
 * Autorização prévia de horas extras (issue #22 parte 1; docs/decisoes/autorizacao-he.md):
 * autorizações do gestor, pedidos do colaborador e decisões sobre as retidas. A apuração lê as
 * autorizações e decisões por `listAutorizacoesHeDoPeriodo` (ligada no `buildApp`).
 */
export const createAutorizacaoHeService = (d: Deps) => ({
  autorizacoes: createAutorizacoes(d),
  solicitacoes: createSolicitacoes(d),
  retidas: createRetidas(d),
});

export type AutorizacaoHeService = ReturnType<typeof createAutorizacaoHeService>;

/** Fonte da apuração: autorizações ativas e decisões do lote no período. */
export const listAutorizacoesHeDoPeriodo = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => autorizacaoHeRepository(escopo).loadParaApuracao(usuarioIds, inicio, fim);
