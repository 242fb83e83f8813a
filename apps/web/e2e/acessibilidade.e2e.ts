import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarCarregar, violacoesGraves } from './axe.ts';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Acessibilidade e celular (issue 12, itens 13, 14, 15 e 18): o axe-core roda em cada tela
 * principal de cada papel e não acha violação séria nem crítica; a 360 e 390 px nenhuma tela rola
 * de lado e 'Sair' fica à vista; a data se digita com a máscara DD/MM/AAAA.
 * Com E2E_CAPTURAS=1, as telas de celular vão para PNGs em tmpdir()/jornada-telas.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

type Tela = { rota: string; titulo: string | RegExp };

const TELAS_COLABORADOR: Tela[] = [
  { rota: '/#/dashboard/minhas-rotinas/web-ponto', titulo: 'Registrar ponto' },
  { rota: '/#/dashboard/minhas-rotinas/meu-painel', titulo: /^Olá, / },
  { rota: '/#/dashboard/minhas-rotinas/espelho', titulo: 'Meu espelho de ponto' },
  { rota: '/#/dashboard/minhas-rotinas/calendario', titulo: 'Minha escala' },
  { rota: '/#/dashboard/minhas-rotinas/comprovantes', titulo: 'Comprovantes de marcação de ponto' },
];

const TELAS_GESTOR: Tela[] = [
  { rota: '/home', titulo: 'Início' },
  { rota: '/#/dashboard/gestor/calendario-equipe', titulo: 'Calendário da equipe' },
  { rota: '/#/dashboard/gestor/aprovacoes', titulo: 'Aprovações' },
  { rota: '/#/dashboard/gestor/espelhos', titulo: 'Espelhos da equipe' },
];

const TELAS_RH: Tela[] = [
  { rota: '/home', titulo: 'Início' },
  { rota: '/#/dashboard/admin/colaboradores', titulo: 'Colaboradores' },
  { rota: '/#/dashboard/admin/perfis', titulo: 'Perfis de acesso' },
  { rota: '/#/dashboard/admin/seguranca', titulo: 'Segurança e acesso' },
  { rota: '/#/dashboard/admin/regras-calculo', titulo: 'Regras de cálculo' },
  { rota: '/#/dashboard/admin/escalas', titulo: 'Escalas e turnos' },
  { rota: '/#/dashboard/admin/tratamento', titulo: 'Tratamento de marcações' },
  { rota: '/#/dashboard/admin/arquivos-fiscais', titulo: 'Arquivos fiscais' },
  { rota: '/#/dashboard/admin/reprocessamento', titulo: 'Reprocessamento' },
  { rota: '/#/dashboard/admin/espelhos', titulo: 'Espelhos de ponto' },
];

const abrirTela = async (page: Page, { rota, titulo }: Tela) => {
  await page.goto(`${baseUrl()}${rota}`);
  await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
  await esperarCarregar(page);
};

/** Cada aba da lista (a primeira da tela, ou a nomeada): abre, espera e junta as violações. */
const violacoesPorAba = async (page: Page, lista?: string) => {
  const listas = lista ? page.getByRole('tablist', { name: lista }) : page.getByRole('tablist');
  const abas = listas.first().getByRole('tab');
  const achadas: string[] = [];
  for (const nome of await abas.allTextContents()) {
    await abas.filter({ hasText: nome }).first().click();
    await esperarCarregar(page);
    achadas.push(...(await violacoesGraves(page)).map((v) => `[${nome}] ${v}`));
  }
  return achadas;
};

