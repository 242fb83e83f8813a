import type { LoginResposta } from '@jornada/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  bearer,
  corpoLogin,
  createAppDeTeste,
  senhaHash,
} from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { INFORME_CODIGO } from './use-cases/login.ts';
import { CODIGO_INVALIDO } from './use-cases/totp.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

const codigo = (segredo: string, deslocamentoSeg = 0) =>
  new TOTP({ secret: Secret.fromBase32(segredo) }).generate({
    timestamp: t.relogio.agora.getTime() + deslocamentoSeg * 1000,
  });

const chamar = (
  method: 'POST' | 'GET' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/auth${url}`, headers: bearer(token), payload });

const loginCom = (email: string, codigoTotp?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      data: Buffer.from(
        JSON.stringify({
          EmpresaId: EMPRESA_DEMO,
          Email: email,
          Senha: senhaHash('Jornada@2026'),
          ...(codigoTotp ? { CodigoTotp: codigoTotp } : {}),
        }),
      ).toString('base64'),
    },
  });

/** Cadastra e ativa o TOTP de um usuário; devolve o segredo. */
const ativar = async (email: string) => {
  const token = await t.token(email);
  const c = await chamar('POST', '/totp/cadastro', token);
  expect(c.statusCode).toBe(200);
  const { segredo, uri } = c.json().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Jornada:/);
  const ok = await chamar('POST', '/totp/confirmar', token, { codigo: codigo(segredo) });
  expect(ok.statusCode).toBe(200);
  return segredo as string;
};

const avancar = (seg: number) => {
  t.relogio.agora = new Date(t.relogio.agora.getTime() + seg * 1000);
};

describe('segundo fator (TOTP)', () => {
  it('cadastro, confirmação e login exigindo o código', async () => {
    const email = 'colaborador20@demo.jornada.dev';
    const segredo = await ativar(email);
    avancar(60);

    const semCodigo = await loginCom(email);
    expect(semCodigo.statusCode).toBe(401);
    expect(semCodigo.json<LoginResposta>()).toMatchObject({
      Token: null,
      SegundoFator: 'codigo',
      Mensagem: INFORME_CODIGO,
    });
    const errado = await loginCom(email, '000000');
    expect(errado.statusCode).toBe(401);
    expect(errado.json().Mensagem).toBe(CODIGO_INVALIDO);

    const c = codigo(segredo);
    const ok = await loginCom(email, c);
    expect(ok.statusCode).toBe(200);
    // O mesmo código não vale duas vezes (repetição).
    expect((await loginCom(email, c)).statusCode).toBe(401);
    avancar(30);
    expect((await loginCom(email, codigo(segredo))).statusCode).toBe(200);
  });

  it('confirmar com código errado não ativa; cadastro repetido com TOTP ativo → 409', async () => {
    const email = 'colaborador21@demo.jornada.dev';
    const token = await t.token(email);
    await chamar('POST', '/totp/cadastro', token);
    const r = await chamar('POST', '/totp/confirmar', token, { codigo: '123456' });
    expect(r.statusCode).toBe(400);
    expect((await loginCom(email)).statusCode).toBe(200);
    await ativar(email);
    const t2 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: corpoLogin(email, EMPRESA_DEMO, 'Jornada@2026'),
    });
    expect(t2.json().SegundoFator).toBe('codigo');
  });

  it('desativar exige um código válido; o RH também pode remover (auditado)', async () => {
    const email = 'colaborador22@demo.jornada.dev';
    const segredo = await ativar(email);
    avancar(60);
    const sessao = (await loginCom(email, codigo(segredo))).json<LoginResposta>();
    avancar(30);
    const token = sessao.Token!.AccessToken;
    expect((await chamar('POST', '/totp/desativar', token, { codigo: '000000' })).statusCode).toBe(
      400,
    );
    expect(
      (await chamar('POST', '/totp/desativar', token, { codigo: codigo(segredo) })).statusCode,
    ).toBe(200);
    expect((await loginCom(email)).statusCode).toBe(200);

    await ativar(email);
    const rh = await t.token('rh@demo.jornada.dev');
    const id = sessao.Usuario!.Id;
    expect((await chamar('DELETE', `/totp/usuarios/${id}`, rh)).statusCode).toBe(200);
    expect((await chamar('DELETE', `/totp/usuarios/${id}`, rh)).statusCode).toBe(404);
    expect((await loginCom(email)).statusCode).toBe(200);
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'segundo_fator' and acao = 'removido-pelo-rh'",
    );
    expect(Number(a!.n)).toBe(1);
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    expect((await chamar('DELETE', `/totp/usuarios/${id}`, colaborador)).statusCode).toBe(403);
  });

  it('empresa exige segundo fator para admins: sessão restrita até cadastrar', async () => {
    const rh = await t.token('rh@demo.jornada.dev');
    const p = await chamar('PUT', '/politica-seguranca', rh, { exigirSegundoFatorAdmin: true });
    expect(p.statusCode).toBe(200);
    try {
      const restrita = await t.login('rh@demo.jornada.dev');
      expect(restrita.SegundoFator).toBe('cadastro');
      expect(restrita.MenuAdmin).toEqual([]);
      expect(restrita.Token?.RefreshToken).toBeUndefined();
      const token = restrita.Token!.AccessToken;
      expect((await chamar('GET', '/perfis', token)).statusCode).toBe(403);

      const { segredo } = (await chamar('POST', '/totp/cadastro', token)).json().data;
      const ok = await chamar('POST', '/totp/confirmar', token, { codigo: codigo(segredo) });
      const sessao = ok.json().data.sessao as LoginResposta;
      expect(sessao.Token?.RefreshToken).toBeTruthy();
      expect(JSON.stringify(sessao.MenuAdmin)).toContain('/dashboard/admin/perfis');
      // Admin não desliga o próprio segundo fator enquanto a política exigir.
      avancar(30);
      const d = await chamar('POST', '/totp/desativar', sessao.Token!.AccessToken, {
        codigo: codigo(segredo),
      });
      expect(d.statusCode).toBe(409);
      // Colaborador (sem menu admin) não é afetado.
      expect((await t.login('colaborador@demo.jornada.dev')).SegundoFator).toBeNull();
    } finally {
      await t.db.query(
        `update empresa set configuracao = configuracao || '{"exigirSegundoFatorAdmin": false}' where id = $1`,
        [EMPRESA_DEMO],
      );
    }
  });
});

describe('Web Push', () => {
  const inscricao = {
    uuid: 'dispositivo-0001',
    subscription: {
      endpoint: 'https://push.exemplo.com/envio/abc',
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  };

  it('chave pública VAPID, inscrição por dispositivo e remoção', async () => {
    const chave = await t.app.inject({ method: 'GET', url: '/api/auth/push/chave-publica' });
    expect(chave.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const token = await t.token('colaborador@demo.jornada.dev');
    expect((await chamar('POST', '/push/inscricao', token, inscricao)).statusCode).toBe(200);
    expect((await chamar('POST', '/push/inscricao', token, inscricao)).statusCode).toBe(200);
    const [n] = await t.db.query<{ n: string }>('select count(*) as n from push_inscricao');
    expect(Number(n!.n)).toBe(1);
    expect((await chamar('DELETE', `/push/inscricao/${inscricao.uuid}`, token)).statusCode).toBe(
      200,
    );
    expect((await chamar('DELETE', `/push/inscricao/${inscricao.uuid}`, token)).statusCode).toBe(
      404,
    );
  });

  it('endpoint que não é https é recusado', async () => {
    const token = await t.token('colaborador@demo.jornada.dev');
    const r = await chamar('POST', '/push/inscricao', token, {
      ...inscricao,
      subscription: { ...inscricao.subscription, endpoint: 'http://127.0.0.1/x' },
    });
    expect(r.statusCode).toBe(400);
  });
});
