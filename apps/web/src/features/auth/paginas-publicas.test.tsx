import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';
import { sessaoStore } from '../../app/session/session-store.ts';
import { sha256Hex } from '../../lib/crypto.ts';

const diaVazio = () => ({
  body: { success: true, error: null, data: { data: '2026-11-22', marcacoes: [] } },
});
const ok = (data: unknown, message: string | null = null) => ({
  body: { success: true, data, error: null, message },
});
const WEB_PONTO = '/#/dashboard/minhas-rotinas/web-ponto';

describe('senha esquecida (/forgot-password)', () => {
  it('envia o e-mail aparado e mostra a mensagem do servidor', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/forgot-password': () =>
        ok(
          null,
          'Se o e-mail estiver cadastrado, você receberá um link para definir uma nova senha.',
        ),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), '  maria@empresa.com.br ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(/você receberá um link/)).toBeInTheDocument();
    expect(chamadas[0]?.body).toEqual({ email: 'maria@empresa.com.br' });
  });

  it('e-mail inválido não chama a API; falha mostra "Falha ao recuperar senha"', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/forgot-password': () => ({ status: 429, body: {} }),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'maria');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('E-mail: informe um e-mail válido')).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^E-mail/), '@empresa.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Falha ao recuperar senha')).toBeInTheDocument();
  });

  it('com o token do e-mail, define a nova senha (SHA-256) e entra', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/reset-password': () => ({ body: loginRespostaFixture() }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/forgot-password?token=2.abcdefghijklmnopqrstuvwxyz');
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha e entrar' }));
    expect(screen.getByText('Nova senha: use pelo menos 8 caracteres')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nova senha/));
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'NovaSenha1');
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), 'NovaSenha2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha e entrar' }));
    expect(screen.getByText('Confirmar nova senha: as senhas não conferem')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirmar nova senha/));
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), 'NovaSenha1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha e entrar' }));
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe(WEB_PONTO);
    expect(chamadas[0]?.body).toEqual({
      token: '2.abcdefghijklmnopqrstuvwxyz',
      novaSenha: await sha256Hex('NovaSenha1'),
    });
  });

  it('link inválido: mensagem do servidor e "Falha ao estabelecer nova senha"', async () => {
    instalarFakeFetch({
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: corpoErro400('Link inválido ou expirado. Solicite um novo.', 'LINK_INVALIDO'),
      }),
    });
    renderApp('/forgot-password?token=2.abcdefghijklmnopqrstuvwxyz');
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'NovaSenha1');
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), 'NovaSenha1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha e entrar' }));
    expect(
      await screen.findByText('Link inválido ou expirado. Solicite um novo.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Falha ao estabelecer nova senha')).toBeInTheDocument();
    expect(sessaoStore.obter().isSigned).toBe(false);
  });
});

