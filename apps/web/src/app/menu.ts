import type { MenuItem, UsuarioLogado } from '@jornada/contracts';
import type { MenusSessao } from './session/session-types.ts';

/**
 * Rotas de menu chegam como '/dashboard/...' (às vezes com '#', barra final ou query): tudo vira
 * '/caminho/sem/barra/final' para comparar com o hash da URL.
 */
export const normalizarRota = (rota: string): string => {
  const semHash = rota.trim().replace(/^#/, '');
  const semQuery = semHash.split('?')[0] ?? '';
  const comBarra = semQuery.startsWith('/') ? semQuery : `/${semQuery}`;
  return comBarra.length > 1 ? comBarra.replace(/\/+$/, '') : comBarra;
};

/** Todas as `Rota` de uma árvore de menu, em qualquer nível. */
export const coletarRotas = (itens: readonly MenuItem[]): string[] =>
  itens.flatMap((item) => [
    ...(item.Rota ? [normalizarRota(item.Rota)] : []),
    ...coletarRotas(item.RecursoFilho ?? []),
  ]);

type UsuarioMenu = Pick<UsuarioLogado, 'Configuracao'> | null;

/** Modo gestor: configuração UsarMenuGestor ligada e menu de gestores não vazio (spec §4). */
export const isModoGestor = (usuario: UsuarioMenu, menus: MenusSessao): boolean =>
  Boolean(usuario?.Configuracao.UsarMenuGestor) && menus.MenuGestores.length > 0;

export const isAdmin = (menus: MenusSessao): boolean => menus.MenuAdmin.length > 0;

/** Rotas que o usuário detém: minhas rotinas, gestores (só em modo gestor) e admin. */
export const rotasDoUsuario = (usuario: UsuarioMenu, menus: MenusSessao): Set<string> =>
  new Set([
    ...coletarRotas(menus.MenuMinhasRotinas),
    ...(isModoGestor(usuario, menus) ? coletarRotas(menus.MenuGestores) : []),
    ...coletarRotas(menus.MenuAdmin),
  ]);

/** A rota é a própria rota de menu ou uma subpágina dela (fronteira de segmento). */
export const isDentroDe = (rota: string, base: string): boolean =>
  rota === base || rota.startsWith(`${base}/`);

/** Endereço de uma rota de menu: as telas do painel vivem no hash de '/' ('/#/dashboard/...'). */
export const hrefDaRota = (rota: string): string => `/#${normalizarRota(rota)}`;

/** O item de menu (em qualquer nível) cuja rota é exatamente esta, ou null. */
export const findItemDoMenu = (itens: readonly MenuItem[], rota: string): MenuItem | null => {
  for (const item of itens) {
    if (normalizarRota(item.Rota) === rota) return item;
    const filho = findItemDoMenu(item.RecursoFilho ?? [], rota);
    if (filho) return filho;
  }
  return null;
};
