import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Verbas e exportação da folha no Chromium contra o servidor real: o RH vê as verbas semeadas,
 * exporta o mês passado num leiaute pronto, baixa o arquivo e confere a conciliação.
 */

const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

let browser: Browser;

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

describe('verbas e exportação da folha', () => {
  it('o RH vê as verbas, exporta o mês passado no Domínio e a conciliação confere', async () => {
    const hoje = new Date();
    const passado = new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1);
    const ano = passado.getFullYear();
    const mes = String(passado.getMonth() + 1).padStart(2, '0');

    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/folha`);
    await rh.getByRole('heading', { name: 'Verbas e exportação da folha' }).waitFor();
    const verbas = rh.getByRole('table', { name: 'Verbas da folha' });
    await verbas.getByRole('cell', { name: '150', exact: true }).waitFor();
    await verbas.getByRole('cell', { name: '8069', exact: true }).waitFor();
    await verbas.getByText('Atrasos e saídas antecipadas').first().waitFor();

    await rh.getByRole('tab', { name: 'Exportação' }).click();
    await rh.getByRole('combobox', { name: /^Leiaute do arquivo/ }).click();
    await rh.getByRole('option', { name: 'Domínio (TXT, registro 10)', exact: true }).click();
    await rh.getByRole('button', { name: 'Ver resumo' }).click();
    const resumo = rh.getByRole('region', { name: 'Resumo da exportação' });
    await resumo
      .getByRole('heading', { name: `Resumo de ${MESES[passado.getMonth()]}/${ano}` })
      .waitFor({ timeout: 60_000 });
    await resumo.getByRole('table', { name: 'Totais por código' }).getByText('150').waitFor();

    const download = rh.waitForEvent('download', { timeout: 60_000 });
    await rh.getByRole('button', { name: 'Baixar arquivo' }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toBe(`verbas-dominio-${ano}-${mes}.txt`);
    const linhas = readFileSync((await arquivo.path()) as string, 'latin1')
      .split('\r\n')
      .filter(Boolean);
    expect(linhas.length).toBeGreaterThan(0);
    for (const linha of linhas) expect(linha).toMatch(/^10\d{41}$/);

    await rh.getByRole('tab', { name: 'Conciliação' }).click();
    await rh.getByText('Tudo confere').waitFor({ timeout: 60_000 });
    const conciliacao = rh.getByRole('table', { name: 'Conciliação por colaborador e código' });
    await conciliacao.getByText('✓ Confere').first().waitFor();
    expect(await conciliacao.getByText('✗ Não confere').count()).toBe(0);
  });
});