describe('primeiro acesso (/login/primeiro-acesso)', () => {
  const dados = {
    nome: 'Maria da Silva',
    email: 'maria@empresa.com.br',
    cpfMascarado: '***.456.789-**',
    cargo: 'Analista',
    empresaNome: 'Empresa Demo',
  };

  it('o link do convite abre a sessão restrita; CPF e senha confirmam e entram', async () => {
    const pendente = loginRespostaFixture({
      Usuario: usuarioFixture({ CadastroConfirmado: false }),
      Token: { AccessToken: 'restrito', ExpiresIn: 900 },
      MenuMinhasRotinas: [],
    });
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/primeiro-acesso/convite': () => ({ body: pendente }),
      'GET /api/auth/primeiro-acesso': () => ok(dados),
      'POST /api/auth/primeiro-acesso': () => ({ body: loginRespostaFixture() }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/login/primeiro-acesso?convite=2.convite-do-rh-123456789');
    expect(await screen.findByText('CPF cadastrado: ***.456.789-**')).toBeInTheDocument();
    expect(sessaoStore.obter()).toMatchObject({
      isSigned: false,
      token: { AccessToken: 'restrito' },
    });
    expect(enderecoAtual(router)).toBe('/login/primeiro-acesso');

    await userEvent.type(screen.getByLabelText(/^CPF/), '12345678909');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('123.456.789-09');
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'MinhaSenha1');
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), 'MinhaSenha1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));

    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    const confirmacao = chamadas.find(
      (c) => c.method === 'POST' && c.url.pathname === '/api/auth/primeiro-acesso',
    );
    expect(confirmacao?.body).toEqual({
      cpf: '12345678909',
      novaSenha: await sha256Hex('MinhaSenha1'),
    });
    expect(confirmacao?.headers.get('authorization')).toBe('Bearer restrito');
    expect(chamadas[0]?.body).toEqual({ token: '2.convite-do-rh-123456789' });
  });

  it('CPF que não confere mostra a mensagem do servidor e continua sem sessão', async () => {
    entrarComo(loginRespostaFixture({ Usuario: usuarioFixture({ CadastroConfirmado: false }) }));
    instalarFakeFetch({
      'GET /api/auth/primeiro-acesso': () => ok(dados),
      'POST /api/auth/primeiro-acesso': () => ({
        status: 400,
        body: corpoErro400('O CPF não confere com o cadastro do RH.', 'CPF_NAO_CONFERE', 'cpf'),
      }),
    });
    renderApp('/login/primeiro-acesso');
    await userEvent.type(await screen.findByLabelText(/^CPF/), '11144477735');
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'MinhaSenha1');
    await userEvent.type(screen.getByLabelText(/^Confirmar nova senha/), 'MinhaSenha1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    expect(await screen.findByText('O CPF não confere com o cadastro do RH.')).toBeInTheDocument();
    expect(sessaoStore.obter().isSigned).toBe(false);
  });

  it('sem sessão nem convite, explica como fazer o primeiro acesso', async () => {
    renderApp('/login/primeiro-acesso');
    expect(await screen.findByText('Entre para fazer o primeiro acesso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });
});

describe('login único, Active Directory e HQ', () => {
  it('/sso/{id}?token= troca o token por sessão em POST /external-sign-in', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/external-sign-in': () => ({ body: loginRespostaFixture() }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/sso/2?token=2.token-do-sso-0123456789');
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe(WEB_PONTO);
    expect(chamadas[0]?.body).toEqual({ token: '2.token-do-sso-0123456789', empresaId: 2 });
  });

  it('/sso/{id}?erro= mostra a mensagem do servidor e permite tentar de novo', async () => {
    renderApp('/sso/2?erro=O%20login%20%C3%BAnico%20n%C3%A3o%20est%C3%A1%20ativo');
    expect(await screen.findByText('O login único não está ativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('/ad envia empresa, usuário e senha e entra; 401 mostra a mensagem', async () => {
    let tentativa = 0;
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/ad': () => {
        tentativa += 1;
        return tentativa === 1
          ? {
              status: 401,
              body: {
                ...loginRespostaFixture(),
                Usuario: null,
                Token: null,
                Mensagem: 'Usuário ou senha do diretório inválidos.',
              },
            }
          : { body: loginRespostaFixture() };
      },
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    renderApp('/ad?empresa=2');
    expect(await screen.findByLabelText(/^Empresa/)).toHaveValue('2');
    await userEvent.type(screen.getByLabelText(/^Usuário/), ' paula ');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'SenhaDoAD');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha do diretório inválidos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(chamadas[0]?.body).toEqual({ empresaId: 2, usuario: 'paula', senha: 'SenhaDoAD' });
  });

  it('/hq-auth?token= abre a conta do cliente, mesmo com outra sessão aberta', async () => {
    entrarComo(
      loginRespostaFixture({
        Token: { AccessToken: 'do-suporte', ExpiresIn: 3600, RefreshToken: 'r-suporte' },
      }),
    );
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/hq/validate': () => ({
        body: loginRespostaFixture({ Token: { AccessToken: 'do-cliente', ExpiresIn: 1800 } }),
      }),
      'POST /api/auth/logout': () => ({ status: 204 }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/hq-auth?token=2.token-hq-0123456789abcdef');
    await waitFor(() => expect(enderecoAtual(router)).toBe(WEB_PONTO));
    expect(sessaoStore.obter().token?.AccessToken).toBe('do-cliente');
    expect(chamadas[0]?.body).toEqual({ token: '2.token-hq-0123456789abcdef' });
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.pathname === '/api/auth/logout')?.body).toEqual({
        refreshToken: 'r-suporte',
      }),
    );
  });

  it.each([
    {
      status: 401,
      corpo: corpoErro400('Token HQ inválido ou expirado'),
      texto: 'Token HQ inválido ou expirado',
      destino: '/login',
    },
    { status: 500, corpo: {}, texto: 'Falha na autenticação HQ', destino: '/hq-auth' },
    { status: 400, corpo: {}, texto: 'Token HQ inválido', destino: '/hq-auth' },
  ])('HQ com HTTP $status mostra "$texto"', async ({ status, corpo, texto, destino }) => {
    instalarFakeFetch({ 'POST /api/auth/hq/validate': () => ({ status, body: corpo }) });
    const { router } = renderApp('/hq-auth?token=2.token-hq-0123456789abcdef');
    expect((await screen.findAllByText(texto)).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe(destino));
  });

  it('HQ com token digitado curto demais: "Token HQ inválido"', async () => {
    const { chamadas } = instalarFakeFetch({});
    renderApp('/hq-auth');
    await userEvent.type(await screen.findByLabelText(/^Token HQ/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na conta do cliente' }));
    expect(screen.getByText('Token HQ: token hq inválido')).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });
});
