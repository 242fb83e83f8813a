import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, corpoLogin, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { SENHA_DEMO } from '../../seed/demo-dados.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { LIMITES_ACESSO } from './limites.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

const login = (email: string, senha: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: corpoLogin(email, EMPRESA_DEMO, senha),
    remoteAddress: ip,
  });

/** Quantas respostas de cada status, ex.: { 401: 5, 405: 95 }. */
const contar = (status: number[]) => {
  const c: Record<number, number> = {};
  for (const s of status) c[s] = (c[s] ?? 0) + 1;
  return c;
};

describe('captcha sob tentativas em paralelo: a contagem de falhas é atômica', () => {
  it('100 senhas erradas ao mesmo tempo na mesma conta: só as 5 primeiras chegam à senha', async () => {
    const email = 'colaborador33@demo.jornada.dev';
    const r = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(email, `errada${i}`, `10.60.${i}.1`)),
    );
    expect(contar(r.map((x) => x.statusCode))).toEqual({
      401: LIMITES_ACESSO.falhasPorConta,
      405: 100 - LIMITES_ACESSO.falhasPorConta,
    });
  });

  it('39 erradas e a certa por último, em paralelo: a certa também exige captcha', async () => {
    const email = 'colaborador34@demo.jornada.dev';
    const r = await Promise.all([
      ...Array.from({ length: 39 }, (_, i) => login(email, `errada${i}`, `10.61.${i}.1`)),
      login(email, SENHA_DEMO, '10.61.200.1'),
    ]);
    const certa = r.at(-1)!;
    expect(certa.statusCode).toBe(405);
    expect(certa.json().Token ?? null).toBeNull();
    expect(contar(r.map((x) => x.statusCode))[401]).toBe(LIMITES_ACESSO.falhasPorConta);
  });

  it('30 contas diferentes do mesmo IP em paralelo: só 20 falhas antes do captcha do IP', async () => {
    const r = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(`ninguem${i}@demo.jornada.dev`, 'errada', '10.62.0.1'),
      ),
    );
    expect(contar(r.map((x) => x.statusCode))).toEqual({
      401: LIMITES_ACESSO.falhasPorIp,
      405: 30 - LIMITES_ACESSO.falhasPorIp,
    });
  });
});
