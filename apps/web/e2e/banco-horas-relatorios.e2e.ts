import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** O próximo dia útil (seg–sex) depois de hoje: o dia do simulador. */
const proximoDiaUtil = () => {
  const d = new Date();
  do d.setDate(d.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6);
  return d;
};

/** Escolhe a data no seletor pt-BR, andando o calendário para a frente se preciso. */
const escolherData = async (page: Page, campo: RegExp, d: Date) => {
  await page.getByRole('button', { name: campo }).click();
  await page.getByRole('button', { name: 'Selecionar' }).waitFor();
  const botao = page.getByRole('button', {
    name: `${d.getDate()} ${MESES[d.getMonth()]} ${d.getFullYear()}`,
    exact: true,
  });
  for (let i = 0; i < 2 && !(await botao.isVisible()); i++) {
    await page.locator('[data-direction="next"]').last().click();
    await botao.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  await botao.click();
  await page.getByRole('button', { name: 'Selecionar' }).click();
};

describe('relatórios e simulador do banco de horas no Chromium', () => {
  // Limite do teste (não é espera): o relatório apura o banco de toda a demo no servidor do e2e.
  it('RH filtra o relatório por grupo e baixa o XLSX', { timeout: 180_000 }, async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/banco-horas`);
    const aba = rh.getByRole('tab', { name: 'Relatórios' });
    await aba.waitFor({ timeout: 60_000 });
    await aba.click();
    await rh.getByRole('table', { name: 'Bancos de horas e saldos' }).waitFor({ timeout: 60_000 });

    await rh.getByRole('combobox', { name: 'Relatório' }).click();
    await rh.getByRole('option', { name: 'Por colaborador' }).click();
    // Só o banco da demo: outro e2e inclui a Paula num banco novo (ela apareceria duas vezes).
    await rh.getByRole('combobox', { name: 'Banco' }).click();
    await rh.getByRole('option', { name: 'Banco de horas — acordo individual' }).click();
    await rh.getByRole('combobox', { name: 'Grupo' }).click();
    await rh.getByRole('option', { name: 'Brigada de incêndio' }).click();
    await rh.getByRole('button', { name: 'Gerar relatório' }).click();
    const tabela = rh.getByRole('table', { name: 'Banco de horas por colaborador' });
    await tabela.getByText('Paula Andrade').waitFor({ timeout: 60_000 });
    expect(await tabela.getByRole('row').count()).toBe(1 + 3 + 1); // cabeçalho, 3 pessoas, total

    const baixou = rh.waitForEvent('download', { timeout: 60_000 });
    await rh.getByRole('button', { name: 'Baixar XLSX' }).click();
    const arquivo = await baixou;
    expect(arquivo.suggestedFilename()).toMatch(/^banco-horas_colaboradores_.+\.xlsx$/);
    const bytes = await readFile((await arquivo.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('a colaboradora simula a saída no próximo dia útil', { timeout: 180_000 }, async () => {
    const paula = await paginaNaHome(browser, 'colaborador@demo.jornada.dev');
    await paula.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/banco-horas`);
    await paula.getByRole('button', { name: 'Simular' }).waitFor({ timeout: 60_000 });
    await escolherData(paula, /^Dia/, proximoDiaUtil());
    await paula.getByRole('textbox', { name: 'Horário de saída' }).fill('16:00');
    await paula.getByRole('button', { name: 'Simular' }).click();
    const resultado = paula.getByLabel('Resultado da simulação');
    await resultado.getByText('Seu saldo ficará').waitFor({ timeout: 60_000 });
    await resultado.getByText(/Saindo às 16:00/).waitFor();
  });
});
