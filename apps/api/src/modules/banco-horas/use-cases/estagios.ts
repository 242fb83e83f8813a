import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { auditar, type Deps } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';

type Estagio = { ordem: number; limiteMinutos: number };

/**
 * Estágios do banco (`/bancoHora/estagio/{id}`, id = o banco): limites de saldo em ordem
 * crescente; o PUT substitui a lista. A verba dos pagamentos por estágio é uma por empresa
 * (`/configuracao/estagio/verba`).
 */
export const createEstagios = (deps: Deps) => {
  const repoDe = (db: Parameters<typeof bancoHorasRepository>[0]['db'], auth: AuthContext) =>
    bancoHorasRepository({ db, empresaId: auth.empresaId });

  const obter = async (auth: AuthContext, bancoHoraId: number) => {
    const repo = repoDe(deps.db, auth);
    if (!(await repo.cadastro('banco').find(bancoHoraId))) throw naoEncontrado('Banco de horas');
    return { bancoHoraId, estagios: await repo.listEstagios(bancoHoraId) };
  };

  return {
    obter,

    alterar: (auth: AuthContext, bancoHoraId: number, estagios: readonly Estagio[]) =>
      deps.db.transaction(async (tx) => {
        const repo = repoDe(tx, auth);
        if (!(await repo.cadastro('banco').find(bancoHoraId)))
          throw naoEncontrado('Banco de horas');
        const ordenados = [...estagios].sort((a, b) => a.ordem - b.ordem);
        ordenados.forEach((e, i) => {
          if (i > 0 && e.ordem === ordenados[i - 1]!.ordem)
            throw new AppError(
              'ESTAGIO_ORDEM',
              'a ordem dos estágios não se repete',
              400,
              'estagios',
            );
          if (i > 0 && e.limiteMinutos <= ordenados[i - 1]!.limiteMinutos)
            throw new AppError(
              'ESTAGIO_LIMITE',
              'o limite de cada estágio é maior que o do anterior',
              400,
              'estagios',
            );
        });
        const antes = await repo.listEstagios(bancoHoraId);
        await repo.replaceEstagios(bancoHoraId, ordenados);
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_estagio',
          entidadeId: bancoHoraId,
          acao: 'alterar',
          antes,
          depois: ordenados,
        });
        return { bancoHoraId, estagios: ordenados };
      }),

    obterVerba: async (auth: AuthContext) => {
      const v = await repoDe(deps.db, auth).findEstagioVerba();
      return { verba: v?.verba ?? null, descricao: v?.descricao ?? null };
    },

    alterarVerba: (auth: AuthContext, v: { verba: string; descricao?: string | undefined }) =>
      deps.db.transaction(async (tx) => {
        const repo = repoDe(tx, auth);
        const antes = await repo.findEstagioVerba();
        const depois = { verba: v.verba, descricao: v.descricao ?? null };
        await repo.upsertEstagioVerba(depois);
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_estagio_verba',
          entidadeId: auth.empresaId,
          acao: 'alterar',
          antes: antes ? { verba: antes.verba, descricao: antes.descricao } : null,
          depois,
        });
        return depois;
      }),
  };
};
