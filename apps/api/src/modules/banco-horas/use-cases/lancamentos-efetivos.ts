import type { Escopo } from '../../../shared/escopo.ts';
import { movimentoRepository } from '../banco-horas-movimento.repository.ts';

export type LancamentoEfetivo = {
  usuarioId: number;
  data: string;
  tipo: 'credito' | 'debito';
  minutos: number;
};

/**
 * Os lançamentos manuais (abono, compensação) que movem o banco no período, pela mesma regra do
 * motor (razao.ts): o lançamento desfeito e o seu inverso saem juntos. Para o AEJ (registro 07
 * tipo 3) e quem mais precise dos movimentos manuais de várias pessoas.
 */
export const listLancamentosEfetivos = async (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
): Promise<LancamentoEfetivo[]> => {
  if (usuarioIds.length === 0) return [];
  const todos = await movimentoRepository(escopo).listLancamentos(usuarioIds, fim);
  const estornados = new Set(todos.flatMap((l) => (l.estornoDeId === null ? [] : [l.estornoDeId])));
  return todos
    .filter((l) => l.estornoDeId === null && !estornados.has(l.id) && l.data >= inicio)
    .map((l) => ({
      usuarioId: l.usuarioId,
      data: l.data,
      tipo: l.tipo as LancamentoEfetivo['tipo'],
      minutos: l.minutos,
    }));
};
