import type { CadastroFiltro } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import { type AuthContext, temAlgumaRota } from '../../shared/auth-context.ts';
import { semPermissao } from '../../shared/errors.ts';
import { ROTAS_ADMIN, ROTAS_GESTOR } from '../acesso/recursos.ts';
import { baseRepository, type FiltroCadastro } from './base.repository.ts';

export const createBaseService = ({ db }: { db: Db }) => ({
  /** Listar pessoas é de gestores e RH; os demais cadastros, de qualquer usuário autenticado. */
  listar: (auth: AuthContext, cadastro: CadastroFiltro, filtro: FiltroCadastro) => {
    if (cadastro === 'pessoas' && !temAlgumaRota(auth, [...ROTAS_GESTOR, ...ROTAS_ADMIN])) {
      throw semPermissao();
    }
    return baseRepository({ db, empresaId: auth.empresaId }).listar(cadastro, filtro);
  },
});
