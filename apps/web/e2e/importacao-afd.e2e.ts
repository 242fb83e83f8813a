import { createHash } from 'node:crypto';
import { calcularCrc16Hex, encodeLatin1 } from '@jornada/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

/** Dois colaboradores da demo (nome e CPF), lidos pela API com o login do RH. */
const colaboradoresDaDemo = async () => {
  const senha = createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase();
  const data = Buffer.from(
    JSON.stringify({
      EmpresaId: 2,
      Email: 'rh@demo.jornada.dev',
      Senha: senha,
      grantType: 'password',
    }),
  ).toString('base64');
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const token = ((await login.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
  const r = await fetch(`${baseUrl()}/api/main/colaboradores?pageSize=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const corpo = (await r.json()) as { data: { items: { nome: string; cpf: string }[] } };
  return corpo.data.items.slice(0, 2);
};

const linha = (corpo: string) => `${corpo}${calcularCrc16Hex(encodeLatin1(corpo), 'KERMIT')}\r\n`;

/** AFD 671 de REP-C: cabeçalho da Demo Comércio e três marcações (uma de CPF desconhecido). */
const afd = (cpfs: [string, string], desconhecido: string) =>
  [
    linha(
      `0000000001111222333000181${'0'.repeat(14)}${'DEMO COMERCIO LTDA'.padEnd(150)}00004004330077001` +
        `2026-11-022026-11-022026-11-03T09:00:00-03000031${'44555666000199'}${'IDCLASS E2E'.padEnd(30)}`,
    ),
    linha(`00000000132026-11-02T08:00:00-03000${cpfs[0]}`),
    linha(`00000000232026-11-02T08:05:00-03000${cpfs[1]}`),
    linha(`00000000332026-11-02T08:10:00-03000${desconhecido}`),
  ].join('');

describe('importação de AFD de relógio no Chromium', () => {
  it('RH pré-visualiza, vincula o CPF desconhecido, importa e vê o relógio cadastrado', async () => {
    const [a, b] = await colaboradoresDaDemo();
    const page = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/admin/arquivos-fiscais`);
    const conteudo = afd([a!.cpf, a!.cpf], '11144477735');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'AFD-e2e.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(conteudo, 'latin1'),
      });
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect.poll(() => page.getByText('A importar: 2').count()).toBe(1);

    await page.getByRole('button', { name: 'Vincular CPF 11144477735 a um colaborador' }).click();
    const modal = page.getByRole('dialog', { name: 'Vincular CPF 11144477735' });
    await modal.getByLabel('Buscar colaborador pelo nome').fill(b!.nome.slice(0, 6));
    await modal.getByRole('button', { name: 'Buscar' }).click();
    await modal
      .getByRole('button', { name: `Vincular a ${b!.nome}` })
      .first()
      .click();
    await expect.poll(() => page.getByText('A importar: 3').count()).toBe(1);

    await page.getByRole('button', { name: 'Importar 3 marcação(ões)' }).click();
    await expect.poll(() => page.getByText('Importadas: 3').count()).toBe(1);
    const relogio = page.getByRole('row').filter({ hasText: 'REP-C nº 00004004330077001' });
    await expect.poll(() => relogio.count()).toBe(1);
    expect(await relogio.textContent()).toContain('IDCLASS E2E');
    await page.context().close();
  });
});
