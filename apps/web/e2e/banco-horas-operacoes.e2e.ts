import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const COLABORADORA = 'Paula Andrade';

const esperarAviso = (page: Page, texto: string) =>
  expect.poll(() => page.getByText(texto).count(), { timeout: 45_000 }).toBeGreaterThan(0);

describe('operações do banco de horas no Chromium', () => {
  it('RH credita, paga parte do saldo vendo a prévia por verba e desfaz um crédito; o gestor vê a equipe', async () => {
    // Motivo novo a cada tentativa (o vitest repete o teste uma vez numa falha).
    const ABONO = `Abono: inventário (e2e ${Date.now()})`;
    const ENGANO = `Lançado por engano (e2e ${Date.now()})`;
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/banco-horas`);
    await rh.getByRole('button', { name: 'Abrir Banco de horas — acordo individual' }).click();
    await rh.getByRole('tab', { name: 'Colaboradores' }).click();
    await rh.getByLabel('Buscar colaborador').fill('Paula');

    // Crédito de hoje: saldo positivo garantido para o pagamento.
    await rh.getByRole('button', { name: `Lançar para ${COLABORADORA}` }).click();
    await rh.getByLabel(/^Horas/).fill('10:00');
    await rh.getByLabel(/^Motivo/).fill(ABONO);
    await rh.getByRole('button', { name: 'Lançar', exact: true }).click();
    await esperarAviso(rh, `Crédito de 10:00 lançado para ${COLABORADORA}.`);

    // Pagamento extraordinário: a prévia mostra a verba antes de confirmar.
    await rh.getByRole('button', { name: `Pagar saldo de ${COLABORADORA}` }).click();
    const form = rh.getByRole('form', { name: 'Pagar parte do saldo' });
    await form.getByLabel(/^Horas a pagar/).fill('01:00');
    await form.getByLabel(/^Motivo/).fill('Pedido da colaboradora (e2e)');
    await form.getByRole('button', { name: 'Ver prévia' }).click();
    const previa = form.getByRole('table', { name: 'O que será pago por verba' });
    await expect
      .poll(() => previa.getByText(/^Hora extra (50|100) %$/).count(), { timeout: 45_000 })
      .toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await esperarAviso(rh, `Pagamento de 01:00 gravado para ${COLABORADORA}.`);

    // Um crédito lançado por engano é desfeito com o lançamento inverso (nada se apaga).
    await rh.getByRole('button', { name: `Lançar para ${COLABORADORA}` }).click();
    await rh.getByLabel(/^Horas/).fill('00:30');
    await rh.getByLabel(/^Motivo/).fill(ENGANO);
    await rh.getByRole('button', { name: 'Lançar', exact: true }).click();
    await esperarAviso(rh, `Crédito de 00:30 lançado para ${COLABORADORA}.`);
    await rh.getByRole('button', { name: `Lançamentos de ${COLABORADORA}` }).click();
    const lista = rh.getByRole('table', { name: 'Lançamentos manuais' });
    const linha = lista.getByRole('row').filter({ hasText: ENGANO });
    await linha.getByRole('button', { name: /Desfazer lançamento/ }).click();
    await rh.getByLabel(/Motivo do estorno/).fill('Lançado no teste');
    await rh.getByRole('button', { name: 'Desfazer', exact: true }).click();
    await expect
      .poll(() => linha.getByText('Desfeito').count(), { timeout: 45_000 })
      .toBeGreaterThan(0);

    const gestor = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/banco-horas`);
    const equipe = gestor.getByRole('table', { name: 'Banco de horas da equipe' });
    await expect
      .poll(() => equipe.getByText(COLABORADORA).count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
  });
});
