import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';
import { sessaoStore } from '../session/session-store.ts';
import { CHAVE_PREFERENCIAS_LAYOUT, preferenciasLayout } from './layout-preferences.ts';

const ESPELHO = '/#/dashboard/minhas-rotinas/espelho';
const MENU_ADMIN = [
  item('/dashboard/admin/cadastros', 'Cadastros', [
    item('/dashboard/admin/colaboradores', 'Colaboradores'),
  ]),
  item('/dashboard/admin/billing', 'Faturamento'),
];

const abrirOpcoes = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Layout' }));
  return screen.findByRole('dialog', { name: 'Personalizar layout' });
};

describe('layout das telas privadas', () => {
  it('cabeçalho com nome do app, bandeira e "pt", usuário e Sair', async () => {
    entrarComo();
    renderApp(ESPELHO);
    const cabecalho = await screen.findByRole('banner');
    expect(within(cabecalho).getByText('Jornada')).toBeInTheDocument();
    expect(within(cabecalho).getByRole('img', { name: 'Bandeira do Brasil' })).toBeInTheDocument();
    expect(within(cabecalho).getByText('pt')).toBeInTheDocument();
    expect(within(cabecalho).getByText('Maria da Silva')).toBeInTheDocument();
    expect(within(cabecalho).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByText(/Jornada · controle de ponto/)).toBeInTheDocument();
  });

  it('a barra lateral mostra a árvore de menus como links de hash e marca a página atual', async () => {
    entrarComo();
    const { router } = renderApp(ESPELHO);
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Registrar ponto' })).toHaveAttribute(
      'href',
      '/#/dashboard/minhas-rotinas/web-ponto',
    );
    expect(within(menu).getByRole('link', { name: 'Meu espelho de ponto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'Meu painel' }));
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/meu-painel');
  });

  it('itens de admin aparecem em qualquer nível, e os barrados pela empresa somem', async () => {
    entrarComo(loginRespostaFixture({ MenuAdmin: MENU_ADMIN }));
    renderApp('/#/dashboard/admin/colaboradores');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByText('Administração')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Colaboradores' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Faturamento' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
  });

  it('na empresa 1 o faturamento aparece no menu', async () => {
    entrarComo(
      loginRespostaFixture({ Usuario: usuarioFixture({ EmpresaId: 1 }), MenuAdmin: MENU_ADMIN }),
    );
    renderApp('/home');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Faturamento' })).toBeInTheDocument();
  });

  it('menu de gestor só aparece em modo gestor', async () => {
    const gestores = [item('/dashboard/gestor/aprovacoes', 'Aprovações')];
    entrarComo(loginRespostaFixture({ MenuGestores: gestores }));
    renderApp(ESPELHO);
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByText('Aprovações')).toBeNull();
  });

  it('no mobile (até 768 px) o menu abre pelo hambúrguer; Sair fica à vista e o resto vai para "Conta"', async () => {
    const espiao = vi.spyOn(window, 'matchMedia').mockImplementation(
      (media: string) =>
        ({
          matches: media.includes('max-width: 768px'),
          media,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    entrarComo();
    renderApp(ESPELHO);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toBeInTheDocument();

    const cabecalho = screen.getByRole('banner');
    expect(within(cabecalho).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(cabecalho).queryByRole('button', { name: 'Alterar senha' })).toBeNull();
    await userEvent.click(within(cabecalho).getByRole('button', { name: 'Conta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Maria da Silva')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Alterar senha' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Layout' }));
    expect(await screen.findByRole('dialog', { name: 'Personalizar layout' })).toBeInTheDocument();
    espiao.mockRestore();
  });

  it('opções de layout valem na hora e ficam guardadas entre recargas', async () => {
    entrarComo();
    renderApp(ESPELHO);
    const painel = await abrirOpcoes();
    expect(within(painel).getByRole('switch', { name: 'Cabeçalho fixo' })).toBeChecked();
    expect(within(painel).getByRole('switch', { name: 'Barra lateral' })).toBeChecked();

    await userEvent.click(within(painel).getByRole('switch', { name: 'Rodapé' }));
    expect(screen.queryByText(/Jornada · controle de ponto/)).toBeNull();

    await userEvent.click(
      within(painel).getByRole('switch', { name: 'Imagem de fundo na barra lateral' }),
    );
    expect(screen.getByTestId('imagem-fundo')).toHaveClass('opacity-06');

    await userEvent.click(within(painel).getByText('Escuro'));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );

    expect(JSON.parse(localStorage.getItem(CHAVE_PREFERENCIAS_LAYOUT) ?? '{}')).toMatchObject({
      isRodapeVisivel: false,
      isImagemFundo: true,
      esquemaCores: 'dark',
    });
    preferenciasLayout.recarregar();
    expect(preferenciasLayout.obter()).toMatchObject({
      isRodapeVisivel: false,
      esquemaCores: 'dark',
    });
  });

  it('Sair: avisa a API, limpa tudo menos lastLoggedUser e uuid e vai ao login', async () => {
    const { chamadas } = instalarFakeFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    entrarComo();
    localStorage.setItem('uuid', JSON.stringify('dispositivo-1'));
    preferenciasLayout.alterar({ esquemaCores: 'dark', isRodapeVisivel: false });
    const { router, queryClient } = renderApp(ESPELHO);
    queryClient.setQueryData(['ponto', 'dia-resumido', '2026-11-22'], {
      data: '2026-11-22',
      marcacoes: [],
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toMatch(/^\/login\/?$/);
    expect(sessaoStore.obter()).toMatchObject({ isSigned: false, token: null, captchaToken: null });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(preferenciasLayout.obter()).toMatchObject({
      esquemaCores: 'light',
      isRodapeVisivel: true,
    });
    const chaves = Object.keys(localStorage).sort();
    expect(chaves).toEqual(['lastLoggedUser', 'uuid']);
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.pathname === '/api/auth/logout')).toBeDefined(),
    );
    const logout = chamadas.find((c) => c.url.pathname === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.body).toEqual({ refreshToken: 'token-de-refresh' });
    expect(logout?.headers.get('authorization')).toBe('Bearer token-de-acesso');
  });

  it('logout em outra aba (estado apagado do storage) encerra esta também', async () => {
    instalarFakeFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    entrarComo();
    const { router } = renderApp(ESPELHO);
    await screen.findByRole('button', { name: 'Sair' });
    localStorage.removeItem('persist:jornada');
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:jornada', newValue: null }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toMatch(/^\/login\/?$/);
    expect(sessaoStore.obter().isSigned).toBe(false);
  });
});
