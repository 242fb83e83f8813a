import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Solicitações no Chromium contra o servidor real (PGlite novo, semeado): uma colaboradora que
 * nenhum outro e2e usa (Karina, colaborador12, departamento da gestora Cláudia) avisa uma
 * ausência com o atestado em PDF; fica pendente; a gestora aprova na caixa e o aviso vira
 * aprovado. A colaboradora da demo baixa o aviso de férias (CLT art. 135) das férias semeadas.
 */

const COLABORADORA = 'Karina Silva Souza';
let browser: Browser;

const hojeSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const somarDias = (iso: string, dias: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  browser = await abrirNavegador();
});

afterAll(async () => {
  await browser?.close();
});

describe('solicitações: aviso de ausência e aviso de férias', () => {
  it('aviso de ausência com o atestado: pendente, a gestora aprova', { timeout: 180_000 }, async ({
    task,
  }) => {
    // Numa nova tentativa o dia muda: o aviso da anterior pode ter sido gravado (um dia, um aviso).
    const dia = somarDias(hojeSaoPaulo(), 2 + (task.result?.retryCount ?? 0));
    const page = await novaPagina(browser);
    await entrarNaHome(page, 'colaborador12@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/solicitacoes`);
    await page.getByRole('tab', { name: 'Aviso de ausência' }).click();
    await page.getByRole('button', { name: 'Avisar ausência' }).click();
    const form = page.getByRole('form', { name: 'Aviso de ausência' });
    const data = form.getByRole('textbox', { name: /^Data da ausência/ });
    await data.pressSequentially(br(dia).replace(/\D/g, ''));
    await form.getByRole('combobox', { name: /^Motivo/ }).click();
    await page.getByRole('option', { name: /^Atestado médico/ }).click();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'atestado.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\natestado de teste\n%%EOF'),
    });
    await form.getByRole('button', { name: 'Enviar aviso' }).click();
    await page.getByText('Aviso de ausência enviado. Aguarde a decisão do seu gestor.').waitFor();
    const lista = page.getByRole('list', { name: 'Avisos de ausência' });
    const aviso = lista.getByRole('listitem', { name: `Aviso de ausência de ${br(dia)}` });
    await aviso.getByText('Pendente').waitFor();
    await aviso.getByText('dia inteiro · com comprovante').waitFor();

    const gestora = await paginaNaHome(browser, 'gestora.cd@demo.jornada.dev');
    await gestora.goto(`${baseUrl()}/#/dashboard/gestor/aprovacoes`);
    await gestora.getByRole('tab', { name: 'Férias, recesso e day off' }).click();
    await gestora
      .getByRole('button', {
        name: `Baixar o comprovante: Aviso de ausência de ${br(dia)}`,
      })
      .waitFor();
    await gestora
      .getByRole('button', {
        name: `Aprovar pedido: Aviso de ausência de ${COLABORADORA}, ${br(dia)}`,
      })
      .click();
    await gestora
      .getByRole('dialog', { name: 'Aprovar pedido' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await gestora.getByText('Pedido aprovado.').waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Aviso de ausência' }).click();
    await aviso.getByText('Aprovado').waitFor();
  });

  it('a colaboradora baixa o aviso de férias em PDF', async () => {
    const page = await novaPagina(browser);
    await entrarNaHome(page, 'colaborador@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/minhas-ferias`);
    const baixou = page.waitForEvent('download');
    await page
      .getByRole('button', { name: 'Baixar o aviso de férias: Férias de 07/07/2025 a 05/08/2025' })
      .click();
    expect((await baixou).suggestedFilename()).toBe('aviso-ferias-2025-07-07.pdf');
  });
});
