import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaDemo, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Mensagens no Chromium contra o servidor real: o RH envia à colaboradora da demo pedindo
 * confirmação de leitura; ela, num celular (390×844), abre a caixa de entrada, lê e confirma; o
 * RH vê "Lida e confirmada" no detalhe da mensagem.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

describe('mensagens: envio pelo RH, leitura e confirmação no celular', () => {
  it('o RH envia, a colaboradora lê e confirma no celular, o RH vê a confirmação', async () => {
    const titulo = `Novo regulamento interno ${Date.now()}`;
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/mensagens`);
    await rh.getByRole('heading', { name: 'Mensagens', exact: true }).first().waitFor();
    await rh.getByRole('button', { name: 'Nova mensagem' }).click();
    const nova = rh.getByRole('dialog', { name: 'Nova mensagem' });
    await nova.getByLabel(/^Título/).fill(titulo);
    await nova.getByLabel(/^Texto/).fill('Leia o regulamento interno e confirme a leitura.');
    await nova.getByLabel('Buscar destinatários').fill('Paula');
    await nova.getByLabel(/^Paula Andrade/).check();
    await nova.getByLabel('Pedir confirmação de leitura').check();
    await nova.getByRole('button', { name: 'Enviar' }).click();
    const detalhe = rh.getByRole('dialog', { name: titulo });
    await detalhe.getByRole('table', { name: 'Destinatários' }).getByText('Não lida').waitFor();

    const paula = await novaPagina(browser);
    await paula.setViewportSize({ width: 390, height: 844 });
    await entrarNaDemo(paula, 'colaborador@demo.jornada.dev');
    await paula.waitForURL((url) => !url.pathname.startsWith('/login'));
    await paula.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/mensagens`);
    await paula.getByRole('heading', { name: 'Minhas mensagens' }).waitFor();
    await paula.getByText('1 não lida').waitFor();
    await paula.getByRole('button', { name: `Abrir mensagem ${titulo}` }).click();
    const aberta = paula.getByRole('dialog', { name: titulo });
    await aberta.getByText('Leia o regulamento interno e confirme a leitura.').waitFor();
    await aberta.getByRole('button', { name: 'Confirmar leitura' }).click();
    await aberta.getByText('Lida e confirmada').waitFor();
    // No celular, nada passa da largura da tela.
    const largura = await paula.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
    await aberta.getByRole('button', { name: 'Fechar mensagem' }).click();
    await paula.getByText('1 não lida').waitFor({ state: 'detached' });

    await detalhe.getByRole('button', { name: 'Atualizar' }).click();
    await detalhe
      .getByRole('table', { name: 'Destinatários' })
      .getByText('Lida e confirmada')
      .waitFor();
  });
});
