import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, renderApp } from '../../../test/render-app.tsx';
import { sessaoStore } from '../../app/session/session-store.ts';

const diaVazio = () => ({
  body: { success: true, error: null, data: { data: '2026-11-22', marcacoes: [] } },
});

const falha = (Mensagem: string, SegundoFator: 'codigo' | null = null) => ({
  Usuario: null,
  Token: null,
  MenuAdmin: [],
  MenuGestores: [],
  MenuMinhasRotinas: [],
  Mensagem,
  SegundoFator,
});

const decodificar = (data: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0))));

const preencherEEntrar = async () => {
  await userEvent.type(await screen.findByLabelText(/^Empresa/), '10');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'maria@empresa.com.br');
  await userEvent.type(screen.getByLabelText(/^Senha/), 'senha123');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

const SEGREDO = 'segredo-de-teste-do-captcha';

describe('login: segundo fator, captcha, comprovantes e busca da empresa', () => {
  it('segundo fator: o 401 pede o código, que vai em CodigoTotp no novo login', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/login': ({ body }) => {
        const cred = decodificar((body as { data: string }).data);
        if (cred.CodigoTotp === '123456') return { body: loginRespostaFixture() };
        if (cred.CodigoTotp) return { status: 401, body: falha('Código inválido.', 'codigo') };
        return {
          status: 401,
          body: falha('Informe o código de verificação do aplicativo autenticador.', 'codigo'),
        };
      },
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    const { router } = renderApp('/login');
    await preencherEEntrar();
    const codigo = await screen.findByLabelText(/^Código de verificação/);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(codigo, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido.');

    await userEvent.clear(screen.getByLabelText(/^Código de verificação/));
    await userEvent.type(screen.getByLabelText(/^Código de verificação/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/web-ponto');
    const ultima = chamadas.filter((c) => c.url.pathname === '/api/auth/login').at(-1);
    if (!ultima) throw new Error('o login não foi chamado');
    expect(decodificar((ultima.body as { data: string }).data).CodigoTotp).toBe('123456');
  });

  it('segundo fator exigido e não cadastrado: mostra a chave e ativa com o primeiro código', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/login': () => ({
        body: { ...loginRespostaFixture({ MenuMinhasRotinas: [] }), SegundoFator: 'cadastro' },
      }),
      'POST /api/auth/totp/cadastro': () => ({
        body: {
          success: true,
          data: { segredo: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Jornada:maria?secret=JBSW' },
          error: null,
          message: null,
        },
      }),
      'POST /api/auth/totp/confirmar': () => ({
        body: {
          success: true,
          data: { sessao: loginRespostaFixture() },
          error: null,
          message: 'Segundo fator ativado.',
        },
      }),
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    renderApp('/login');
    await preencherEEntrar();
    expect(await screen.findByLabelText('Chave do segundo fator')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByRole('link', { name: 'Abrir no aplicativo autenticador' })).toHaveAttribute(
      'href',
      'otpauth://totp/Jornada:maria?secret=JBSW',
    );
    expect(sessaoStore.obter().isSigned).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Código de verificação/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar e entrar' }));
    expect(await screen.findByRole('heading', { name: 'Registrar ponto' })).toBeInTheDocument();
    expect(chamadas.find((c) => c.url.pathname === '/api/auth/totp/confirmar')?.body).toEqual({
      codigo: '654321',
    });
  });

  it('405: resolve o desafio ALTCHA do servidor e repete o login com x-captcha-token', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/auth/captcha': async () => ({
        body: await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 10,
          counter: 25,
          deriveKey,
          hmacSignatureSecret: SEGREDO,
        }),
      }),
      'POST /api/auth/login': async ({ headers }) => {
        const token = headers.get('x-captcha-token');
        if (!token) return { status: 405, body: corpoErro400('Resolva o captcha.', 'CAPTCHA') };
        const { challenge, solution } = JSON.parse(atob(token));
        const r = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: SEGREDO,
        });
        return r.verified
          ? { body: loginRespostaFixture() }
          : { status: 405, body: corpoErro400('Captcha inválido.', 'CAPTCHA') };
      },
      'GET /api/main/monolito/dia-resumido': diaVazio,
    });
    renderApp('/login');
    await preencherEEntrar();
    expect(
      await screen.findByRole('dialog', { name: 'Verificação de segurança' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Registrar ponto' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const logins = chamadas.filter((c) => c.url.pathname === '/api/auth/login');
    expect(logins.map((c) => Boolean(c.headers.get('x-captcha-token')))).toEqual([false, true]);
  });

  it('captcha cancelado não repete o login e avisa', async () => {
    instalarFakeFetch({
      'GET /api/auth/captcha': () => ({ status: 500, body: {} }),
      'POST /api/auth/login': () => ({ status: 405, body: corpoErro400('Resolva o captcha.') }),
    });
    renderApp('/login');
    await preencherEEntrar();
    const dialogo = await screen.findByRole('dialog', { name: 'Verificação de segurança' });
    await within(dialogo).findByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(/Verificação de segurança não concluída/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verificação de segurança' })).toBeNull();
  });

  it('fluxo de comprovantes: senha errada marca incorrectPassword e volta aos comprovantes', async () => {
    localStorage.setItem('iscomprovante', 'true');
    instalarFakeFetch({
      'POST /api/auth/login': () => ({
        status: 401,
        body: falha('E-mail, empresa ou senha inválidos.'),
      }),
    });
    const { router } = renderApp('/login');
    await preencherEEntrar();
    await waitFor(() => expect(enderecoAtual(router)).toBe('/comprovantes-marcacao-ponto'));
    expect(localStorage.getItem('incorrectPassword')).toBe('true');
  });

  it('fluxo de comprovantes: login aceito vai ao detalhe e limpa incorrectPassword', async () => {
    localStorage.setItem('iscomprovante', 'true');
    localStorage.setItem('incorrectPassword', 'true');
    instalarFakeFetch({ 'POST /api/auth/login': () => ({ body: loginRespostaFixture() }) });
    const { router } = renderApp('/login');
    await preencherEEntrar();
    await waitFor(() =>
      expect(enderecoAtual(router)).toBe('/comprovantes-marcacao-ponto/detalhes'),
    );
    expect(localStorage.getItem('incorrectPassword')).toBeNull();
  });

  it('"Não sei o código da empresa" busca pelo e-mail aparado e oferece os meios de entrada', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/validate': () => ({
        body: {
          success: true,
          data: {
            empresas: [{ EmpresaId: 2, EmpresaNome: 'Demo Comércio Ltda', Sso: true, Ad: false }],
          },
          error: null,
          message: null,
        },
      }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), ' maria@empresa.com.br ');
    await userEvent.click(screen.getByRole('button', { name: 'Não sei o código da empresa' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usar esta empresa' }));
    expect(screen.getByLabelText(/^Empresa/)).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Entrar com login único (SSO)' })).toHaveAttribute(
      'href',
      '/sso/2',
    );
    // Sem AD na empresa encontrada: só o link geral do rodapé do login.
    expect(screen.getAllByRole('link', { name: 'Entrar com Active Directory' })).toHaveLength(1);
    expect(chamadas[0]?.body).toEqual({ email: 'maria@empresa.com.br' });
  });
});
