import type { LoginResposta } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  bearer,
  corpoRefresh,
  createAppDeTeste,
} from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../../seed/seed.ts';
import { SESSAO_EXPIRADA } from './use-cases/refresh.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

const EMAIL = 'colaborador@demo.jornada.dev';
const signIn = (email: string, refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: corpoRefresh(email, refreshToken),
  });

const familiaRevogada = async (refreshToken: string) => {
  const rows = await t.db.query<{ revogado_em: Date | null; motivo_revogacao: string | null }>(
    `select revogado_em, motivo_revogacao from refresh_token where familia = (
       select familia from refresh_token
        where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
    [refreshToken],
  );
  return rows;
};

describe('POST /sign-in (refresh com rotação)', () => {
  it('troca o refresh token por um novo e devolve um token de acesso válido', async () => {
    const s = await t.login(EMAIL);
    const r = await signIn(EMAIL, s.Token!.RefreshToken!);
    expect(r.statusCode).toBe(200);
    const { Token } = r.json<{ Token: NonNullable<LoginResposta['Token']> }>();
    expect(Token.ExpiresIn).toBe(3600);
    expect(Token.RefreshToken).toMatch(/^2\./);
    expect(Token.RefreshToken).not.toBe(s.Token!.RefreshToken);
    const uso = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido',
      headers: bearer(Token.AccessToken),
    });
    expect(uso.statusCode).toBe(200);
    // E o novo também roda.
    expect((await signIn(EMAIL, Token.RefreshToken!)).statusCode).toBe(200);
  });

  it('reutilizar um refresh token já trocado revoga a família inteira', async () => {
    const s = await t.login(EMAIL);
    const antigo = s.Token!.RefreshToken!;
    const novo = (await signIn(EMAIL, antigo)).json().Token.RefreshToken as string;

    const reuso = await signIn(EMAIL, antigo);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json().Mensagem).toBe(SESSAO_EXPIRADA);
    // O token legítimo mais novo também morreu: quem roubou e quem foi roubado saem.
    expect((await signIn(EMAIL, novo)).statusCode).toBe(401);
    const familia = await familiaRevogada(antigo);
    expect(familia.length).toBe(2);
    expect(familia.every((f) => f.revogado_em !== null)).toBe(true);
    expect(familia.map((f) => f.motivo_revogacao).sort()).toEqual(['reutilizacao', 'rotacao']);
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where acao = 'reutilizacao-revogou-familia'",
    );
    expect(Number(a!.n)).toBeGreaterThanOrEqual(1);
  });

  it('outra sessão do mesmo usuário (outra família) continua valendo', async () => {
    const a = await t.login(EMAIL);
    const b = await t.login(EMAIL);
    await signIn(EMAIL, a.Token!.RefreshToken!);
    await signIn(EMAIL, a.Token!.RefreshToken!);
    expect((await signIn(EMAIL, b.Token!.RefreshToken!)).statusCode).toBe(200);
  });

  it('e-mail diferente do dono do token: 401', async () => {
    const s = await t.login(EMAIL);
    const r = await signIn('gestor@demo.jornada.dev', s.Token!.RefreshToken!);
    expect(r.statusCode).toBe(401);
  });

  it('refresh token expirado (30 dias): 401', async () => {
    const s = await t.login(EMAIL);
    const agora = t.relogio.agora;
    t.relogio.agora = new Date(agora.getTime() + 31 * 86_400_000);
    try {
      expect((await signIn(EMAIL, s.Token!.RefreshToken!)).statusCode).toBe(401);
    } finally {
      t.relogio.agora = agora;
    }
  });

  it('token de outra empresa no prefixo não acha nada: 401', async () => {
    const s = await t.login(EMAIL);
    const trocado = s.Token!.RefreshToken!.replace(/^2\./, `${EMPRESA_FERIAS}.`);
    expect((await signIn(EMAIL, trocado)).statusCode).toBe(401);
  });

  it.each([
    ['grantType errado', { email: EMAIL, grantType: 'password', refreshToken: 'x' }],
    ['sem refreshToken', { email: EMAIL, grantType: 'refreshToken' }],
  ])('%s: 400', async (_t, corpo) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { data: Buffer.from(JSON.stringify(corpo)).toString('base64') },
    });
    expect(r.statusCode).toBe(400);
  });

  it('logout revoga o refresh token: usá-lo depois é reutilização', async () => {
    const s = await t.login(EMAIL);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(s.Token!.AccessToken),
      payload: { refreshToken: s.Token!.RefreshToken },
    });
    expect((await signIn(EMAIL, s.Token!.RefreshToken!)).statusCode).toBe(401);
  });
});

describe('GET /recurso/update', () => {
  it('reautentica: Data com Token novo, usuário e menus, sem novo refresh token', async () => {
    const token = await t.token('rh@demo.jornada.dev');
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/auth/recurso/update',
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.Success).toBe(true);
    expect(corpo.Data.Token.AccessToken).toBeTruthy();
    expect(corpo.Data.Token.RefreshToken).toBeUndefined();
    expect(corpo.Data.Usuario.EmpresaId).toBe(EMPRESA_DEMO);
    expect(JSON.stringify(corpo.Data.MenuAdmin)).toContain('/dashboard/admin/perfis');
  });

  it('sem token: 401', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/auth/recurso/update' });
    expect(r.statusCode).toBe(401);
  });
});

describe('menus e permissões montados no servidor', () => {
  it('billing e admin-master só na empresa 1, mesmo se um perfil de outra empresa os conceder', async () => {
    await t.db.query(
      `update perfil set rotas = array_append(rotas, '/dashboard/admin/billing')
        where empresa_id = $1 and nome = 'RH'`,
      [EMPRESA_DEMO],
    );
    const rh = await t.login('rh@demo.jornada.dev');
    expect(JSON.stringify(rh.MenuAdmin)).not.toContain('/dashboard/admin/billing');
    const suporte = await t.login('suporte@jornada.dev', 1);
    expect(JSON.stringify(suporte.MenuAdmin)).toContain('/dashboard/admin/billing');
  });

  it('menu de gestor exige a configuração da empresa ligada', async () => {
    await t.db.query(
      `update empresa set configuracao = configuracao || '{"usarMenuGestor": false}' where id = $1`,
      [EMPRESA_DEMO],
    );
    try {
      const g = await t.login('gestor@demo.jornada.dev');
      expect(g.Usuario?.Configuracao.UsarMenuGestor).toBe(false);
      expect(g.MenuGestores).toEqual([]);
    } finally {
      await t.db.query(
        `update empresa set configuracao = configuracao || '{"usarMenuGestor": true}' where id = $1`,
        [EMPRESA_DEMO],
      );
    }
  });
});