describe('axe: nenhuma violação séria ou crítica nas telas principais', () => {
  it('login (público)', async () => {
    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await violacoesGraves(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    { papel: 'colaborador', telas: TELAS_COLABORADOR },
    { papel: 'gestor', telas: TELAS_GESTOR },
    { papel: 'rh', telas: TELAS_RH },
  ])('telas do $papel', { timeout: 180_000 }, async ({ papel, telas }) => {
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await entrarNaHome(page, `${papel}@demo.jornada.dev`);
    const achadas: string[] = [];
    for (const tela of telas) {
      await abrirTela(page, tela);
      // Exatamente um h1 por tela: o título da página.
      expect(await page.getByRole('heading', { level: 1 }).count(), tela.rota).toBe(1);
      achadas.push(...(await violacoesGraves(page)).map((v) => `${tela.rota}: ${v}`));
    }
    expect(achadas).toEqual([]);
    await page.context().close();
  });

  it('gestor: painel "Escala no Dia" e o espelho de alguém da equipe', {
    timeout: 120_000,
  }, async () => {
    const page = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    await abrirTela(page, TELAS_GESTOR[1] as Tela);
    await page.locator('.ce-celula').first().click();
    const painel = page.getByRole('dialog', { name: 'Escala no Dia' });
    await painel.getByRole('button', { name: 'ações' }).waitFor();
    await esperarCarregar(page);
    expect(await violacoesGraves(page)).toEqual([]);

    await abrirTela(page, TELAS_GESTOR[3] as Tela);
    await page.getByPlaceholder('Busque pelo nome').click();
    await page.getByRole('option').first().click();
    await page.getByRole('table', { name: 'Dias do espelho' }).waitFor();
    await esperarCarregar(page);
    expect(await violacoesGraves(page)).toEqual([]);
    await page.context().close();
  });

  it('RH: abas de regras, escalas, perfis e reprocessamento; formulário de colaborador', {
    timeout: 240_000,
  }, async () => {
    const page = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    const achadas: string[] = [];
    await abrirTela(page, {
      rota: '/#/dashboard/admin/regras-calculo',
      titulo: 'Regras de cálculo',
    });
    // Texto de usuário, não de desenvolvedor (item 15): nada de referências internas.
    expect(await page.locator('main').textContent()).not.toMatch(/legal-br|CFG-DEFAULT/);
    achadas.push(...(await violacoesPorAba(page, 'Áreas de regras')));
    await abrirTela(page, { rota: '/#/dashboard/admin/escalas', titulo: 'Escalas e turnos' });
    achadas.push(...(await violacoesPorAba(page)));
    await abrirTela(page, TELAS_RH[2] as Tela);
    achadas.push(...(await violacoesPorAba(page)));
    await page.getByRole('tab', { name: 'Perfis', exact: true }).click();
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const editor = page.getByRole('dialog', { name: /Novo perfil/ });
    await editor.getByRole('checkbox').first().waitFor();
    // O editor de perfis mostra os nomes das telas, nunca as rotas.
    expect(await editor.textContent()).not.toMatch(/\/dashboard\//);
    achadas.push(...(await violacoesGraves(page)).map((v) => `[Novo perfil] ${v}`));
    await page.keyboard.press('Escape');
    await abrirTela(page, TELAS_RH[8] as Tela);
    achadas.push(...(await violacoesPorAba(page)));
    await abrirTela(page, TELAS_RH[1] as Tela);
    await page.getByRole('button', { name: 'Novo colaborador' }).click();
    await page.getByRole('dialog', { name: 'Novo colaborador' }).getByLabel(/^Nome/).waitFor();
    achadas.push(...(await violacoesGraves(page)).map((v) => `[Novo colaborador] ${v}`));
    expect(achadas).toEqual([]);
    await page.context().close();
  });
});

const CAPTURAS = process.env.E2E_CAPTURAS === '1' ? join(tmpdir(), 'jornada-telas') : null;

/** A página inteira cabe na largura: sem rolagem lateral, 'Sair' à vista e dentro da tela. */
const conferirLargura = async (page: Page, largura: number, rota: string) => {
  const larguraDoc = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(larguraDoc, `${rota} a ${largura} px`).toBeLessThanOrEqual(largura);
  const sair = page.getByRole('banner').getByRole('button', { name: 'Sair' });
  expect(await sair.isVisible(), `Sair em ${rota}`).toBe(true);
  const caixa = await sair.boundingBox();
  expect((caixa?.x ?? 0) + (caixa?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(largura);
  if (CAPTURAS) {
    const nome = `${largura}-${rota.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: join(CAPTURAS, nome) });
  }
};

describe('celular: 360 e 390 px', () => {
  it.each([
    { largura: 360, papel: 'colaborador', telas: TELAS_COLABORADOR },
    { largura: 390, papel: 'colaborador', telas: TELAS_COLABORADOR },
    { largura: 360, papel: 'gestor', telas: TELAS_GESTOR },
    { largura: 360, papel: 'rh', telas: TELAS_RH },
  ])('$papel a $largura px', { timeout: 180_000 }, async ({ largura, papel, telas }) => {
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: largura, height: 780 });
    await entrarNaHome(page, `${papel}@demo.jornada.dev`);
    for (const tela of telas) {
      await abrirTela(page, tela);
      await conferirLargura(page, largura, tela.rota);
    }
    // O menu abre pelo hambúrguer e leva à tela escolhida.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Comprovantes' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Comprovantes de marcação de ponto' })
      .waitFor();
    // As opções da conta ficam no menu "Conta".
    await page.getByRole('banner').getByRole('button', { name: 'Conta' }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});

describe('campo de data', () => {
  it('digita-se DD/MM/AAAA com máscara, e o calendário continua com os botões do spec', {
    timeout: 90_000,
  }, async () => {
    const page = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await abrirTela(page, TELAS_RH[8] as Tela);
    const form = page.getByRole('form', { name: 'Novo reprocessamento' });
    const inicio = form.getByRole('textbox', { name: 'Data inicial' });
    const fim = form.getByRole('textbox', { name: 'Data final' });
    await inicio.pressSequentially('01112026');
    expect(await inicio.inputValue()).toBe('01/11/2026');
    await fim.pressSequentially('31102026');
    await form.getByText('Data antes do período permitido').waitFor();
    await fim.fill('');
    await fim.pressSequentially('30112026');
    await fim.press('Tab');
    expect(await fim.inputValue()).toBe('30/11/2026');
    expect(await inicio.inputValue()).toBe('01/11/2026');

    await form.getByRole('button', { name: 'Data final: abrir calendário' }).click();
    for (const nome of ['Limpar', 'Cancelar', 'Selecionar']) {
      await page.getByRole('button', { name: nome, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    expect(await fim.inputValue()).toBe('30/11/2026');
    await page.context().close();
  });
});
