import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Chromium do Debian, sem rede de fundo (a máquina não tem internet). `args` acrescenta opções
 * (ex.: câmera falsa a partir de um arquivo, na biometria).
 */
export const abrirNavegador = (args: readonly string[] = []): Promise<Browser> =>
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
      ...args,
    ],
  });

export const baseUrl = () => inject('baseUrl');

export const novaPagina = async (browser: Browser): Promise<Page> => {
  const contexto = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await contexto.newPage();
  page.setDefaultTimeout(15_000);
  return page;
};

/** Senha de todos os usuários semeados da demo. */
export const SENHA_DEMO = 'Jornada@2026';

/** Preenche o login (empresa demo, 2) e envia; quem chama espera a rota de destino. */
export const entrarNaDemo = async (page: Page, email: string, senha = SENHA_DEMO) => {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Empresa').fill('2');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

/** Onde o login leva: a /home, ou uma rota do painel (o registro de ponto de quem marca pela web). */
const LANDING = /\/home$|#\/dashboard\/.+$/;

/**
 * Entra na demo e espera a landing com a sessão já gravada. A sessão é cifrada e gravada no
 * localStorage de forma assíncrona (cofre-sessao.ts): um `goto` que recarrega a página antes disso
 * volta ao login, o que numa máquina ocupada acontecia logo depois de a URL mudar.
 */
export const entrarNaHome = async (page: Page, email: string) => {
  await entrarNaDemo(page, email);
  await page.waitForURL(LANDING);
  await page.waitForFunction(() => localStorage.getItem('persist:jornada') !== null);
};

/** Página nova, larga (1440×1000), com a sessão de `email` na demo e já na landing. */
export const paginaNaHome = async (browser: Browser, email: string): Promise<Page> => {
  const page = await novaPagina(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await entrarNaHome(page, email);
  return page;
};
