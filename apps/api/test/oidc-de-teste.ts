import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * Provedor OpenID Connect real (oidc-provider) em loopback, com as telas de desenvolvimento de
 * login e consentimento, que o teste preenche como um navegador (fetch + cookies).
 */
export const iniciarIdp = async (v: {
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  contas: Record<string, { email: string; emailVerificado?: boolean }>;
}) => {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: v.clientId,
        client_secret: v.clientSecret,
        redirect_uris: [v.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['chave-de-teste-do-idp'] },
    pkce: { required: () => true },
    findAccount: (_ctx, id) => {
      const conta = v.contas[id];
      if (!conta) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: conta.email,
          email_verified: conta.emailVerificado ?? true,
        }),
      };
    },
  });
  server.on('request', provider.callback());

  /**
   * Segue o fluxo no IdP a partir da URL de autorização: faz login como `conta`, consente e
   * devolve a URL final (redirect URI com code e state).
   */
  const autorizar = async (urlAutorizacao: string, conta: string): Promise<string> => {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, val]) => `${k}=${val}`).join('; ');
    let url = urlAutorizacao;
    let corpo: URLSearchParams | undefined;
    for (let passo = 0; passo < 12; passo++) {
      if (url.startsWith(v.redirectUri)) return url;
      const r = await fetch(url, {
        method: corpo ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: cookie(),
          ...(corpo ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: corpo,
      });
      for (const c of r.headers.getSetCookie()) {
        const [par] = c.split(';');
        const [k, ...val] = par!.split('=');
        jar.set(k!.trim(), val.join('='));
      }
      corpo = undefined;
      const destino = r.headers.get('location');
      if (destino) {
        url = new URL(destino, url).href;
        continue;
      }
      const html = await r.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!prompt)
        throw new Error(`IdP respondeu ${r.status} sem formulário: ${html.slice(0, 300)}`);
      corpo = new URLSearchParams(
        prompt === 'login' ? { prompt, login: conta, password: 'qualquer' } : { prompt },
      );
    }
    throw new Error('fluxo do IdP não terminou');
  };

  return {
    issuer,
    autorizar,
    fechar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
};
