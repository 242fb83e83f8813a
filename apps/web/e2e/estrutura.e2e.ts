import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Estrutura da empresa no Chromium contra o servidor real (PGlite novo, semeado): o RH cria um
 * departamento, um cargo com CBO e um grupo com duas pessoas, e arquiva um departamento que tem
 * pessoas (ele sai da lista e volta com "Mostrar arquivados"). O colaborador não chega à tela.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

const abrirEstrutura = async (page: Page) => {
  await page.goto(`${baseUrl()}/#/dashboard/admin/estrutura`);
  await page.getByRole('heading', { name: 'Estrutura da empresa' }).waitFor();
};

const criar = async (page: Page, botao: string, campos: Record<string, string>) => {
  await page.getByRole('button', { name: botao }).click();
  const form = page.getByRole('form', { name: botao });
  for (const [rotulo, valor] of Object.entries(campos))
    await form.getByRole('textbox', { name: new RegExp(`^${rotulo}`) }).fill(valor);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await form.waitFor({ state: 'detached' });
};

const incluirPessoa = async (page: Page, nome: string) => {
  const picker = page.getByRole('combobox', { name: /Incluir pessoas/ });
  await picker.click();
  await picker.pressSequentially(nome.slice(0, 5));
  await page.getByRole('option', { name: nome }).click();
  // A lista fecha depois da escolha (senão cobriria o botão de incluir).
  await page.getByRole('option', { name: nome }).waitFor({ state: 'hidden' });
};

describe('estrutura da empresa no Chromium', () => {
  it('RH cria departamento, cargo com CBO e grupo com dois membros, e arquiva um departamento com pessoas', async () => {
    // Sufixo por tentativa: uma nova tentativa do fluxo não esbarra no nome único.
    const sufixo = String(Date.now()).slice(-6);
    const DEPARTAMENTO = `Logística ${sufixo}`;
    const CARGO = `Almoxarife ${sufixo}`;
    const GRUPO = `Comissão ${sufixo}`;
    const page = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await abrirEstrutura(page);

    // Departamento novo.
    await criar(page, 'Novo departamento', { Nome: DEPARTAMENTO, Código: 'LOG' });
    const departamentos = page.getByRole('table', { name: 'Departamentos' });
    await departamentos.getByRole('cell', { name: DEPARTAMENTO, exact: true }).waitFor();

    // Cargo com CBO (formatada na lista).
    await page.getByRole('tab', { name: 'Cargos' }).click();
    await criar(page, 'Novo cargo', { Nome: CARGO, CBO: '414105' });
    const cargos = page.getByRole('table', { name: 'Cargos' });
    const linhaCargo = cargos.getByRole('row').filter({ hasText: CARGO });
    await expect.poll(() => linhaCargo.textContent()).toContain('4141-05');

    // Grupo com duas pessoas.
    await page.getByRole('tab', { name: 'Grupos' }).click();
    await criar(page, 'Novo grupo', { Nome: GRUPO });
    await page.getByRole('button', { name: `Membros ${GRUPO}` }).click();
    await page.getByText('Grupo sem membros').waitFor();
    await incluirPessoa(page, 'Paula Andrade');
    await incluirPessoa(page, 'Marcos Vieira');
    await page.getByRole('button', { name: 'Incluir no grupo' }).click();
    const membros = page.getByRole('table', { name: `Membros de ${GRUPO}` });
    await membros.getByText('Paula Andrade').waitFor();
    await membros.getByText('Marcos Vieira').waitFor();
    await page.getByRole('button', { name: 'Fechar painel' }).click();
    const linhaGrupo = page.getByRole('table', { name: 'Grupos' }).getByRole('row').filter({
      hasText: GRUPO,
    });
    await expect.poll(() => linhaGrupo.getByRole('cell').nth(2).textContent()).toBe('2');

    // Departamento com pessoas: arquivar (confirmando) tira da lista; o filtro o mostra.
    await page.getByRole('tab', { name: 'Departamentos' }).click();
    await page.getByRole('button', { name: 'Arquivar Loja Centro' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Arquivar departamento' });
    await dialogo.getByRole('button', { name: 'Arquivar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    const tabela = page.getByRole('table', { name: 'Departamentos' });
    await expect
      .poll(() => tabela.getByRole('cell', { name: 'Loja Centro', exact: true }).count())
      .toBe(0);
    await page.getByRole('switch', { name: 'Mostrar arquivados' }).check();
    const arquivada = tabela.getByRole('row').filter({ hasText: 'Loja Centro' });
    await expect.poll(() => arquivada.textContent()).toContain('Arquivado');

    // Histórico do departamento arquivado.
    await page.getByRole('button', { name: 'Histórico Loja Centro' }).click();
    await page
      .getByRole('list', { name: 'Versões de Loja Centro' })
      .getByText('Arquivamento')
      .waitFor();
    await page.keyboard.press('Escape');

    // Os arquivos e2e dividem um servidor: a Loja Centro volta às listas de escolha (indicadores).
    await page.getByRole('button', { name: 'Desarquivar Loja Centro' }).click();
    const volta = page.getByRole('dialog', { name: 'Desarquivar departamento' });
    await volta.getByRole('button', { name: 'Desarquivar' }).click();
    await volta.waitFor({ state: 'detached' });
    await expect.poll(() => arquivada.textContent()).toContain('Ativo');
    await page.context().close();
  });

  it('no celular (390 px) a tela cabe sem rolagem lateral da página', async () => {
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await entrarNaHome(page, 'rh@demo.jornada.dev');
    await abrirEstrutura(page);
    await page.getByRole('button', { name: 'Novo departamento' }).waitFor();
    const larguras = await page.evaluate(() => ({
      pagina: document.documentElement.scrollWidth,
      janela: window.innerWidth,
    }));
    expect(larguras.pagina).toBeLessThanOrEqual(larguras.janela);
    await page.context().close();
  });

  it('colaborador não tem a tela', async () => {
    const page = await novaPagina(browser);
    await entrarNaHome(page, 'colaborador@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/admin/estrutura`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Estrutura da empresa' }).count())
      .toBe(0);
    await page.context().close();
  });
});
