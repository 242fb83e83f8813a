import type { MenuItem } from '@jornada/contracts';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isRotaHashPermitida, type SessaoGuarda } from '../guard.ts';
import { useRotaHash } from '../hash-location.ts';
import { hrefDaRota, isAdmin, isDentroDe, isModoGestor, normalizarRota } from '../menu.ts';
import { useSessao } from '../session/session-store.ts';
import { usePreferenciasLayout } from './layout-preferences.ts';

type SecaoMenu = { titulo: string; itens: MenuItem[] };

/** Poda o que o guarda barraria: o menu nunca oferece um link que leva de volta à landing. */
const podar = (itens: readonly MenuItem[], sessao: SessaoGuarda): MenuItem[] =>
  itens.flatMap((item) => {
    const filhos = podar(item.RecursoFilho ?? [], sessao);
    if (filhos.length === 0 && !isRotaHashPermitida(item.Rota, sessao)) return [];
    return [{ ...item, RecursoFilho: filhos }];
  });

const contemRota = (item: MenuItem, rotaAtual: string): boolean =>
  isDentroDe(rotaAtual, normalizarRota(item.Rota)) ||
  item.RecursoFilho.some((filho) => contemRota(filho, rotaAtual));

type ItemMenuProps = { item: MenuItem; rotaAtual: string; onNavigate: () => void };

const ItemMenu = ({ item, rotaAtual, onNavigate }: ItemMenuProps) => {
  if (item.RecursoFilho.length > 0) {
    // Itens com filhos só agrupam: abrem e fecham, não navegam.
    return (
      <NavLink label={item.Nome} defaultOpened={contemRota(item, rotaAtual)} childrenOffset="md">
        {item.RecursoFilho.map((filho) => (
          <ItemMenu key={filho.Id} item={filho} rotaAtual={rotaAtual} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  const isAtivo = rotaAtual === normalizarRota(item.Rota);
  return (
    <NavLink
      component={Link}
      to={hrefDaRota(item.Rota)}
      label={item.Nome}
      active={isAtivo}
      aria-current={isAtivo ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
};

export type AppSidebarProps = { onNavigate: () => void };

/** Barra lateral com a árvore de menus do usuário (Rota → link de hash). */
export const AppSidebar = ({ onNavigate }: AppSidebarProps) => {
  const sessao = useSessao();
  const { pathname } = useLocation();
  const rotaHash = useRotaHash();
  const { isImagemFundo, opacidadeImagemFundo } = usePreferenciasLayout();
  const rotaAtual = pathname === '/' ? rotaHash : '';
  const secoes: SecaoMenu[] = [
    { titulo: 'Minhas rotinas', itens: podar(sessao.menus.MenuMinhasRotinas, sessao) },
    {
      titulo: 'Gestão',
      itens: isModoGestor(sessao.usuario, sessao.menus)
        ? podar(sessao.menus.MenuGestores, sessao)
        : [],
    },
    { titulo: 'Administração', itens: podar(sessao.menus.MenuAdmin, sessao) },
  ].filter((secao) => secao.itens.length > 0);
  const hasInicio = isAdmin(sessao.menus) || isModoGestor(sessao.usuario, sessao.menus);

  return (
    <>
      {isImagemFundo ? (
        <div className={`barra-lateral-fundo ${opacidadeImagemFundo}`} data-testid="imagem-fundo" />
      ) : null}
      <ScrollArea
        component="nav"
        aria-label="Menu principal"
        style={{ position: 'relative' }}
        p="xs"
      >
        {hasInicio ? (
          <NavLink
            component={Link}
            to="/home"
            label="Início"
            active={pathname === '/home'}
            onClick={onNavigate}
          />
        ) : null}
        {secoes.map((secao) => (
          <div key={secao.titulo}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
              {secao.titulo}
            </Text>
            {secao.itens.map((item) => (
              <ItemMenu key={item.Id} item={item} rotaAtual={rotaAtual} onNavigate={onNavigate} />
            ))}
          </div>
        ))}
      </ScrollArea>
    </>
  );
};
