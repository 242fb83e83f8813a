import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina } from './navegador.ts';

/**
 * Indicadores no Chromium contra o servidor real: o RH tem o item no menu, abre os indicadores,
 * filtra um departamento e baixa o CSV das horas extras (os números da tabela sob o gráfico) e o
 * PNG do gráfico. Só leitura: nenhum estado da demo muda.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

describe('indicadores (RH)', () => {
  it('com o item no menu, abre, filtra um departamento e baixa o CSV e o PNG', async () => {
    const page = await novaPagina(browser);
    // Os indicadores somam a apuração da empresa inteira em cada gráfico: mais folga que o padrão.
    page.setDefaultTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await entrarNaHome(page, 'rh@demo.jornada.dev');
    await page.getByRole('link', { name: 'Indicadores', exact: true }).first().waitFor({
      state: 'attached',
    });
    await page.goto(`${baseUrl()}/#/dashboard/admin/indicadores`);
    await page.getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor();
    await page.getByRole('table', { name: 'Horas extras por departamento' }).waitFor();

    const filtrou = page.waitForResponse(
      (r) =>
        r.url().includes('/api/indicadores/horas-extras') && r.url().includes('departamentoId'),
    );
    await page.getByRole('combobox', { name: 'Departamento' }).click();
    await page.getByRole('option', { name: 'Loja Centro' }).click();
    expect((await filtrou).status()).toBe(200);

    const tabela = page.getByRole('table', { name: 'Horas extras por departamento' });
    await tabela.getByRole('cell', { name: 'Loja Centro' }).first().waitFor();
    const departamentos = await tabela.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(departamentos.length).toBeGreaterThan(0);
    expect(new Set(departamentos)).toEqual(new Set(['Loja Centro']));

    const baixou = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV: Horas extras por departamento' }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toMatch(/^horas-extras-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [cabecalho, ...linhas] = csv.trim().split(/\r\n/);
    expect(cabecalho).toBe('Mês;Departamento;Pessoas;Horas extras;Custo em horas (com adicional)');
    expect(linhas).toHaveLength(departamentos.length);
    for (const l of linhas) expect(l.split(';')[1]).toBe('Loja Centro');

    // PNG do gráfico, desenhado no navegador (SVG → canvas).
    const baixouPng = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PNG: Horas extras por departamento' }).click();
    const png = await baixouPng;
    expect(png.suggestedFilename()).toMatch(/^horas-extras-\d{4}-\d{2}-a-\d{4}-\d{2}\.png$/);
    const bytes = await readFile((await png.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);

    // As outras seções também respondem para o departamento (sem falha).
    await page.getByRole('table', { name: 'Marcações por hora do dia' }).waitFor();
    expect(await page.getByText('Erro ao para realizar reprocessamento').count()).toBe(0);
  }, 300_000);
});
