import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, entrarNaDemo, novaPagina } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const entrar = entrarNaDemo;

describe('primeira fatia no Chromium: login, marcação e saída', () => {
  it('colaborador entra, cai no registro de ponto, marca, vê a marcação e sai', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev');
    await page.waitForURL(/#\/dashboard\/minhas-rotinas\/web-ponto$/);
    await expect
      .poll(() => page.getByLabel('Hora atual').textContent())
      .toMatch(/^\d{2}:\d{2}:\d{2}$/);

    const marcou = page.waitForResponse((r) => r.url().endsWith('/api/main/MarcarPonto3'));
    await page.getByRole('button', { name: 'Registrar ponto' }).first().click();
    const resposta = await (await marcou).json();
    expect(resposta.Success).toBe(true);
    const { hora, nsr } = resposta.Data.marcacao;

    const tabela = page.getByRole('table', { name: 'Marcações de hoje' });
    // Outras marcações do mesmo minuto podem já estar na tabela: espera a linha deste NSR.
    const linha = tabela.getByRole('row').filter({ hasText: String(nsr) });
    await expect.poll(() => linha.count()).toBe(1);
    expect(await linha.textContent()).toContain(hora);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/login/);
    const chaves = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(chaves.every((k) => ['lastLoggedUser', 'uuid'].includes(k))).toBe(true);
    await page.context().close();
  });

  it('senha errada mostra a Mensagem do servidor e não entra', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev', 'senha-errada');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('E-mail, empresa ou senha inválidos.');
    expect(page.url()).toMatch(/\/login/);
    await page.context().close();
  });

  it('RH entra e vai para /home', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'rh@demo.jornada.dev');
    await page.waitForURL(/\/home$/);
    await page.context().close();
  });
});
