import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, paginaNaHome } from './navegador.ts';

/**
 * Cerca virtual no Chromium contra o servidor real: o RH passa a filial da demo para "recusar"
 * e, num celular (390×844, geolocalização emulada), a pessoa marca dentro (aceita), fora (recusada
 * com a distância) e sem rede (pendente de envio, enviada uma vez com NSR e comprovante).
 */

const PESSOA = 'colaborador02@demo.jornada.dev';
/** Cerca semeada: círculo de 300 m na Praça da Sé (apps/api/src/seed/demo-cerca-virtual.ts). */
const CENTRO = { latitude: -23.5503, longitude: -46.6339 };
const aoNorte = (metros: number) => ({
  latitude: CENTRO.latitude + metros / 111_195,
  longitude: CENTRO.longitude,
  accuracy: 10,
});

let browser: Browser;
let celular: BrowserContext;
let page: Page;
let nsrDentro = 0;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const marcar = async (status: number) => {
  const resposta = page.waitForResponse((r) => r.url().endsWith('/api/main/MarcarPonto3'));
  await page.getByRole('button', { name: 'Registrar ponto' }).first().click();
  const r = await resposta;
  expect(r.status()).toBe(status);
  return { corpo: r.request().postDataJSON() as Record<string, unknown>, json: await r.json() };
};

/** O RH muda o modo e a tolerância da filial da demo pela tela de cercas virtuais. */
const configurarFilial = async (modo: string, tolerancia: string) => {
  const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
  await rh.goto(`${baseUrl()}/#/dashboard/admin/cercas-virtuais`);
  // Outros arquivos cadastram filiais sem cerca (filiais.e2e): o cartão é o da filial com cercas.
  const cartao = rh
    .locator('.mantine-Card-root')
    .filter({ has: rh.getByRole('table', { name: /^Cercas da filial/ }) });
  await cartao.getByRole('img', { name: /^Mapa das cercas da filial/ }).waitFor();
  await cartao.getByRole('combobox', { name: /^Modo da filial/ }).click();
  await rh.getByRole('option', { name: modo }).click();
  await cartao.getByLabel('Tolerância (metros)').fill(tolerancia);
  await cartao.getByRole('button', { name: 'Salvar configuração' }).click();
  await rh.getByText('Configuração salva.').waitFor();
  await rh.context().close();
};

describe('cerca virtual na marcação pelo celular', () => {
  // O servidor é o mesmo de todos os e2e: a filial volta ao modo semeado (aceitar, 50 m).
  afterAll(() => configurarFilial('Aceitar e marcar "fora da cerca" para revisão', '50'));

  it('o RH configura a filial da demo para recusar fora da cerca, sem tolerância', async () => {
    await configurarFilial('Recusar a marcação fora da cerca', '0');
  });

  it('dentro da cerca a marcação é aceita com a localização', async () => {
    celular = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await celular.grantPermissions(['geolocation'], { origin: baseUrl() });
    await celular.setGeolocation(aoNorte(50));
    page = await celular.newPage();
    page.setDefaultTimeout(15_000);
    await entrarNaHome(page, PESSOA);
    await page.getByRole('button', { name: 'Registrar ponto' }).first().waitFor();

    const { corpo, json } = await marcar(200);
    expect(corpo).toMatchObject({ latitude: aoNorte(50).latitude, precisaoMetros: 10 });
    expect(json.Data.marcacao.foraDaCerca).toBe(false);
    nsrDentro = json.Data.marcacao.nsr;
    await page.getByText('dentro da cerca').waitFor();
    // Layout de celular: nada mais largo que a tela.
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(390);
  });

  it('fora da cerca a marcação é recusada mostrando a distância', async () => {
    await celular.setGeolocation(aoNorte(1500));
    const { json } = await marcar(403);
    expect(json.codigo).toBe('FORA_DA_CERCA');
    const alerta = page.getByRole('alert').filter({ hasText: 'Marcação recusada' });
    await expect
      .poll(() => alerta.textContent())
      .toContain('Você está a 1,2 km da cerca de Loja Centro');
  });

  it('sem rede fica "pendente de envio" e, de volta, chega uma vez com NSR e comprovante', async () => {
    await celular.setGeolocation(aoNorte(80));
    await celular.setOffline(true);
    await page.getByText('Sem conexão', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Registrar ponto' }).first().click();
    const offline = page.getByRole('table', { name: 'Marcações off-line' });
    await expect.poll(() => offline.textContent()).toContain('pendente de envio');

    const envios: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/main/MarcarPonto3')) envios.push(r.postDataJSON());
    });
    const enviou = page.waitForResponse((r) => r.url().endsWith('/api/main/MarcarPonto3'));
    await celular.setOffline(false);
    const resposta = await enviou;
    expect(resposta.status()).toBe(200);
    const corpo = resposta.request().postDataJSON() as Record<string, unknown>;
    expect(corpo).toMatchObject({ offline: true, latitude: aoNorte(80).latitude });
    const { Data } = await resposta.json();
    expect(Data.marcacao).toMatchObject({ offline: true, foraDaCerca: false });
    expect(Data.comprovanteId).toMatch(/^[0-9A-F]{20}$/);

    await expect.poll(() => offline.textContent()).toContain('enviada');
    expect(await offline.textContent()).not.toContain('pendente de envio');
    await page.getByRole('button', { name: `Comprovante ${Data.comprovanteId}` }).waitFor();
    const hoje = page.getByRole('table', { name: 'Marcações de hoje' });
    await expect.poll(() => hoje.textContent()).toContain(String(Data.marcacao.nsr));
    // A aceita antes e a off-line estão no dia, em NSR seguidos: a recusada não consumiu NSR.
    expect(Data.marcacao.nsr).toBe(nsrDentro + 1);
    expect(await hoje.textContent()).toContain(String(nsrDentro));
    expect(envios.filter((e) => e.eventoId === corpo.eventoId)).toHaveLength(1);
    await celular.close();
  });
});
