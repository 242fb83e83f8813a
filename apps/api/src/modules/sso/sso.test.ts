import type { LoginResposta } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { iniciarIdp } from '../../../test/oidc-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';

const APP_URL = 'https://jornada.test';
const REDIRECT = `${APP_URL}/api/auth/sso/callback`;

let t: AppDeTeste;
let idp: Awaited<ReturnType<typeof iniciarIdp>>;
beforeAll(async () => {
  idp = await iniciarIdp({
    redirectUri: REDIRECT,
    clientId: 'jornada-demo',
    clientSecret: 'segredo-do-cliente-demo',
    contas: {
      paula: { email: 'Colaborador@Demo.Jornada.dev' },
      estranho: { email: 'nao-cadastrado@demo.jornada.dev' },
      naoVerificado: { email: 'gestor@demo.jornada.dev', emailVerificado: false },
    },
  });
  t = await createAppDeTeste({ acesso: { appUrl: APP_URL } });
  const rh = await t.token('rh@demo.jornada.dev');
  const r = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/sso/config',
    headers: bearer(rh),
    payload: {
      issuer: idp.issuer,
      clientId: 'jornada-demo',
      clientSecret: 'segredo-do-cliente-demo',
      ativo: true,
    },
  });
  expect(r.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await idp.fechar();
});

const cookieDe = (setCookie: string | string[] | undefined) =>
  String([setCookie].flat()[0]).split(';')[0]!;

/** Navegador: /sso/{empresa} → IdP (login + consentimento) → callback; devolve o redirect final. */
const entrarPeloIdp = async (conta: string, empresaId = EMPRESA_DEMO) => {
  const inicio = await t.app.inject({
    method: 'GET',
    url: `/api/auth/sso/iniciar?empresaId=${empresaId}`,
  });
  expect(inicio.statusCode).toBe(302);
  const autorizacao = new URL(inicio.headers.location as string);
  expect(autorizacao.origin).toBe(idp.issuer);
  expect(autorizacao.searchParams.get('code_challenge_method')).toBe('S256');
  expect(autorizacao.searchParams.get('redirect_uri')).toBe(REDIRECT);
  const volta = new URL(await idp.autorizar(autorizacao.href, conta));
  const cb = await t.app.inject({
    method: 'GET',
    url: `/api/auth/sso/callback${volta.search}`,
    headers: { cookie: cookieDe(inicio.headers['set-cookie']) },
  });
  expect(cb.statusCode).toBe(302);
  return { destino: new URL(cb.headers.location as string), volta, inicio };
};

describe('login único (OpenID Connect + PKCE) contra um provedor real em loopback', () => {
  it('do /sso/{empresaId} ao POST /external-sign-in: sessão do usuário do e-mail', async () => {
    const { destino } = await entrarPeloIdp('paula');
    expect(`${destino.origin}${destino.pathname}`).toBe(`${APP_URL}/sso/${EMPRESA_DEMO}`);
    const token = destino.searchParams.get('token')!;
    expect(token).toMatch(/^2\./);

    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/external-sign-in',
      payload: { token, empresaId: EMPRESA_DEMO },
    });
    expect(r.statusCode).toBe(200);
    const s = r.json<LoginResposta>();
    expect(s.Usuario?.Email).toBe('colaborador@demo.jornada.dev');
    expect(s.Token?.RefreshToken).toBeTruthy();
    // Uso único.
    const de_novo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/external-sign-in',
      payload: { token, empresaId: EMPRESA_DEMO },
    });
    expect(de_novo.statusCode).toBe(401);
  });

  it('token de troca com outra empresa: 401', async () => {
    const { destino } = await entrarPeloIdp('paula');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/external-sign-in',
      payload: { token: destino.searchParams.get('token'), empresaId: EMPRESA_FERIAS },
    });
    expect(r.statusCode).toBe(401);
  });

  it('e-mail sem usuário na empresa ou não verificado: volta com erro, sem token', async () => {
    for (const conta of ['estranho', 'naoVerificado']) {
      const { destino } = await entrarPeloIdp(conta);
      expect(destino.searchParams.get('token')).toBeNull();
      expect(destino.searchParams.get('erro')).toBeTruthy();
    }
  });

  it('callback sem o cookie de estado (outro navegador) é recusado', async () => {
    const inicio = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/iniciar?empresaId=${EMPRESA_DEMO}`,
    });
    const volta = new URL(await idp.autorizar(inicio.headers.location as string, 'paula'));
    const cb = await t.app.inject({ method: 'GET', url: `/api/auth/sso/callback${volta.search}` });
    expect(cb.statusCode).toBe(302);
    expect(new URL(cb.headers.location as string).searchParams.get('erro')).toMatch(/expirada/);
  });

  it('state trocado (código de outro fluxo) é recusado', async () => {
    const a = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/iniciar?empresaId=${EMPRESA_DEMO}`,
    });
    const b = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/iniciar?empresaId=${EMPRESA_DEMO}`,
    });
    const voltaB = new URL(await idp.autorizar(b.headers.location as string, 'paula'));
    const cb = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/callback${voltaB.search}`,
      headers: { cookie: cookieDe(a.headers['set-cookie']) },
    });
    const destino = new URL(cb.headers.location as string);
    expect(destino.searchParams.get('token')).toBeNull();
    expect(destino.searchParams.get('erro')).toBeTruthy();
  });

  it('empresa sem login único: volta para /sso/{id} com erro', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/iniciar?empresaId=${EMPRESA_FERIAS}`,
    });
    expect(r.statusCode).toBe(302);
    const destino = new URL(r.headers.location as string);
    expect(destino.pathname).toBe(`/sso/${EMPRESA_FERIAS}`);
    expect(destino.searchParams.get('erro')).toMatch(/login único/);
  });

  it('configuração: segredo cifrado no banco, nunca devolvido; /validate mostra Sso', async () => {
    const rh = await t.token('rh@demo.jornada.dev');
    const c = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/config',
      headers: bearer(rh),
    });
    expect(c.json().data).toMatchObject({
      temClientSecret: true,
      redirectUri: REDIRECT,
      ativo: true,
    });
    expect(c.body).not.toContain('segredo-do-cliente-demo');
    const [row] = await t.db.query<{ client_secret_cifrado: string }>(
      'select client_secret_cifrado from provedor_sso where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    expect(row!.client_secret_cifrado).toMatch(/^v1\./);
    expect(row!.client_secret_cifrado).not.toContain('segredo');
    const v = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate',
      payload: { email: 'colaborador@demo.jornada.dev' },
    });
    expect(v.json().data.empresas[0].Sso).toBe(true);
    const http = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/sso/config',
      headers: bearer(rh),
      payload: { issuer: 'http://idp.exemplo.com', clientId: 'x', ativo: true },
    });
    expect(http.statusCode).toBe(400);
  });
});
