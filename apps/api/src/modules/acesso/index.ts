// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { acessoRepository } from './acesso.repository.ts';
export { perfil, usuarioPerfil } from './acesso.table.ts';
export {
  MENU_ADMIN,
  MENU_GESTORES,
  MENU_MINHAS_ROTINAS,
  montarMenu,
  ROTAS_ADMIN,
  ROTAS_GESTOR,
  ROTAS_MINHAS_ROTINAS,
} from './recursos.ts';
