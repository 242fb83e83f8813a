import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

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
    await entrarNaHome(paula, 'colaborador@demo.jornada.dev');
    await paula.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/mensagens`);
    await paula.getByRole('heading', { name: 'Minhas mensagens' }).waitFor();
    // Uma tentativa anterior (retry) pode ter deixado a sua mensagem não lida: conta o que há.
    const contador = paula.getByLabel(/^\d+ não lidas$/);
    await contador.waitFor();
    const naoLidas = Number.parseInt((await contador.getAttribute('aria-label')) ?? '', 10);
    const item = paula.getByRole('button', { name: `Abrir mensagem ${titulo}` });
    await item.getByText('Não lida', { exact: true }).waitFor();
    await item.click();
    const aberta = paula.getByRole('dialog', { name: titulo });
    await aberta.getByText('Leia o regulamento interno e confirme a leitura.').waitFor();
    await aberta.getByRole('button', { name: 'Confirmar leitura' }).click();
    await aberta.getByText('Lida e confirmada').waitFor();
    // No celular, nada passa da largura da tela.
    const largura = await paula.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
    await aberta.getByRole('button', { name: 'Fechar mensagem' }).click();
    await item.getByText('Não lida', { exact: true }).waitFor({ state: 'detached' });
    if (naoLidas === 1) await contador.waitFor({ state: 'detached' });
    else await paula.getByLabel(`${naoLidas - 1} não lidas`).waitFor();

    await detalhe.getByRole('button', { name: 'Atualizar' }).click();
    await detalhe
      .getByRole('table', { name: 'Destinatários' })
      .getByText('Lida e confirmada')
      .waitFor();
  });
});
