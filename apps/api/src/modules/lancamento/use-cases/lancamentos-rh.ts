import type { LancamentosPaginados, LancamentosPaginadosQuery } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { semPermissao } from '../../../shared/errors.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { isRhLancamentos } from '../lancamento.permissao.ts';
import { lancamentoRhRepository } from '../lancamento-rh.repository.ts';
import type { Deps } from './comum.ts';

/** O RH vê os lançamentos de todos, filtrados e paginados; decide pelo AlterarStatusLancamento. */
export const createLancamentosRh =
  (deps: Deps) =>
  async (auth: AuthContext, q: LancamentosPaginadosQuery): Promise<LancamentosPaginados> => {
    if (!isRhLancamentos(auth)) throw semPermissao('Só o RH vê as solicitações de todos.');
    const { pageNumber, pageSize, ...filtro } = q;
    const r = await lancamentoRhRepository({ db: deps.db, empresaId: auth.empresaId }).listPagina(
      filtro,
      pageNumber,
      pageSize,
    );
    return {
      items: r.itens.map((l) => ({ ...paraFio(l), departamento: l.departamento })),
      total: r.total,
      pageNumber,
      pageSize,
    };
  };
