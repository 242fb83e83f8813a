import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, corpoLogin, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { CAPTCHA_INVALIDO, CAPTCHA_NECESSARIO } from './use-cases/forca-bruta.ts';

let t: AppDeTeste;
beforeAll(async () => {
  // Desafio barato nos testes; o formato e a verificação são os de produção.
  t = await createAppDeTeste({
    acesso: { limites: { captchaCusto: 10, captchaContadorMin: 10, captchaContadorMax: 100 } },
  });
});
afterAll(() => t.close());

const login = (email: string, senha: string, ip: string, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: corpoLogin(email, EMPRESA_DEMO, senha),
    remoteAddress: ip,
    headers: captcha ? { 'x-captcha-token': captcha } : {},
  });

/** O que o navegador faz: pede o desafio, resolve a prova de trabalho e monta o cabeçalho. */
const resolverCaptcha = async () => {
  const r = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
  expect(r.statusCode).toBe(200);
  const challenge = r.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

describe('força bruta: captcha depois de falhas repetidas', () => {
  it('5 falhas da mesma conta → 405; com captcha resolvido, a senha certa entra', async () => {
    const email = 'colaborador10@demo.jornada.dev';
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'errada', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    // A 6ª tentativa, mesmo com a senha certa e de outro IP, pede captcha.
    const bloqueada = await login(email, 'Jornada@2026', '10.1.0.99');
    expect(bloqueada.statusCode).toBe(405);
    expect(bloqueada.json()).toMatchObject({
      codigo: 'CAPTCHA_NECESSARIO',
      Mensagem: CAPTCHA_NECESSARIO,
    });

    const captcha = await resolverCaptcha();
    const ok = await login(email, 'Jornada@2026', '10.1.0.99', captcha);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Token.AccessToken).toBeTruthy();
    // O sucesso zera a contagem da conta: o próximo login não pede captcha.
    expect((await login(email, 'Jornada@2026', '10.1.0.99')).statusCode).toBe(200);
  });

  it('uma solução vale uma vez só; captcha adulterado ou ausente → 405', async () => {
    const email = 'colaborador11@demo.jornada.dev';
    for (let i = 0; i < 5; i++) await login(email, 'errada', '10.2.0.1');
    const captcha = await resolverCaptcha();
    expect((await login(email, 'errada', '10.2.0.1', captcha)).statusCode).toBe(401);
    const repetido = await login(email, 'Jornada@2026', '10.2.0.1', captcha);
    expect(repetido.statusCode).toBe(405);
    expect(repetido.json().Mensagem).toBe(CAPTCHA_INVALIDO);

    type Payload = {
      challenge: { parameters: { data: { exp: number } } };
      solution: { derivedKey: string };
    };
    const adulterar = async (mudar: (p: Payload) => void) => {
      const p = JSON.parse(Buffer.from(await resolverCaptcha(), 'base64').toString()) as Payload;
      mudar(p);
      return Buffer.from(JSON.stringify(p)).toString('base64');
    };
    // Validade esticada (assinatura do desafio não confere) e chave derivada falsa.
    const validadeEsticada = await adulterar((p) => {
      p.challenge.parameters.data.exp += 3600;
    });
    const chaveFalsa = await adulterar((p) => {
      p.solution.derivedKey = '00'.repeat(32);
    });
    for (const c of [validadeEsticada, chaveFalsa])
      expect((await login(email, 'Jornada@2026', '10.2.0.1', c)).statusCode).toBe(405);
    expect((await login(email, 'Jornada@2026', '10.2.0.1', 'lixo')).statusCode).toBe(405);
  });

  it('20 falhas do mesmo IP em contas diferentes → 405 para qualquer conta desse IP', async () => {
    const ip = '10.3.0.7';
    for (let i = 0; i < 20; i++) {
      const email = `colaborador${String(12 + (i % 10)).padStart(2, '0')}@demo.jornada.dev`;
      expect((await login(email, `errada${i}`, ip)).statusCode).toBe(401);
    }
    const outraConta = await login('colaborador30@demo.jornada.dev', 'Jornada@2026', ip);
    expect(outraConta.statusCode).toBe(405);
    // De outro IP, a mesma conta entra sem captcha.
    expect(
      (await login('colaborador30@demo.jornada.dev', 'Jornada@2026', '10.3.0.8')).statusCode,
    ).toBe(200);
    const comCaptcha = await login(
      'colaborador30@demo.jornada.dev',
      'Jornada@2026',
      ip,
      await resolverCaptcha(),
    );
    expect(comCaptcha.statusCode).toBe(200);
  });

  it('as falhas saem da janela depois de 15 minutos', async () => {
    const email = 'colaborador31@demo.jornada.dev';
    for (let i = 0; i < 5; i++) await login(email, 'errada', '10.4.0.1');
    expect((await login(email, 'Jornada@2026', '10.4.0.1')).statusCode).toBe(405);
    const agora = t.relogio.agora;
    t.relogio.agora = new Date(agora.getTime() + 16 * 60_000);
    try {
      expect((await login(email, 'Jornada@2026', '10.4.0.1')).statusCode).toBe(200);
    } finally {
      t.relogio.agora = agora;
    }
  });

  it('o desafio expira em 10 minutos', async () => {
    const email = 'colaborador32@demo.jornada.dev';
    for (let i = 0; i < 5; i++) await login(email, 'errada', '10.5.0.1');
    const captcha = await resolverCaptcha();
    const agora = t.relogio.agora;
    t.relogio.agora = new Date(agora.getTime() + 11 * 60_000);
    try {
      expect((await login(email, 'Jornada@2026', '10.5.0.1', captcha)).statusCode).toBe(405);
    } finally {
      t.relogio.agora = agora;
    }
  });
});
