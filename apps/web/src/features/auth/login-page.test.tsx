import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, renderApp } from '../../../test/render-app.tsx';
import { sessaoStore } from '../../app/session/session-store.ts';
import { sha256Hex } from '../../lib/crypto.ts';

const FALHA_401 = {
  Usuario: null,
  Token: null,
  MenuAdmin: [],
  MenuGestores: [],
  MenuMinhasRotinas: [],
  Mensagem: 'E-mail, empresa ou senha inválidos.',
};

const diaVazio = () => ({
  body: { success: true, error: null, data: { data: '2026-11-22', marcacoes: [] } },
});

const preencher = async (empresa: string, email: string, senha: string) => {
  await userEvent.type(await screen.findByLabelText(/^Empresa/), empresa);
  await userEvent.type(screen.getByLabelText(/^E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Senha/), senha);
};

const decodificar = (data: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0))));

describe('tela de login', () => {
  it('tem os campos rotulados e o botão Entrar', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText(/^Empresa/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('/login/:code pré-preenche a empresa', async () => {
    renderApp('/login/4321');
    expect(await screen.findByLabelText(/^Empresa/)).toHaveValue('4321');
  });

  it('sem código, pré-preenche empresa e e-mail do último usuário', async () => {
    localStorage.setItem('lastLoggedUser', JSON.stringify({ EmpresaId: 55, Email: 'ana@x.com' }));
    renderApp('/login');
    expect(await screen.findByLabelText(/^Empresa/)).toHaveValue('55');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@x.com');
  });

  it('campo Empresa aceita só dígitos', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText(/^Empresa/), '1a2-3');
    expect(screen.getByLabelText(/^Empresa/)).toHaveValue('123');
  });

  it('valida os campos antes de chamar a API', async () => {
    const { chamadas } = instalarFakeFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe o código da empresa')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it('Enter envia credenciais em base64 com a senha em SHA-256 maiúsculo e leva ao registrar ponto', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/login': () => ({ body: loginRespostaFixture() }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/login/10');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), '  maria@empresa.com.br ');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'senha123{Enter}');

    // A primeira abertura do painel transforma os módulos da página (lazy) no Vitest: espera maior.
    expect(
      await screen.findByRole('heading', { name: 'Registrar ponto' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/web-ponto');

    const login = chamadas.find((c) => c.url.pathname === '/api/auth/login');
    if (!login) throw new Error('o login não foi chamado');
    expect(login.headers.has('authorization')).toBe(false);
    const credenciais = decodificar((login.body as { data: string }).data);
    expect(credenciais).toMatchObject({
      EmpresaId: 10,
      Email: 'maria@empresa.com.br',
      Senha: await sha256Hex('senha123'),
      grantType: 'password',
    });
    expect(credenciais.Senha).toMatch(/^[0-9A-F]{64}$/);
    expect(localStorage.getItem('lastSignIn')).not.toBeNull();
    expect(localStorage.getItem('userId')).toBe('7');
    expect(JSON.parse(localStorage.getItem('lastLoggedUser') ?? '{}')).toEqual({
      EmpresaId: 10,
      Email: 'maria@empresa.com.br',
    });
  });

  it('sem marcação pela web, o colaborador vai para o meu painel', async () => {
    const semWeb = usuarioFixture({
      Configuracao: { UsarMenuGestor: false, HabilitarMarcacaoPelaWeb: false },
    });
    instalarFakeFetch({
      'POST /api/auth/login': () => ({ body: loginRespostaFixture({ Usuario: semWeb }) }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/login');
    await preencher('10', 'maria@empresa.com.br', 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByRole('heading', { name: 'Olá, Maria da Silva' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/meu-painel');
  });

  it('admin vai para /home', async () => {
    instalarFakeFetch({
      'POST /api/auth/login': () => ({
        body: loginRespostaFixture({
          MenuAdmin: [item('/dashboard/admin/colaboradores', 'Colaboradores')],
        }),
      }),
    });
    const { router } = renderApp('/login');
    await preencher('10', 'maria@empresa.com.br', 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/home');
  });

  it('cadastro não confirmado guarda o token mas vai para o primeiro acesso sem sessão', async () => {
    instalarFakeFetch({
      'POST /api/auth/login': () => ({
        body: loginRespostaFixture({ Usuario: usuarioFixture({ CadastroConfirmado: false }) }),
      }),
      'GET /api/auth/primeiro-acesso': () => ({
        body: {
          success: true,
          data: {
            nome: 'Maria da Silva',
            email: 'maria@empresa.com.br',
            cpfMascarado: '***.456.789-**',
            cargo: 'Analista',
            empresaNome: 'Empresa Demo',
          },
          error: null,
          message: null,
        },
      }),
    });
    const { router } = renderApp('/login');
    await preencher('10', 'maria@empresa.com.br', 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Primeiro acesso' })).toBeInTheDocument();
    expect(await screen.findByText('CPF cadastrado: ***.456.789-**')).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/login/primeiro-acesso');
    expect(sessaoStore.obter()).toMatchObject({
      isSigned: false,
      token: { AccessToken: 'token-de-acesso' },
    });
  });

  it('401 mostra a Mensagem do servidor e não abre sessão', async () => {
    instalarFakeFetch({ 'POST /api/auth/login': () => ({ status: 401, body: FALHA_401 }) });
    const { router } = renderApp('/login');
    await preencher('10', 'maria@empresa.com.br', 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail, empresa ou senha inválidos.',
    );
    expect(enderecoAtual(router)).toBe('/login');
    expect(sessaoStore.obter()).toMatchObject({ isSigned: false, isLoading: false, token: null });
  });

  it('exceção na chamada mostra o aviso "Falha na autenticação"', async () => {
    instalarFakeFetch({ 'POST /api/auth/login': () => ({ body: { inesperado: true } }) });
    renderApp('/login');
    await preencher('10', 'maria@empresa.com.br', 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Falha na autenticação')).toBeInTheDocument();
  });

  it('HTTP 500 mostra "Erro do servidor"', async () => {
    instalarFakeFetch({ 'POST /api/auth/login': () => ({ status: 500, body: {} }) });
    renderApp('/login');
    await preencher('10', 'maria@empresa.com.br', 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro do servidor')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
  });
});
