import { AppShell, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useAvisosRelatorioDaSessao } from '../session/use-avisos-relatorio.ts';
import { useNotificacoesPush } from '../session/use-notificacoes-push.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { LayoutOptions } from './layout-options.tsx';
import { usePreferenciasLayout } from './layout-preferences.ts';
import './layout.css';

/** Telas de até 768 px usam o menu móvel (hambúrguer), como o spec §9 trata o "mobile". */
export const LARGURA_MAXIMA_MOBILE = 768;
const ALTURA_CABECALHO = 56;
const ALTURA_RODAPE = 40;

/**
 * Moldura das telas privadas: cabeçalho, barra lateral com os menus, rodapé e menu móvel, com as
 * opções de layout do usuário. No mobile a barra vira gaveta, aberta pelo hambúrguer.
 */
export const AppLayout = () => {
  const preferencias = usePreferenciasLayout();
  const isMobile = useMediaQuery(`(max-width: ${LARGURA_MAXIMA_MOBILE}px)`) ?? false;
  const [isMenuAberto, menu] = useDisclosure(false);
  const [isOpcoesAbertas, opcoes] = useDisclosure(false);
  useNotificacoesPush();
  useAvisosRelatorioDaSessao();

  return (
    <AppShell
      mode={preferencias.isCabecalhoFixo ? 'fixed' : 'static'}
      header={{ height: ALTURA_CABECALHO }}
      navbar={{
        width: 260,
        // Número em px: a gaveta vale até 768 px inclusive (o Mantine compara com max-width − 0,1).
        breakpoint: LARGURA_MAXIMA_MOBILE + 1,
        collapsed: { mobile: !isMenuAberto, desktop: !preferencias.isBarraLateralVisivel },
      }}
      footer={preferencias.isRodapeVisivel ? { height: ALTURA_RODAPE } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          isMobile={isMobile}
          isMenuAberto={isMenuAberto}
          onAlternarMenu={menu.toggle}
          onAbrirOpcoes={opcoes.open}
        />
      </AppShell.Header>
      <AppShell.Navbar style={{ overflow: 'hidden' }}>
        <AppSidebar onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {preferencias.isRodapeVisivel ? (
        <AppShell.Footer px="md">
          <Text size="xs" c="dimmed" lh={`${ALTURA_RODAPE}px`}>
            Jornada · controle de ponto e jornada de trabalho
          </Text>
        </AppShell.Footer>
      ) : null}
      <LayoutOptions isOpen={isOpcoesAbertas} onClose={opcoes.close} />
    </AppShell>
  );
};
