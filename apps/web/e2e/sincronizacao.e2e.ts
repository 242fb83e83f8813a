import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina } from './navegador.ts';

/**
 * Sincronização com a folha no Chromium contra o servidor real: o RH cria a fonte, envia a
 * exportação de colaboradores (CSV montado aqui, com uma pessoa nova e uma linha de CPF errado),
 * confere as colunas, vê a prévia por linha, confirma e vê a linha com erro no resultado.
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

const hoje = () => {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

const exportacao = () =>
  Buffer.from(
    [
      'CPF;Nome do funcionário;E-mail;Data de admissão;Filial',
      `${cpfValido(`5${String(Date.now()).slice(-8)}`)};Sincronizada ${SUFIXO};sinc.${SUFIXO}@e2e.dev;${hoje()};loja centro — sao paulo`,
      `123.456.789-00;CPF Errado ${SUFIXO};errado.${SUFIXO}@e2e.dev;${hoje()};loja centro — sao paulo`,
    ].join('\n'),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

describe('sincronização com a folha (RH)', () => {
  it('cria a fonte, envia a exportação, vê novo e erro na prévia e confirma', {
    timeout: 120_000,
  }, async () => {
    const page = await novaPagina(browser);
    // Cada passo falha em 20 s com o nome dele, em vez de esgotar o tempo do caso inteiro.
    page.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await entrarNaHome(page, 'rh@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/admin/integracoes/sincronizacao`);
    await page.getByRole('heading', { name: 'Sincronização com a folha' }).waitFor();
    await page.getByRole('textbox', { name: 'Nova fonte' }).fill(`Folha ${SUFIXO}`);
    await page.getByRole('button', { name: 'Criar fonte' }).click();
    await expect
      .poll(async () =>
        page.getByRole('combobox', { name: 'Fonte' }).locator('option:checked').textContent(),
      )
      .toBe(`Folha ${SUFIXO}`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'exportacao.csv',
      mimeType: 'text/csv',
      buffer: exportacao(),
    });
    await page.getByRole('button', { name: 'Enviar arquivo' }).click();
    // O mapeamento vem proposto pelos nomes das colunas.
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Nome/ }).inputValue())
      .toBe('Nome do funcionário');
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    const previa = page.getByRole('table');
    await previa.getByText(`Sincronizada ${SUFIXO}`).waitFor();
    await page.getByText('Novo: 1').waitFor();
    await page.getByText('Erro: 1').waitFor();
    await page.getByRole('button', { name: 'Confirmar sincronização' }).click();
    await page.getByText('Sincronização concluída').waitFor();
    await page.getByText(/1 linha\(s\) sincronizada\(s\)/).waitFor();
    await page.getByRole('table').getByText(`CPF Errado ${SUFIXO}`).waitFor();
  });
});
