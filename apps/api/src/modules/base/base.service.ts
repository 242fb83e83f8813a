import type { CadastroFiltro } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import { type AuthContext, hasAlgumaRota } from '../../shared/auth-context.ts';
import { semPermissao } from '../../shared/errors.ts';
import { ROTAS_ADMIN, ROTAS_GESTOR } from '../acesso/index.ts';
import { baseRepository, type FiltroCadastro } from './base.repository.ts';

export const createBaseService = ({ db }: { db: Db }) => ({
  /**
   * Listar pessoas é de gestores e RH; os demais cadastros, de qualquer usuário autenticado. Quem
   * tem menu de administração (RH) vê a empresa; o gestor só a equipe — as pessoas de quem ele é o
   * gestor (`usuario.gestor_id`, docs/decisoes/acesso.md), nunca a empresa inteira (LGPD).
   */
  listar: (auth: AuthContext, cadastro: CadastroFiltro, filtro: FiltroCadastro) => {
    if (cadastro !== 'pessoas')
      return baseRepository({ db, empresaId: auth.empresaId }).listar(cadastro, filtro);
    if (!hasAlgumaRota(auth, [...ROTAS_GESTOR, ...ROTAS_ADMIN])) throw semPermissao();
    const daEquipe = hasAlgumaRota(auth, ROTAS_ADMIN) ? {} : { gestorId: auth.usuarioId };
    return baseRepository({ db, empresaId: auth.empresaId }).listar(cadastro, {
      ...filtro,
      ...daEquipe,
    });
  },
});
