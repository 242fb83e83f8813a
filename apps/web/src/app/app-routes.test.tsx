import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../test/fixtures.ts';
import { renderComProviders } from '../../test/render.tsx';
import { enderecoAtual, entrarComo, renderApp } from '../../test/render-app.tsx';
import { rotas } from './router.tsx';

const diaVazio = () => ({
  body: { success: true, error: null, data: { data: '2026-11-22', marcacoes: [] } },
});

describe('rotas e guarda no app', () => {
  it('anônimo em / vai para o login', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/login/');
  });

  it('anônimo no detalhe de comprovantes volta para a rota pública de comprovantes', async () => {
    const { router } = renderApp('/comprovantes-marcacao-ponto/detalhes');
    expect(await screen.findByText(/Comprovantes de marcação de ponto/)).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/comprovantes-marcacao-ponto');
  });

  it.each([
    { caminho: '/forgot-password', titulo: 'Recuperar senha' },
    { caminho: '/ad', titulo: 'Entrar com Active Directory' },
    { caminho: '/hq-auth', titulo: 'Autenticação HQ' },
    { caminho: '/sso/77?erro=Login%20%C3%BAnico%20desativado', titulo: 'Login único (SSO)' },
    { caminho: '/login/primeiro-acesso', titulo: 'Primeiro acesso' },
  ])('$caminho é pública e mostra a sua tela', async ({ caminho, titulo }) => {
    const { router } = renderApp(caminho);
    expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(caminho.split('?')[0]);
  });

  it('sem sessão, #/primeiro-acesso vai para a tela pública do primeiro acesso', async () => {
    const { router } = renderApp('/#/primeiro-acesso');
    expect(await screen.findByRole('heading', { name: 'Primeiro acesso' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/login/primeiro-acesso');
  });

  it('logado, #/primeiro-acesso diz que o cadastro já está confirmado', async () => {
    entrarComo();
    renderApp('/#/primeiro-acesso');
    expect(await screen.findByText('Seu cadastro já está confirmado')).toBeInTheDocument();
  });

  it('logado com o marcador de comprovantes, o login leva ao detalhe dos comprovantes', async () => {
    localStorage.setItem('iscomprovante', 'true');
    entrarComo();
    instalarFakeFetch({
      'GET /api/main/comprovantes': () => ({
        body: {
          Success: true,
          Data: { desde: '', ate: '', items: [] },
          Mensagem: null,
          Error: null,
        },
      }),
    });
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Comprovantes de marcação de ponto' }),
    ).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/comprovantes-marcacao-ponto/detalhes');
  });

  it('logado em /login vai para a sua landing', async () => {
    instalarFakeFetch({ 'GET /api/main/monolito/dia-resumido': diaVazio });
    entrarComo();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/web-ponto');
  });

  it('logado em rota de hash que não detém volta para a landing', async () => {
    instalarFakeFetch({ 'GET /api/main/monolito/dia-resumido': diaVazio });
    entrarComo();
    const { router } = renderApp('/#/dashboard/admin/colaboradores');
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/web-ponto');
  });

  it('grupo do menu sem tela própria mostra as telas do grupo como atalhos', async () => {
    // O usuário da fixture é da empresa 10: billing e admin-master (só empresa 1) não servem aqui.
    entrarComo(
      loginRespostaFixture({
        MenuAdmin: [
          {
            ...item('/dashboard/admin/cadastros', 'Cadastros'),
            RecursoFilho: [item('/dashboard/admin/colaboradores', 'Colaboradores')],
          },
        ],
      }),
    );
    const { router } = renderApp('/#/dashboard/admin/cadastros');
    expect(await screen.findByRole('heading', { name: 'Cadastros' })).toBeInTheDocument();
    const atalhos = screen.getByRole('list', { name: 'Telas de Cadastros' });
    expect(within(atalhos).getByRole('link', { name: 'Colaboradores' })).toHaveAttribute(
      'href',
      '/#/dashboard/admin/colaboradores',
    );
    expect(enderecoAtual(router)).toBe('/#/dashboard/admin/cadastros');
  });

  it('endereço permitido sem tela diz que a página não existe', async () => {
    entrarComo(
      loginRespostaFixture({
        MenuAdmin: [item('/dashboard/admin/relatorio-antigo', 'Relatório antigo')],
      }),
    );
    renderApp('/#/dashboard/admin/relatorio-antigo');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeInTheDocument();
  });

  it('billing abre a tela "Faturamento" para a empresa 1', async () => {
    entrarComo(loginRespostaFixture({ Usuario: usuarioFixture({ EmpresaId: 1 }) }));
    renderApp('/#/dashboard/admin/billing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Faturamento' }),
    ).toBeInTheDocument();
  });

  it('admin-master abre a tela "Administração geral" para a empresa 1', async () => {
    entrarComo(loginRespostaFixture({ Usuario: usuarioFixture({ EmpresaId: 1 }) }));
    renderApp('/#/dashboard/admin/admin-master');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administração geral' }),
    ).toBeInTheDocument();
  });

  it('admin com o menu de admin abre /home', async () => {
    entrarComo(loginRespostaFixture({ MenuAdmin: [item('/dashboard/admin/escalas', 'Escalas')] }));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/home');
  });

  it('um erro ao renderizar uma rota mostra "An error has occurred"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Quebrada = () => {
      throw new Error('falha de teste');
    };
    // A raiz real (guarda + errorElement) com uma rota pública que quebra ao renderizar.
    const raiz = rotas[0]!;
    const comErro = createMemoryRouter(
      [
        {
          element: raiz.element,
          errorElement: raiz.errorElement,
          children: [{ path: 'login', Component: Quebrada }],
        },
      ],
      { initialEntries: ['/login'] },
    );
    renderComProviders(<RouterProvider router={comErro} />);
    expect(
      await screen.findByRole('heading', { name: 'An error has occurred' }),
    ).toBeInTheDocument();
  });
});
