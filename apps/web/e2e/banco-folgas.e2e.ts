import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Banco de folgas no Chromium (issue 22 §4): "um dia de folga ganho e tirado". O RH credita um
 * feriado trabalhado a um colaborador, marca uma folga num dia futuro e o saldo cai; a pessoa vê
 * o saldo e a folga no próprio extrato. Tiago Santos Costa (colaborador21): nome único na demo
 * e ninguém mais o usa nos outros fluxos e2e.
 */
const PESSOA = 'Tiago Santos Costa';
const EMAIL = 'colaborador21@demo.jornada.dev';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const isoEm = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
const br = (iso: string) => iso.split('-').reverse().join('/');
/** Quarta-feira a partir de hoje + `semanas` semanas (o vitest repete o fluxo uma vez). */
const quartaDaqui = (semanas: number) => {
  const d = new Date(`${isoEm(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7 * semanas);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Dias do cartão de saldo ("2 dias" → 2). */
const saldoNoCartao = async (page: Page, rotulo: string) => {
  const texto = await page
    .getByLabel(rotulo)
    .getByText(/^-?\d+ dias?$/)
    .first()
    .textContent();
  return Number(texto?.split(' ')[0]);
};

let tentativa = 0;

describe('banco de folgas no Chromium', () => {
  it('um dia de folga ganho e tirado: o RH credita e marca a folga; a pessoa vê o saldo cair', async () => {
    tentativa++;
    const folga = quartaDaqui(tentativa);
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/banco-folgas`);
    await rh.getByRole('heading', { name: 'Banco de folgas', exact: true }).waitFor();
    // Os saldos de toda a empresa chegam de uma vez: na máquina de CI ocupada, passam de 15 s.
    await rh.getByRole('table', { name: 'Saldos do banco de folgas' }).waitFor({ timeout: 60_000 });
    await rh.getByLabel('Buscar colaborador').fill('Tiago Santos');
    await rh.getByRole('button', { name: `Abrir ${PESSOA}` }).click();
    const cartao = `Saldo de ${PESSOA}`;
    await rh.getByLabel(cartao).waitFor();
    const antes = await saldoNoCartao(rh, cartao);

    // Crédito: feriado trabalhado, 2 dias, validade padrão (6 meses).
    await rh.getByRole('button', { name: 'Conceder crédito' }).click();
    await rh.getByRole('radio', { name: 'Feriado trabalhado' }).check();
    await rh.getByRole('textbox', { name: 'Dias' }).fill('2');
    await rh.getByRole('button', { name: 'Conceder crédito' }).click();
    await expect.poll(() => saldoNoCartao(rh, cartao), { timeout: 15_000 }).toBe(antes + 2);

    // A folga num dia futuro debita um dia.
    await rh.getByRole('button', { name: 'Marcar folga' }).click();
    await rh.getByRole('textbox', { name: 'Dia da folga' }).fill(br(folga));
    await rh.getByRole('button', { name: 'Marcar folga' }).click();
    await expect.poll(() => saldoNoCartao(rh, cartao), { timeout: 15_000 }).toBe(antes + 1);
    const extrato = rh.getByRole('table', { name: `Extrato de ${PESSOA}` });
    await extrato
      .getByRole('row')
      .filter({ hasText: br(folga) })
      .filter({ hasText: 'Folga' })
      .waitFor();
    await rh.getByRole('button', { name: 'Fechar painel' }).click();
    const linha = rh.getByRole('row').filter({ hasText: PESSOA });
    await expect
      .poll(() => linha.textContent(), { timeout: 15_000 })
      .toContain(`${antes + 1} ${antes + 1 === 1 ? 'dia' : 'dias'}`);

    // A pessoa vê o saldo e a folga no próprio extrato.
    const pessoa = await paginaNaHome(browser, EMAIL);
    await pessoa.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/banco-folgas`);
    await pessoa.getByLabel('Saldo do banco de folgas').waitFor();
    expect(await saldoNoCartao(pessoa, 'Saldo do banco de folgas')).toBe(antes + 1);
    await pessoa
      .getByRole('table', { name: 'Extrato do banco de folgas' })
      .getByRole('row')
      .filter({ hasText: br(folga) })
      .filter({ hasText: 'Folga' })
      .waitFor();
  }, 240_000);
});
