import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina, SENHA_DEMO } from './navegador.ts';

/**
 * Faturamento da operadora (spec §2, só empresa 1): o suporte da Jornada abre o mês, lê o extrato
 * de uma empresa cliente (colaboradores paginados no servidor) e baixa os CSVs.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const entrarComoOperador = async (page: Page) => {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Empresa').fill('1');
  await page.getByLabel('E-mail').fill('suporte@jornada.dev');
  await page.getByLabel(/^Senha/).fill(SENHA_DEMO);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/home$/);
};

const baixar = async (page: Page, botao: string) => {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: botao }).click();
  const arquivo = await download;
  const texto = readFileSync((await arquivo.path()) as string, 'utf8');
  return { nome: arquivo.suggestedFilename(), texto };
};

describe('faturamento da operadora', () => {
  it('abre o mês, lê o extrato da Demo Comércio e baixa os CSVs', async () => {
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await entrarComoOperador(page);
    await page.goto(`${baseUrl()}/#/dashboard/admin/billing`);
    await page.getByRole('heading', { level: 1, name: 'Faturamento' }).waitFor();

    const empresas = page.getByRole('table', { name: /^Empresas em / });
    await empresas.getByRole('cell', { name: 'Demo Comércio Ltda', exact: true }).waitFor();
    await empresas.getByRole('cell', { name: 'Profissional', exact: true }).first().waitFor();
    await page.getByRole('group', { name: 'Totais do mês' }).waitFor();

    const mes = await baixar(page, 'Baixar CSV do mês');
    expect(mes.nome).toMatch(/^faturamento-\d{4}-\d{2}\.csv$/);
    expect(mes.texto.charCodeAt(0)).toBe(0xfeff);
    const linhasMes = mes.texto.slice(1).trimEnd().split('\r\n');
    expect(linhasMes[0]).toBe(
      'Competência;Empresa;CNPJ;Plano;Faixa;Colaboradores ativos;Valor (R$);Situação',
    );
    expect(linhasMes.some((l) => /;Demo Comércio Ltda;11222333000181;Profissional;/.test(l))).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Ver extrato de Demo Comércio Ltda' }).click();
    await page.getByRole('heading', { name: 'Extrato de Demo Comércio Ltda' }).waitFor();
    await page.getByRole('table', { name: 'Faixas de preço aplicadas' }).waitFor();
    const pessoas = page.getByRole('table', { name: 'Colaboradores cobrados' });
    await pessoas.locator('tbody tr').first().waitFor();
    expect(await pessoas.locator('tbody tr').count()).toBe(25);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect
      .poll(() => pessoas.locator('tbody tr').count(), { timeout: 15_000 })
      .toBeLessThan(25);
    const naSegunda = await pessoas.locator('tbody tr').count();

    const extrato = await baixar(page, 'Baixar CSV do extrato');
    expect(extrato.nome).toMatch(/^faturamento-\d{4}-\d{2}-demo-comercio-ltda\.csv$/);
    const linhas = extrato.texto.slice(1).trimEnd().split('\r\n');
    expect(linhas[0]).toBe('Competência;Empresa;CNPJ;Nome;Matrícula;Admissão;Desligamento');
    // Uma linha por pessoa cobrada: as 25 da primeira página e as da segunda.
    expect(linhas.length - 1).toBe(25 + naSegunda);
    expect(linhas.some((l) => l.includes(';Paula Andrade;'))).toBe(true);

    // No celular, a página não rola de lado: só as tabelas.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Extrato de Demo Comércio Ltda' }).waitFor();
    // Depois de a barra lateral recolher (transição do layout), nada passa da largura da tela.
    const excesso = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await expect.poll(excesso, { timeout: 10_000 }).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});
