import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarCarregar, violacoesGraves } from './axe.ts';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Férias no Chromium contra o servidor real (PGlite novo, semeado): a colaboradora da demo
 * (admissão 01/03/2024, período 2025/2026 com 30 dias de direito) programa férias divididas
 * pelo celular (390 px); a lei recusa um 2º período que começa numa sexta (dois dias antes do
 * domingo, CLT art. 134 §3º) e aceita quando ele começa numa segunda; o gestor aprova na caixa
 * de aprovações; ela vê a programação aprovada. As datas contam de hoje em São Paulo.
 */

const COLABORADORA = 'Paula Andrade';
let browser: Browser;

/** Hoje em São Paulo, 'YYYY-MM-DD'. */
const hojeSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const somarDias = (iso: string, dias: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** A primeira segunda-feira depois de 35 dias (o aviso do art. 135 pede 30). */
const primeiraSegunda = () => {
  let data = somarDias(hojeSaoPaulo(), 35);
  while (new Date(`${data}T12:00:00Z`).getUTCDay() !== 1) data = somarDias(data, 1);
  return data;
};

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const digitar = async (page: Page, rotulo: RegExp, valor: string) => {
  const campo = page.getByRole('textbox', { name: rotulo });
  await campo.fill('');
  await campo.pressSequentially(valor.replace(/\D/g, ''));
};

const semRolagemLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  browser = await abrirNavegador();
});

afterAll(async () => {
  await browser?.close();
});

describe('férias: programação pelo celular, recusa da lei e aprovação do gestor', () => {
  it('a colaboradora programa, a lei recusa o início vedado, o gestor aprova', async () => {
    const A = primeiraSegunda();
    const segunda = somarDias(A, 28);
    const sexta = somarDias(A, 32);
    const fim = somarDias(segunda, 9);

    const celular = await novaPagina(browser);
    await celular.setViewportSize({ width: 390, height: 844 });
    await entrarNaHome(celular, 'colaborador@demo.jornada.dev');
    await celular.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova`);
    await celular.getByRole('heading', { name: 'Nova programação de férias' }).waitFor();
    const periodo = celular.getByRole('combobox', { name: /^Período aquisitivo/ });
    await expect.poll(() => periodo.inputValue()).toContain('01/03/2025 a 28/02/2026');

    // 20 dias numa segunda e 10 a partir de uma sexta: a lei não permite o 2º período.
    await digitar(celular, /^Início do 1º período/, br(A));
    await digitar(celular, /^Dias do 1º período/, '20');
    await celular.getByRole('button', { name: 'Adicionar período' }).click();
    await digitar(celular, /^Início do 2º período/, br(sexta));
    await digitar(celular, /^Dias do 2º período/, '10');
    const segundo = celular.getByRole('group', { name: '2º período' });
    await segundo.getByText(`2º período (${br(sexta)}):`, { exact: false }).waitFor();
    await segundo
      .getByText(/vedado o início das férias/)
      .first()
      .waitFor();
    expect(
      await celular
        .getByRole('group', { name: '1º período' })
        .getByText(/vedado/)
        .count(),
    ).toBe(0);
    await celular.getByRole('button', { name: 'Enviar pedido' }).click();
    await celular.getByText('Corrija o que está indicado antes de enviar.').waitFor();
    expect(await semRolagemLateral(celular)).toBe(true);

    // Começando numa segunda, a lei permite: envia.
    await digitar(celular, /^Início do 2º período/, br(segunda));
    await celular.getByText('A lei permite esta programação').waitFor();
    await celular.getByRole('button', { name: 'Enviar pedido' }).click();
    await celular.getByText('Férias solicitadas. Aguarde a aprovação do seu gestor.').waitFor();
    await celular.getByRole('heading', { name: 'Minhas férias' }).waitFor();
    const nome = `Férias de ${br(A)} a ${br(fim)}`;
    const pedido = celular
      .getByRole('list', { name: 'Pedidos de férias' })
      .getByRole('listitem', { name: nome });
    await pedido.getByText('Pendente').waitFor();
    expect(await semRolagemLateral(celular)).toBe(true);

    // Gestor: aprova na aba de férias, recesso e day off das aprovações.
    const gestor = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/aprovacoes`);
    await gestor.getByRole('tab', { name: 'Férias, recesso e day off' }).click();
    const aprovar = gestor.getByRole('button', {
      name: `Aprovar pedido: Férias de ${COLABORADORA}, ${br(A)} a ${br(fim)}`,
    });
    await aprovar.click();
    const confirmar = gestor.getByRole('dialog', { name: 'Aprovar pedido' });
    await confirmar.getByRole('button', { name: 'Aprovar' }).click();
    await gestor.getByText('Pedido aprovado.').waitFor();
    await aprovar.waitFor({ state: 'detached' });

    // A colaboradora vê as férias aprovadas e o saldo agendado.
    await celular.reload();
    await pedido.getByText('Aprovado').waitFor();
    await celular
      .getByRole('listitem', { name: 'Período aquisitivo 01/03/2025 a 28/02/2026' })
      .getByText('Agendados')
      .waitFor();
  });

  it('axe e celular: minhas férias e minhas solicitações', async () => {
    const celular = await novaPagina(browser);
    await celular.setViewportSize({ width: 390, height: 844 });
    await entrarNaHome(celular, 'colaborador@demo.jornada.dev');
    for (const [rota, titulo] of [
      ['/dashboard/minhas-rotinas/minhas-ferias', 'Minhas férias'],
      ['/dashboard/minhas-rotinas/solicitacoes', 'Minhas solicitações'],
      ['/dashboard/minhas-rotinas/minhas-ferias/programacao/nova', 'Nova programação de férias'],
    ] as const) {
      await celular.goto(`${baseUrl()}/#${rota}`);
      await celular.getByRole('heading', { level: 1, name: titulo }).waitFor();
      await esperarCarregar(celular);
      expect(await violacoesGraves(celular), titulo).toEqual([]);
      expect(await semRolagemLateral(celular), titulo).toBe(true);
    }
  });
});
