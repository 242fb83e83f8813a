import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Chromium do Debian, sem rede de fundo (a máquina não tem internet). */
export const abrirNavegador = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

export const baseUrl = () => inject('baseUrl');

export const novaPagina = async (browser: Browser): Promise<Page> => {
  const contexto = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await contexto.newPage();
  page.setDefaultTimeout(15_000);
  return page;
};
