import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
const pasta = mkdtempSync(join(tmpdir(), 'jornada-outbox-'));
beforeAll(async () => {
  t = await createAppDeTeste({
    acesso: { email: { tipo: 'arquivo', pasta, de: 'Jornada <nao-responda@jornada.local>' } },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});

describe('sem SMTP (modo embutido)', () => {
  it('o e-mail de recuperação vai para a pasta outbox como .eml, com o link', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'gestor@demo.jornada.dev' },
    });
    expect(r.statusCode).toBe(200);
    const limite = Date.now() + 5000;
    while (readdirSync(pasta).length === 0 && Date.now() < limite)
      await new Promise((ok) => setTimeout(ok, 50));
    const [arquivo] = readdirSync(pasta);
    expect(arquivo).toMatch(/\.eml$/);
    const eml = readFileSync(join(pasta, arquivo!), 'utf8')
      .replace(/=\n/g, '')
      .replace(/=3D/g, '=');
    expect(eml).toContain('To: gestor@demo.jornada.dev');
    expect(eml).toMatch(/http:\/\/localhost:8080\/forgot-password\?token=2\./);
  });
});
