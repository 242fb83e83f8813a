import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violacoesGraves } from './axe.ts';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

/** Data de daqui a `dias` dias no fuso da empresa, como o campo a digita (DDMMAAAA) e em ISO. */
const daquiA = (dias: number) => {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + dias * 86_400_000),
  );
  return { iso, digitada: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` };
};

const escolher = async (page: Page, rotulo: string, opcao: string) => {
  await page.getByRole('combobox', { name: rotulo, exact: true }).click();
  await page.getByRole('option', { name: opcao }).click();
};

const digitarData = async (page: Page, rotulo: string, digitada: string) => {
  const campo = page.getByRole('textbox', { name: rotulo });
  await campo.fill('');
  await campo.pressSequentially(digitada);
};

const CONTRATANTE = 'Loja Centro — reforço de fim de semana';

describe('trabalho intermitente no Chromium: convocação, aceite e documento', () => {
  it('RH convoca com a antecedência, o intermitente aceita no celular e o RH baixa o PDF', async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/intermitente`);
    await rh.getByRole('button', { name: 'Nova convocação' }).click();
    await escolher(rh, 'Regra de convocação', 'Intermitente padrão');
    await escolher(rh, 'Contratante', CONTRATANTE);
    await escolher(rh, 'Grupo', 'Caixas de fim de semana');
    // Amanhã não respeita os três dias corridos (art. 452-A §1º): o servidor recusa no campo.
    const amanha = daquiA(1);
    await digitarData(rh, 'Data de início', amanha.digitada);
    await digitarData(rh, 'Data de fim', amanha.digitada);
    await rh.getByRole('textbox', { name: 'Entrada' }).pressSequentially('0900');
    await rh.getByRole('textbox', { name: 'Saída' }).pressSequentially('1500');
    await rh.getByRole('button', { name: 'Enviar convocação' }).click();
    await rh.getByText(/^A convocação exige antecedência mínima de três dias corridos/).waitFor();

    const dia = daquiA(5);
    await digitarData(rh, 'Data de início', dia.digitada);
    await digitarData(rh, 'Data de fim', dia.digitada);
    const criou = rh.waitForResponse(
      (r) => r.url().endsWith('/api/intermitente/Convocacao') && r.request().method() === 'POST',
    );
    await rh.getByRole('button', { name: 'Enviar convocação' }).click();
    const resposta = await criou;
    expect(resposta.status()).toBe(201);
    const convocacao = (await resposta.json()).data as { id: number; convocados: unknown[] };
    expect(convocacao.convocados).toHaveLength(5);

    // O intermitente (colaborador30, do grupo) responde num celular.
    const celular = await novaPagina(browser);
    await celular.setViewportSize({ width: 390, height: 844 });
    await entrarNaHome(celular, 'colaborador30@demo.jornada.dev');
    await celular.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/convocacoes`);
    const cartao = celular.getByRole('article', { name: `Convocação ${CONTRATANTE}` }).filter({
      has: celular.getByRole('button', { name: 'Aceitar' }),
    });
    await cartao.getByText(/^Responda até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    expect(await violacoesGraves(celular)).toEqual([]);
    await cartao.getByRole('button', { name: 'Aceitar' }).click();
    const respondeu = celular.waitForResponse((r) => r.url().endsWith('/Convocacao/responder'));
    await celular.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
    expect((await respondeu).status()).toBe(200);
    await celular.getByText('Nenhuma convocação aguardando resposta.').waitFor();
    const larguraPagina = await celular.evaluate(() => document.documentElement.scrollWidth);
    expect(larguraPagina).toBeLessThanOrEqual(390);
    await celular.context().close();

    // O RH vê o aceite no resumo e baixa a carta da convocação.
    await rh.reload();
    await rh
      .getByRole('button', { name: `Resumo da convocação ${convocacao.id} de ${CONTRATANTE}` })
      .click();
    await rh.getByRole('heading', { name: 'Aceitaram (1)' }).waitFor();
    await rh.getByRole('button', { name: 'Fechar painel' }).click();

    await rh.getByRole('tab', { name: 'Downloads e SAP' }).click();
    const titulo = `Carta de convocação nº ${convocacao.id} — ${CONTRATANTE}`;
    await rh.getByRole('button', { name: `Baixar ${titulo}` }).waitFor();
    expect(await violacoesGraves(rh)).toEqual([]);
    const download = rh.waitForEvent('download');
    await rh.getByRole('button', { name: `Baixar ${titulo}` }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toBe(`convocacao-${convocacao.id}.pdf`);
    const caminho = await arquivo.path();
    expect(readFileSync(caminho).subarray(0, 5).toString()).toBe('%PDF-');
    await rh.context().close();
  });
});
