import type { CadastroFiltro } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import { type AuthContext, hasAlgumaRota } from '../../shared/auth-context.ts';
import { semPermissao } from '../../shared/errors.ts';
import { ROTAS_ADMIN, ROTAS_GESTOR } from '../acesso/index.ts';
import { baseRepository, type FiltroCadastro } from './base.repository.ts';

/** Listar pessoas é de gestores e RH (antes de ler o filtro: a permissão vem antes da validação). */
const autorizar = (auth: AuthContext, cadastro: CadastroFiltro): AuthContext => {
  if (cadastro === 'pessoas' && !hasAlgumaRota(auth, [...ROTAS_GESTOR, ...ROTAS_ADMIN]))
    throw semPermissao();
  return auth;
};

export const createBaseService = ({ db }: { db: Db }) => ({
  autorizar,
  /**
   * Listar pessoas é de gestores e RH; os demais cadastros, de qualquer usuário autenticado. Quem
   * tem menu de administração (RH) vê a empresa; o gestor só a equipe — as pessoas de quem ele é o
   * gestor (`usuario.gestor_id`, docs/decisoes/acesso.md), nunca a empresa inteira (LGPD).
   */
  listar: (auth: AuthContext, cadastro: CadastroFiltro, filtro: FiltroCadastro) => {
    autorizar(auth, cadastro);
    if (cadastro !== 'pessoas')
      return baseRepository({ db, empresaId: auth.empresaId }).listar(cadastro, filtro);
    const daEquipe = hasAlgumaRota(auth, ROTAS_ADMIN) ? {} : { gestorId: auth.usuarioId };
    return baseRepository({ db, empresaId: auth.empresaId }).listar(cadastro, {
      ...filtro,
      ...daEquipe,
    });
  },
});
