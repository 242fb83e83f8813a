import { cadastroUseCases } from './use-cases/cadastros.ts';
import type { Deps } from './use-cases/comum.ts';
import { importacaoCadastroUseCases } from './use-cases/importacao.ts';
import { membrosUseCases } from './use-cases/membros.ts';

/**
 * Estrutura da empresa (issue 18 §1): departamentos, grupos e os seus membros, centros de custo,
 * sindicatos (data-base da convenção) e cargos (CBO). Cada escrita é uma transação com a versão
 * no histórico e a trilha de auditoria; excluir o que algo aponta vira arquivar.
 */
export const createCadastroService = (deps: Deps) => {
  const cadastros = cadastroUseCases(deps);
  return {
    ...cadastros,
    membros: membrosUseCases(deps),
    importacao: importacaoCadastroUseCases(deps, cadastros),
  };
};
export type CadastroService = ReturnType<typeof createCadastroService>;
