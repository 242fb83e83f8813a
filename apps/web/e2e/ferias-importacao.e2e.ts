import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina, SENHA_DEMO } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const entrar = async (page: Page, email: string, empresa: number) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Empresa').fill(String(empresa));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(SENHA_DEMO);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home$/);
};

/** Planilha XLSX do "sistema anterior": uma linha boa (Otávio, matrícula 1001) e uma com CPF errado. */
const planilha = async () => {
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Períodos');
  aba.addRow([
    'matricula',
    'cpf',
    'inicio_aquisitivo',
    'fim_aquisitivo',
    'dias_direito',
    'dias_gozados',
    'dias_vendidos',
    'observacao',
  ]);
  aba.addRow(['1001', '', '02/08/2024', '01/08/2025', 30, 20, 10, 'Migração']);
  aba.addRow(['', '123.456.789-00', '02/08/2024', '01/08/2025', 30, 0, 0, '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** Primeira segunda-feira depois de 30 dias a partir de hoje, em DD/MM/AAAA e ISO. */
const inicioColetivas = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 30);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  const iso = d.toISOString().slice(0, 10);
  return { iso, br: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
};

describe('férias: importação de períodos (1032) e férias coletivas (RH)', () => {
  it('o RH da empresa 1032 importa um XLSX com uma linha errada e vê o erro dela', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'rh@industria.jornada.dev', 1032);
    await page.goto(`${baseUrl()}/#/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias`);
    await page
      .getByRole('heading', { name: 'Importação de períodos aquisitivos de férias' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Enviar planilha' })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'periodos.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await planilha(),
      });
    await page.getByRole('button', { name: 'Conferir planilha' }).click();
    const previa = page.getByRole('region', { name: 'Prévia da importação' });
    await previa.getByText('2 linhas: 1 válidas, 1 com erro.').waitFor();
    const tabela = previa.getByRole('table', { name: 'Linhas da planilha' });
    await tabela.getByText('CPF: CPF inválido: os dígitos verificadores não conferem.').waitFor();
    await tabela.getByText('Otávio Prensista').waitFor();

    const baixou = page.waitForEvent('download');
    await previa.getByRole('button', { name: 'Baixar linhas rejeitadas (CSV)' }).click();
    expect((await baixou).suggestedFilename()).toBe('linhas-rejeitadas.csv');

    await previa.getByRole('button', { name: 'Importar 1 linha válida' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importar períodos aquisitivos' });
    const gravou = page.waitForResponse((r) =>
      r.url().endsWith('/api/main/ImportarPeriodosAquisitivos'),
    );
    await dialogo.getByRole('button', { name: 'Importar' }).click();
    expect((await gravou).status()).toBe(200);
    await page.getByText('1 de 2 linhas importadas.').waitFor();
    await page.context().close();
  });

  it('o RH da empresa 2 marca férias coletivas para um departamento', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'rh@demo.jornada.dev', 2);
    await page.goto(`${baseUrl()}/#/dashboard/admin/ferias`);
    await page.getByRole('heading', { name: 'Férias e solicitações' }).waitFor();
    await page.getByRole('table', { name: 'Solicitações' }).waitFor();
    await page.getByRole('tab', { name: 'Férias coletivas' }).click();
    await page.getByRole('combobox', { name: /^Departamento/ }).click();
    await page.getByRole('option', { name: 'Administrativo' }).click();
    const { br } = inicioColetivas();
    const inicio = page.getByRole('textbox', { name: 'Início' });
    await inicio.click();
    await inicio.pressSequentially(br.replaceAll('/', ''));
    await page.getByRole('button', { name: 'Ver quem é atingido' }).click();
    const previa = page.getByRole('region', { name: 'Prévia das férias coletivas' });
    await previa.getByRole('table', { name: 'Colaboradores do grupo' }).waitFor();
    await previa.getByRole('button', { name: 'Marcar férias coletivas' }).click();
    const gravou = page.waitForResponse((r) => r.url().endsWith('/api/main/FeriasColetivas'));
    await page
      .getByRole('dialog', { name: 'Marcar férias coletivas' })
      .getByRole('button', { name: 'Marcar' })
      .click();
    const resposta = await gravou;
    expect(resposta.status()).toBe(200);
    const { Data } = await resposta.json();
    expect(Data.afetados).toBeGreaterThan(0);
    await page
      .getByText(`Férias coletivas marcadas para ${Data.afetados} colaboradores.`)
      .waitFor();
    await page.context().close();
  });
});
