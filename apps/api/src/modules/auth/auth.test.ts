import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  corpoLogin,
  createAppDeTeste,
  senhaHash,
} from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { CREDENCIAIS_INVALIDAS } from './auth.service.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('colaborador entra e recebe Usuario, Token e os menus do seu perfil', async () => {
    const r = await t.login('colaborador@demo.jornada.dev');
    expect(r.Mensagem).toBeNull();
    expect(r.Usuario).toMatchObject({
      Nome: 'Paula Andrade',
      EmpresaId: EMPRESA_DEMO,
      EmpresaNome: 'Demo Comércio Ltda',
      Cargo: 'Operador de caixa',
      CadastroConfirmado: true,
      Configuracao: { UsarMenuGestor: false, HabilitarMarcacaoPelaWeb: true },
    });
    expect(r.Token?.ExpiresIn).toBe(3600);
    expect(r.MenuAdmin).toEqual([]);
    expect(r.MenuGestores).toEqual([]);
    expect(r.MenuMinhasRotinas.map((m) => m.Rota)).toContain('/dashboard/minhas-rotinas/web-ponto');
  });

  it('gestor recebe o menu de gestores e UsarMenuGestor ligado', async () => {
    const r = await t.login('gestor@demo.jornada.dev');
    expect(r.Usuario?.Configuracao.UsarMenuGestor).toBe(true);
    expect(r.MenuGestores[0]?.RecursoFilho.map((m) => m.Rota)).toContain(
      '/dashboard/gestor/calendario-equipe',
    );
  });

  it('RH recebe o menu admin sem billing nem admin-master', async () => {
    const r = await t.login('rh@demo.jornada.dev');
    const rotas = JSON.stringify(r.MenuAdmin);
    expect(rotas).toContain('/dashboard/admin/regras-calculo');
    expect(rotas).not.toContain('/dashboard/admin/billing');
  });

  it('senha errada responde 401 com a Mensagem do servidor e sem token', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: corpoLogin('colaborador@demo.jornada.dev', EMPRESA_DEMO, 'errada'),
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ Usuario: null, Token: null, Mensagem: CREDENCIAIS_INVALIDAS });
  });

  it('o mesmo e-mail em outra empresa não entra (a empresa faz parte da credencial)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: corpoLogin('colaborador@demo.jornada.dev', 1, 'Jornada@2026'),
    });
    expect(r.statusCode).toBe(401);
  });

  it.each([
    ['data ausente', {}, 'data'],
    ['data que não é JSON', { data: 'não-é-base64-json' }, 'data'],
    [
      'senha em claro em vez do hash',
      {
        data: Buffer.from(
          JSON.stringify({ EmpresaId: 2, Email: 'a@b.com', Senha: 'Jornada@2026' }),
        ).toString('base64'),
      },
      'Senha',
    ],
    [
      'e-mail inválido',
      {
        data: Buffer.from(
          JSON.stringify({ EmpresaId: 2, Email: 'x', Senha: senhaHash('x') }),
        ).toString('base64'),
      },
      'Email',
    ],
  ])('%s: 400 nomeando o campo', async (_titulo, payload, campo) => {
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, campo });
    expect(r.json().Mensagem).toContain(campo);
  });
});

describe('tokens', () => {
  it('sem token, uma rota privada responde 401 em português', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/main/monolito/dia-resumido' });
    expect(r.statusCode).toBe(401);
    expect(r.json().Mensagem).toMatch(/Sessão inválida/);
  });

  it('token adulterado é recusado', async () => {
    const token = await t.token('colaborador@demo.jornada.dev');
    const adulterado = `${token.slice(0, -4)}AAAA`;
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido',
      headers: { authorization: `Bearer ${adulterado}` },
    });
    expect(r.statusCode).toBe(401);
  });

  it('token com alg none é recusado (algoritmo fixo)', async () => {
    const cab = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const corpo = Buffer.from(
      JSON.stringify({ sub: '1', emp: 2, rotas: [], iss: 'jornada', exp: 9e9 }),
    ).toString('base64url');
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido',
      headers: { authorization: `Bearer ${cab}.${corpo}.` },
    });
    expect(r.statusCode).toBe(401);
  });

  it('logout revoga o refresh token no servidor', async () => {
    const s = await t.login('colaborador@demo.jornada.dev');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${s.Token!.AccessToken}` },
      payload: { refreshToken: s.Token!.RefreshToken },
    });
    expect(r.statusCode).toBe(204);
    const [linha] = await t.db.query<{ revogado_em: Date | null }>(
      "select revogado_em from refresh_token where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [s.Token!.RefreshToken],
    );
    expect(linha?.revogado_em).toBeInstanceOf(Date);
  });
});
