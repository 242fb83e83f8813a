import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Relatórios e divergências no Chromium contra o servidor real (fila pg-boss ligada): o RH pede o
 * relatório de marcações em XLSX, acompanha o progresso até "Pronto" e baixa o arquivo; o gestor
 * justifica um dia da equipe na tela de divergências e desfaz no fim (a demo volta como estava).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** O mês anterior inteiro (a semente marca desde o dia 1º dele), em DD/MM/AAAA. */
const mesAnterior = () => {
  const hoje = new Date();
  const inicio = new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1);
  const fim = new Date(hoje.getFullYear(), hoje.getMonth(), 0);
  const br = (d: Date) =>
    `${doisDigitos(d.getDate())}/${doisDigitos(d.getMonth() + 1)}/${d.getFullYear()}`;
  return { inicio: br(inicio), fim: br(fim) };
};

describe('relatórios e divergências no Chromium', () => {
  it('o RH pede o relatório de marcações em XLSX, vê o progresso, "Pronto" e baixa', async () => {
    const page = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/admin/relatorios`);
    const form = page.getByRole('form', { name: 'Novo relatório' });
    await form.waitFor();
    const { inicio, fim } = mesAnterior();
    // O padrão do formulário: relatório de marcações em planilha.
    expect(await form.getByRole('radio', { name: 'Relatório de marcações' }).isChecked()).toBe(
      true,
    );
    expect(await form.getByRole('radio', { name: 'Planilha (XLSX)' }).isChecked()).toBe(true);
    await form.getByRole('textbox', { name: 'Data inicial' }).fill(inicio);
    await form.getByRole('textbox', { name: 'Data final' }).fill(fim);
    const pediu = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/relatorios' && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Gerar relatório' }).click();
    const resposta = await pediu;
    expect(resposta.status()).toBe(201);
    const { id } = (await resposta.json()).data as { id: number };

    const tabela = page.getByRole('table', { name: 'Relatórios solicitados' });
    // A barra de progresso do pedido (a seção da barra pode ter largura zero: basta estar lá).
    const barra = tabela.getByRole('progressbar', { name: `Progresso do relatório ${id}` });
    await barra.waitFor({ state: 'attached' });
    const baixar = tabela.getByRole('button', { name: `Baixar relatório ${id}` });
    await baixar.waitFor({ timeout: 40_000 });
    // O filtro `has` é relativo à linha: o botão sem a tabela no caminho.
    const linha = tabela
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Baixar relatório ${id}` }) });
    await linha.getByText('Pronto').waitFor();
    expect(await linha.textContent()).toMatch(/(\d+) de \1 colaboradores \(100%\)/);
    expect(await barra.getAttribute('aria-valuenow')).toBe('100');

    const baixou = page.waitForEvent('download');
    await baixar.click();
    const arquivo = await baixou;
    expect(arquivo.suggestedFilename()).toMatch(/^relatorio-marcacoes-\d{4}-\d{2}-01-a-.+\.xlsx$/);
    const conteudo = await readFile((await arquivo.path())!);
    expect(conteudo.subarray(0, 2).toString()).toBe('PK');
    await page.context().close();
  });

  it('o gestor justifica um dia da equipe nas divergências e desfaz', async () => {
    const page = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    const carregou = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/espelho/ocorrencias' && r.status() === 200,
    );
    await page.goto(`${baseUrl()}/#/dashboard/gestor/divergencias`);
    await page.getByRole('heading', { name: 'Divergências da equipe' }).waitFor();
    let dados = (await carregou).json();
    let total = (await dados).data.total as number;
    if (total === 0) {
      // Mês corrente ainda sem divergência abertas na equipe: o anterior está todo apurado.
      const anterior = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/espelho/ocorrencias' && r.status() === 200,
      );
      await page.getByRole('button', { name: 'Mês anterior' }).click();
      dados = (await anterior).json();
      total = (await dados).data.total as number;
    }
    expect(total).toBeGreaterThan(0);
    const tabela = page.getByRole('table', { name: 'Ocorrências e divergências' });
    await tabela.waitFor();
    const primeira = tabela
      .getByRole('checkbox', { name: /^Selecionar .+ em \d{2}\/\d{2}\/\d{4}$/ })
      .first();
    const rotulo = (await primeira.getAttribute('aria-label'))!;
    const [, nome, data] = /^Selecionar (.+) em (.+)$/.exec(rotulo)!;
    await primeira.check();

    const barra = page.getByRole('toolbar', { name: 'Ações em lote' });
    await barra.getByRole('button', { name: 'Justificar' }).click();
    const modal = page.getByRole('dialog', { name: 'Justificar (1 dia)' });
    await modal.getByRole('textbox', { name: /Motivo/ }).fill('Conferido com o gestor no e2e');
    const aplicou = page.waitForResponse((r) => r.url().endsWith('/api/divergencias/acoes'));
    await modal.getByRole('button', { name: 'Confirmar' }).click();
    expect((await aplicou).status()).toBe(200);

    // O dia justificado sai das abertas; em "Todas" ele aparece com a tratativa e é desfeito.
    // O rádio do SegmentedControl fica escondido sob o rótulo: clica-se no rótulo.
    await page.locator('label[for$="-todas"]').click();
    const desfazer = tabela.getByRole('button', {
      name: `Desfazer tratativa de ${nome} em ${data}`,
    });
    await desfazer.waitFor();
    const desfez = page.waitForResponse((r) => r.url().endsWith('/api/divergencias/desfazer'));
    await desfazer.click();
    expect((await desfez).status()).toBe(200);
    await desfazer.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
