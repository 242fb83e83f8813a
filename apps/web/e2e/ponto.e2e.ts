import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaDemo, novaPagina } from './navegador.ts';

/**
 * Ponto no Chromium contra o servidor real: marcação on-line com o PDF do comprovante, marcação
 * sem rede (fila no IndexedDB) enviada quando a conexão volta, e a conferência pública do código.
 * Os testes rodam em ordem e compartilham o banco.
 */

const COLABORADOR = 'colaborador@demo.jornada.dev';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const entrar = entrarNaDemo;

let codigoOffline = '';

describe('registro de ponto, comprovante e marcação off-line', () => {
  it('colaborador marca on-line e abre o PDF assinado do comprovante', async () => {
    const page = await novaPagina(browser);
    await entrar(page, COLABORADOR);
    await page.waitForURL(/#\/dashboard\/minhas-rotinas\/web-ponto$/);

    const marcou = page.waitForResponse((r) => r.url().endsWith('/api/main/MarcarPonto3'));
    await page.getByRole('button', { name: 'Registrar ponto' }).first().click();
    const resposta = await (await marcou).json();
    expect(resposta.Success).toBe(true);
    const codigo: string = resposta.Data.comprovanteId;

    const pdf = page.waitForResponse((r) => r.url().endsWith(`/comprovantes/${codigo}/pdf`));
    const aba = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Comprovante ${codigo}` }).click();
    const respostaPdf = await pdf;
    expect(respostaPdf.status()).toBe(200);
    expect(respostaPdf.headers()['content-type']).toContain('application/pdf');
    const popup = await aba;
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    // O app é instalável: manifesto em pt-BR e service worker ativo.
    const manifesto = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { lang: string }) : null;
    });
    expect(manifesto?.lang).toBe('pt-BR');
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registros = await navigator.serviceWorker.getRegistrations();
            return registros.some((r) => r.active?.state === 'activated');
          }),
        { timeout: 15_000 },
      )
      .toBe(true);

    // O casco do app, inclusive o chunk desta tela, fica guardado pelo service worker.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cache = await caches.open('jornada-app-v1');
            return (await cache.keys()).some((r) => /\/assets\/web-ponto-page-/.test(r.url));
          }),
        { timeout: 15_000 },
      )
      .toBe(true);

    // Sem rede, a tela de ponto abre do cache do service worker e o relógio anda.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Registrar ponto' }).first().waitFor();
    await expect
      .poll(() => page.getByLabel('Hora atual').textContent())
      .toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.getByText('Sem conexão', { exact: true }).waitFor();
    await page.context().close();
  });

  it('sem rede a marcação fica pendente de envio e é enviada quando a conexão volta', async () => {
    const page = await novaPagina(browser);
    await entrar(page, COLABORADOR);
    await page.waitForURL(/#\/dashboard\/minhas-rotinas\/web-ponto$/);
    await page.getByRole('table', { name: 'Marcações de hoje' }).waitFor();

    await page.context().setOffline(true);
    await page.getByText('Sem conexão', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Registrar ponto' }).first().click();
    const offline = page.getByRole('table', { name: 'Marcações off-line' });
    await expect.poll(() => offline.textContent()).toContain('pendente de envio');
    // O relógio segue andando sem rede.
    const antes = await page.getByLabel('Hora atual').textContent();
    await expect
      .poll(() => page.getByLabel('Hora atual').textContent(), { timeout: 5_000 })
      .not.toBe(antes);

    const enviou = page.waitForResponse((r) => r.url().endsWith('/api/main/MarcarPonto3'));
    await page.context().setOffline(false);
    const corpo = (await enviou).request().postDataJSON() as Record<string, unknown>;
    expect(corpo.offline).toBe(true);
    expect(corpo.dataHoraDispositivo).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    );
    const resposta = await (await enviou).json();
    expect(resposta.Data.marcacao.offline).toBe(true);
    codigoOffline = resposta.Data.comprovanteId;

    await expect.poll(() => offline.textContent()).toContain('enviada');
    expect(await offline.textContent()).not.toContain('pendente de envio');
    const hoje = page.getByRole('table', { name: 'Marcações de hoje' });
    await expect.poll(() => hoje.textContent()).toContain(String(resposta.Data.marcacao.nsr));

    await page.goto(`${baseUrl()}/comprovantes-marcacao-ponto/detalhes`);
    const lista = page.getByRole('table', { name: 'Comprovantes das últimas 48 horas' });
    await expect.poll(() => lista.textContent()).toContain(codigoOffline);
    await page.context().close();
  });

  it('a página pública confere o código do comprovante sem login', async () => {
    expect(codigoOffline).toMatch(/^[0-9A-F]{20}$/);
    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/comprovantes-marcacao-ponto?codigo=${codigoOffline}`);
    await page.getByText('Comprovante autêntico').waitFor();
    const resultado = page.getByRole('status').filter({ hasText: 'Comprovante autêntico' });
    expect(await resultado.textContent()).toContain(codigoOffline);
    expect(await resultado.textContent()).toMatch(/CPF [*.\d-]*\*/);

    await page.getByLabel(/Código do comprovante/).fill('FFFFFFFFFFFFFFFFFFFF');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Comprovante não encontrado').waitFor();
    await page.context().close();
  });

  it('colaborador pede a desconsideração de uma marcação e o RH aprova', async () => {
    const page = await novaPagina(browser);
    await entrar(page, COLABORADOR);
    await page.waitForURL(/#\/dashboard\/minhas-rotinas\/web-ponto$/);
    await page.getByRole('button', { name: 'Histórico e tratamento de marcações' }).click();
    const historico = page.getByRole('table', { name: 'Histórico de marcações' });
    await historico.waitFor();
    await historico
      .getByRole('button', { name: /^Desconsiderar / })
      .first()
      .click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('combobox', { name: /Motivo/ }).click();
    await page.getByRole('option').first().click();
    await dialogo.getByLabel(/Observação/).fill('Marcação em duplicidade');
    await dialogo.getByRole('button', { name: 'Desconsiderar' }).click();
    await page.getByText('Solicitação de desconsideração realizada').waitFor();
    await page.context().close();

    const rh = await novaPagina(browser);
    await entrar(rh, 'rh@demo.jornada.dev');
    await rh.waitForURL(/\/home$/);
    await rh.goto(`${baseUrl()}/#/dashboard/admin/tratamento`);
    const fila = rh.getByRole('table', { name: 'Pedidos aguardando aprovação' });
    await fila.waitFor();
    const decidiu = rh.waitForResponse((r) => /\/tratamentos\/\d+\/decisao$/.test(r.url()));
    await fila
      .getByRole('button', { name: /^Aprovar pedido de .*\(Desconsideração\)$/ })
      .first()
      .click();
    await rh.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    expect((await decidiu).status()).toBe(200);
    await rh.getByText('Tratamento aprovado.').waitFor();
    await rh.context().close();
  });

  it('colaborador pede para a marcação contar noutro dia com um atestado PNG; o RH baixa o anexo e aprova', async () => {
    const page = await novaPagina(browser);
    await entrar(page, COLABORADOR);
    await page.waitForURL(/#\/dashboard\/minhas-rotinas\/web-ponto$/);
    await page.getByRole('button', { name: 'Histórico e tratamento de marcações' }).click();
    const historico = page.getByRole('table', { name: 'Histórico de marcações' });
    await historico.waitFor();
    await historico
      .getByRole('button', { name: /^Alterar dia de / })
      .first()
      .click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('combobox', { name: /Motivo/ }).click();
    await page.getByRole('option', { name: 'Atestado ou declaração' }).click();
    await dialogo.getByRole('combobox', { name: /^Novo dia/ }).click();
    await dialogo.getByRole('option').first().click();
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('atestado e2e'),
    ]);
    await dialogo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'atestado.png', mimeType: 'image/png', buffer: png });
    const enviou = page.waitForResponse((r) => r.url().endsWith('/api/main/AlterarDataMarcacao'));
    await dialogo.getByRole('button', { name: 'Alterar dia' }).click();
    const resposta = await enviou;
    expect(resposta.request().headers()['content-type']).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expect(resposta.status()).toBe(200);
    const pedido = (await resposta.json()).Data.tratamentos[0];
    expect(pedido).toMatchObject({ tipo: 'alteracao-data', status: 'ParaAprovar', temAnexo: true });
    await page.getByText('Dia alterado com sucesso!').waitFor();
    await page.context().close();

    const rh = await novaPagina(browser);
    await entrar(rh, 'rh@demo.jornada.dev');
    await rh.waitForURL(/\/home$/);
    await rh.goto(`${baseUrl()}/#/dashboard/admin/tratamento`);
    const fila = rh.getByRole('table', { name: 'Pedidos aguardando aprovação' });
    await fila.waitFor();
    const baixou = rh.waitForResponse((r) => r.url().endsWith(`/tratamentos/${pedido.id}/anexo`));
    const download = rh.waitForEvent('download');
    await fila
      .getByRole('button', { name: /^Baixar anexo do pedido de .*\(Alteração de data\)$/ })
      .first()
      .click();
    const anexo = await baixou;
    expect(anexo.status()).toBe(200);
    expect(anexo.headers()['content-type']).toBe('image/png');
    // O servidor guardou exatamente os bytes enviados pelo navegador.
    expect(anexo.headers()['x-anexo-sha256']).toBe(createHash('sha256').update(png).digest('hex'));
    expect((await download).suggestedFilename()).toBe('atestado.png');

    const decidiu = rh.waitForResponse((r) =>
      r.url().endsWith(`/tratamentos/${pedido.id}/decisao`),
    );
    await fila
      .getByRole('button', { name: /^Aprovar pedido de .*\(Alteração de data\)$/ })
      .first()
      .click();
    await rh.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    expect((await decidiu).status()).toBe(200);
    await rh.getByText('Tratamento aprovado.').waitFor();
    await rh.context().close();
  });
});
