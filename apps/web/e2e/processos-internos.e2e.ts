import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Processos internos no Chromium contra o servidor real: a colaboradora da demo pede a alteração
 * de conta bancária com o comprovante (PDF), o gestor imediato abre o pedido, baixa o anexo e
 * aprova a etapa dele com comentário; a colaboradora vê o pedido na etapa do RH e o histórico.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('processos internos: pedido com anexo, aprovação do gestor e histórico', () => {
  it('a colaboradora pede com o comprovante, o gestor aprova e ela vê o histórico', async () => {
    const paula = await paginaNaHome(browser, 'colaborador@demo.jornada.dev');
    await paula.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/processos-internos`);
    await paula.getByRole('heading', { name: 'Meus processos' }).waitFor();
    await paula.getByRole('button', { name: 'Novo pedido' }).click();
    const novo = paula.getByRole('dialog', { name: 'Novo pedido' });
    await novo.getByRole('combobox', { name: 'Processo' }).click();
    await paula.getByRole('option', { name: 'Alteração de conta bancária' }).click();
    await novo.getByRole('textbox', { name: 'Banco' }).fill('341 Itaú');
    await novo.getByRole('textbox', { name: 'Agência' }).fill('0001');
    await novo.getByRole('textbox', { name: 'Conta' }).fill('12345-6');
    await novo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'comprovante-conta.pdf', mimeType: 'application/pdf', buffer: PDF });
    await novo.getByRole('textbox', { name: 'Comentário' }).fill('Mudei de banco.');
    await novo.getByRole('button', { name: 'Enviar pedido' }).click();
    const pedido = paula.getByRole('dialog', { name: 'Alteração de conta bancária' });
    await pedido
      .getByRole('list', { name: 'Histórico do processo' })
      .getByText('Pedido enviado')
      .waitFor();
    await pedido.getByText('Etapa 1 de 2 (Gestor)').waitFor();

    const gestor = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/processos-internos`);
    await gestor.getByRole('heading', { name: 'Processos da equipe' }).waitFor();
    await gestor
      .getByRole('button', { name: /^Abrir Alteração de conta bancária de / })
      .first()
      .click();
    const painel = gestor.getByRole('dialog', { name: /^Alteração de conta bancária — / });
    const download = gestor.waitForEvent('download');
    await painel.getByRole('button', { name: 'Baixar comprovante-conta.pdf' }).click();
    await download;
    await painel.getByRole('textbox', { name: 'Comentário' }).fill('Conferi o comprovante.');
    await painel.getByRole('button', { name: 'Aprovar etapa' }).click();
    await gestor.getByText('Nada para decidir').waitFor();

    await paula.reload();
    await paula.getByRole('heading', { name: 'Meus processos' }).waitFor();
    await paula.getByRole('button', { name: 'Abrir Alteração de conta bancária' }).first().click();
    const historico = paula
      .getByRole('dialog', { name: 'Alteração de conta bancária' })
      .getByRole('list', { name: 'Histórico do processo' });
    await historico.getByText('Etapa aprovada').waitFor();
    await historico.getByText('“Conferi o comprovante.”').waitFor();
    await paula.getByText('Etapa 2 de 2 (RH)').first().waitFor();
  });
});
