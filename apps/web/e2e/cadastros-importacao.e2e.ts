import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina } from './navegador.ts';

/**
 * Cadastros no Chromium contra o servidor real: o RH importa departamentos e um centro de custo
 * de planilhas (uma linha ruim: nome repetido), vê o erro na prévia, confirma as válidas e admite
 * um colaborador com o centro de custo e o tipo de contrato. Nomes com sufixo próprio: nenhum
 * outro fluxo usa estes registros.
 */

const SUFIXO = Date.now().toString(36);
const DEPTO_1 = `Depto Importado ${SUFIXO}`;
const DEPTO_2 = `Outro Depto ${SUFIXO}`;
const CENTRO = `CC Importado ${SUFIXO}`;
const NOME = `Vinculo Estagio ${SUFIXO}`;

/** CPF válido a partir de 9 dígitos derivados do instante. */
const cpfValido = (base9: string) => {
  const d = base9.split('').map(Number);
  const dv = (nums: number[]) => {
    const r = (nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d);
  return `${base9}${d1}${dv([...d, d1])}`;
};

const xlsx = async (linhas: string[][]) => {
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Cadastro');
  for (const l of linhas) aba.addRow(l);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

describe('importação dos cadastros e vínculo do colaborador (RH)', () => {
  it('importa departamentos com uma linha ruim, confirma as válidas e usa o centro de custo', {
    timeout: 180_000,
  }, async () => {
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await entrarNaHome(page, 'rh@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/admin/estrutura`);
    const secao = page.getByRole('region', { name: 'Importar de planilha' });
    await secao.waitFor();

    const enviar = async (nome: string, linhas: string[][]) => {
      await secao.locator('input[type="file"]').setInputFiles({
        name: nome,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await xlsx(linhas),
      });
      await secao.getByRole('button', { name: 'Enviar planilha' }).click();
      await secao.getByText(`${nome}:`, { exact: false }).waitFor();
      const previa = secao.getByRole('button', { name: 'Ver prévia' });
      await previa.scrollIntoViewIfNeeded();
      await previa.click();
    };

    await enviar('departamentos.xlsx', [
      ['Departamento', 'Código'],
      [DEPTO_1, 'IMP1'],
      [DEPTO_1.toUpperCase(), 'IMP2'],
      [DEPTO_2, 'IMP3'],
    ]);
    const previa = secao.getByRole('table', { name: 'Prévia da importação de cadastros' });
    await previa.getByText('Nome: repetido na planilha (igual ao da linha 2).').waitFor();
    await secao.getByText('3 linhas: 2 válidas e 1 com erro.', { exact: false }).waitFor();
    const gravou = page.waitForResponse((r) => r.url().endsWith('/confirmacao'));
    await secao.getByRole('button', { name: 'Importar 2 departamentos' }).click();
    expect((await gravou).status()).toBe(200);
    await secao.getByText('2 departamentos importados.').waitFor();
    await secao.getByText('1 linha recusada.', { exact: false }).waitFor();
    const baixou = page.waitForEvent('download');
    await secao.getByRole('button', { name: 'Baixar linhas recusadas (CSV)' }).click();
    expect((await baixou).suggestedFilename()).toMatch(
      /^importacao-departamentos-\d+-recusados\.csv$/,
    );
    await page.getByRole('textbox', { name: /Buscar departamentos/ }).fill(SUFIXO);
    const lista = page.getByRole('table', { name: 'Departamentos' });
    await lista.getByText(DEPTO_1).waitFor();
    await lista.getByText(DEPTO_2).waitFor();

    await secao.getByRole('button', { name: 'Importar outra planilha' }).click();
    await secao.getByRole('combobox', { name: 'Cadastro' }).click();
    await page.getByRole('option', { name: 'Centros de custo' }).click();
    await enviar('centros.xlsx', [
      ['Nome', 'Código'],
      [CENTRO, 'CC1'],
    ]);
    await secao.getByRole('button', { name: 'Importar 1 registro' }).click();
    await secao.getByText('1 centro de custo importado.').waitFor();

    await page.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
    await page.getByRole('table', { name: 'Lista de colaboradores' }).waitFor();
    await page.getByRole('button', { name: 'Novo colaborador' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo colaborador' });
    await modal.getByLabel(/^Nome/).fill(NOME);
    await modal.getByLabel(/^CPF/).pressSequentially(cpfValido(`5${String(Date.now()).slice(-8)}`));
    await modal.getByLabel(/^E-mail/).fill(`vinculo.${SUFIXO}@e2e.dev`);
    await modal.getByRole('combobox', { name: /^Filial/ }).click();
    await page.getByRole('option').first().click();
    await modal.getByRole('combobox', { name: /^Departamento/ }).click();
    await page.getByRole('option', { name: DEPTO_1 }).click();
    await modal.getByRole('combobox', { name: /^Centro de custo/ }).fill(SUFIXO);
    await page.getByRole('option', { name: CENTRO }).click();
    await modal.getByRole('combobox', { name: /^Tipo de contrato/ }).click();
    await page.getByRole('option', { name: 'Estágio' }).click();
    await modal.getByLabel(/^Celular/).pressSequentially('11987654321');
    await modal.getByRole('button', { name: /Admissão/ }).click();
    const hoje = new Date();
    const mes = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(hoje);
    await page
      .getByRole('button', { name: `${hoje.getDate()} ${mes} ${hoje.getFullYear()}`, exact: true })
      .click();
    await page.getByRole('button', { name: 'Selecionar' }).click();
    const admitiu = page.waitForResponse(
      (r) => r.url().endsWith('/api/main/colaboradores') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Salvar' }).click();
    const corpo = await (await admitiu).json();
    expect(corpo.data).toMatchObject({
      centroCustoNome: CENTRO,
      tipoContrato: 'estagio',
      celular: '+5511987654321',
      departamentoNome: DEPTO_1,
    });

    await page.getByLabel('Buscar colaborador').fill(NOME);
    const linha = page
      .getByRole('table', { name: 'Lista de colaboradores' })
      .getByRole('row')
      .filter({ hasText: NOME });
    await linha.getByRole('button', { name: `Editar ${NOME}` }).click();
    const edicao = page.getByRole('dialog', { name: 'Editar colaborador' });
    await expect
      .poll(() => edicao.getByRole('combobox', { name: /^Tipo de contrato/ }).inputValue())
      .toBe('Estágio');
    expect(await edicao.getByRole('combobox', { name: /^Centro de custo/ }).inputValue()).toBe(
      CENTRO,
    );
    expect(await edicao.getByLabel(/^Celular/).inputValue()).toBe('(11) 98765-4321');
    await page.context().close();
  });
});
