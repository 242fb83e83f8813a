import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina } from './navegador.ts';

/**
 * Importação de colaboradores no Chromium contra o servidor real (PGlite novo, semeado): o RH
 * envia um XLSX com uma linha de CPF errado, vê o erro na prévia, confirma, baixa a linha recusada
 * e acha os importados na lista.
 */

const SUFIXO = Date.now().toString(36);

/** CPF válido a partir de 9 dígitos (derivados do instante: não repete entre execuções). */
const cpfValido = (base9: string) => {
  const d = base9.split('').map(Number);
  const dv = (nums: number[]) => {
    const r = (nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d);
  return `${base9}${d1}${dv([...d, d1])}`;
};
const base = String(Date.now()).slice(-8);

/** Hoje em São Paulo, DD/MM/AAAA. */
const hoje = () => {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

const planilha = async () => {
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Funcionários');
  aba.addRow(['Nome completo', 'E-mail', 'CPF', 'Data de admissão', 'Filial', 'Setor']);
  const filial = 'loja centro — sao paulo';
  aba.addRow([
    `Importada Um ${SUFIXO}`,
    `um.${SUFIXO}@e2e.dev`,
    cpfValido(`7${base}`),
    hoje(),
    filial,
    'Administrativo',
  ]);
  aba.addRow([
    `Importada Dois ${SUFIXO}`,
    `dois.${SUFIXO}@e2e.dev`,
    '123.456.789-00',
    hoje(),
    filial,
    '',
  ]);
  aba.addRow([
    `Importada Três ${SUFIXO}`,
    `tres.${SUFIXO}@e2e.dev`,
    cpfValido(`6${base}`),
    hoje(),
    filial,
    '',
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

describe('importação de colaboradores por planilha (RH)', () => {
  it('envia um XLSX com uma linha ruim, vê o erro, confirma e acha os importados na lista', async () => {
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await entrarNaHome(page, 'rh@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
    await page.getByRole('button', { name: 'Importar colaboradores' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importar colaboradores' });
    await dialogo.locator('input[type="file"]').setInputFiles({
      name: 'funcionarios.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await planilha(),
    });
    await dialogo.getByRole('button', { name: 'Enviar planilha' }).click();
    await expect
      .poll(() => dialogo.getByRole('combobox', { name: /^Departamento/ }).inputValue())
      .toBe('Setor');
    await dialogo.getByRole('button', { name: 'Ver prévia' }).click();

    const tabela = dialogo.getByRole('table', { name: 'Prévia da importação' });
    await tabela.getByText('CPF: CPF inválido (confira os dígitos verificadores)').waitFor();
    await dialogo.getByText('3 linhas: 2 válidas e 1 com erro.', { exact: false }).waitFor();

    const gravou = page.waitForResponse((r) => r.url().endsWith('/confirmacao'));
    await dialogo.getByRole('button', { name: 'Importar 2 colaboradores' }).click();
    expect((await gravou).status()).toBe(200);
    await dialogo.getByText('2 colaboradores importados.', { exact: false }).waitFor();
    await dialogo.getByText('1 linha recusada.', { exact: false }).waitFor();
    const baixou = page.waitForEvent('download');
    await dialogo.getByRole('button', { name: 'Baixar linhas recusadas (CSV)' }).click();
    expect((await baixou).suggestedFilename()).toMatch(/^importacao-\d+-recusados\.csv$/);
    await dialogo.getByRole('button', { name: 'Concluir' }).click();

    await page
      .getByLabel('Buscar colaborador')
      .fill(`Importada ${SUFIXO}`.replace('Importada ', ''));
    const lista = page.getByRole('table', { name: 'Lista de colaboradores' });
    await lista.getByText(`Importada Um ${SUFIXO}`).waitFor();
    await lista.getByText(`Importada Três ${SUFIXO}`).waitFor();
    expect(await lista.getByText(`Importada Dois ${SUFIXO}`).count()).toBe(0);
    await page.context().close();
  });
});
