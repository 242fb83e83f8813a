import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violacoesGraves } from './axe.ts';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const COLABORADOR = 'Paula Andrade';
const MOTIVO = 'Abono: inventário da loja (e2e)';

/** Datas ISO no fuso da empresa demo (o "hoje" do servidor). */
const isoEm = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
const hoje = isoEm(new Date());
const br = (iso: string) => iso.split('-').reverse().join('/');
const ontem = (() => {
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
})();
const inicioMes = `${hoje.slice(0, 8)}01`;
const fimMes = (() => {
  const d = new Date(`${inicioMes}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
})();

const abrirBanco = async (page: Page, nome: string) => {
  await page.goto(`${baseUrl()}/#/dashboard/admin/banco-horas`);
  await page.getByLabel('Buscar banco').fill(nome);
  await page.getByRole('button', { name: `Abrir ${nome}` }).click();
};

/** Espera os avisos (toasts) sumirem: o axe mede a tela, não o aviso passageiro. */
const semAvisos = (page: Page) =>
  expect
    .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 })
    .toBe(0);

const esperarAviso = (page: Page, texto: string | RegExp) =>
  expect.poll(() => page.getByText(texto).count(), { timeout: 45_000 }).toBeGreaterThan(0);

describe('banco de horas no Chromium', () => {
  it('RH cria um banco e um ciclo, inclui a colaboradora, lança um crédito e o vê no extrato; ela vê o saldo', async () => {
    // Nome novo a cada tentativa (o vitest repete o teste uma vez numa falha).
    const BANCO = `Banco mensal e2e ${Date.now()}`;
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');

    // A colaboradora sai do banco da demo ontem, para entrar no novo hoje (vigências não se cruzam).
    await abrirBanco(rh, 'Banco de horas — acordo individual');
    await rh.getByRole('tab', { name: 'Colaboradores' }).click();
    await rh.getByLabel('Buscar colaborador').fill('Paula');
    await rh.getByRole('button', { name: `Encerrar vigência de ${COLABORADOR}` }).click();
    await rh.getByLabel('Fim da vigência', { exact: true }).fill(br(ontem));
    await rh.getByRole('button', { name: 'Gravar vigência' }).click();
    await esperarAviso(rh, 'Vigência encerrada.');

    // Novo banco mensal (CLT art. 59 §6º) começando no mês corrente, com as verbas do fechamento.
    await rh.getByRole('button', { name: 'Voltar aos bancos' }).click();
    await rh.getByRole('button', { name: 'Novo banco de horas' }).click();
    const form = rh.getByRole('form', { name: 'Novo banco de horas' });
    await form.getByLabel(/^Nome/).fill(BANCO);
    await form.getByRole('combobox', { name: 'Regime' }).click();
    await rh.getByRole('option', { name: /^Mensal/ }).click();
    await form.getByRole('textbox', { name: /^Início do primeiro ciclo/ }).fill(br(inicioMes));
    await form.getByLabel('Verba do pagamento a 50 %').fill('0150');
    await form.getByLabel('Verba do pagamento a 100 % (domingo e feriado)').fill('0200');
    await form.getByLabel('Verba do desconto de saldo negativo').fill('0300');
    await form.getByRole('button', { name: 'Criar banco de horas' }).click();
    await esperarAviso(rh, 'Banco de horas criado.');

    await abrirBanco(rh, BANCO);
    await rh.getByRole('tab', { name: 'Ciclos' }).click();
    await rh.getByRole('button', { name: 'Novo ciclo' }).click();
    await rh.getByRole('textbox', { name: /^Início do ciclo/ }).fill(br(inicioMes));
    await rh.getByRole('textbox', { name: /^Fim do ciclo/ }).fill(br(fimMes));
    await rh.getByRole('button', { name: 'Criar ciclo' }).click();
    await esperarAviso(rh, 'Ciclo criado.');
    const periodo = `${br(inicioMes)} a ${br(fimMes)}`;
    await expect
      .poll(() => rh.getByRole('table', { name: 'Ciclos' }).getByText(periodo).count())
      .toBe(1);

    await rh.getByRole('tab', { name: 'Colaboradores' }).click();
    await rh.getByRole('button', { name: 'Incluir colaborador' }).click();
    await rh.getByRole('combobox', { name: 'Colaborador' }).fill('Paula');
    await rh.getByRole('option', { name: COLABORADOR }).click();
    await rh.getByRole('button', { name: 'Incluir no banco' }).click();
    await esperarAviso(rh, 'Colaborador incluído no banco de horas.');

    await rh.getByRole('button', { name: `Lançar para ${COLABORADOR}` }).click();
    await rh.getByLabel(/^Horas/).fill('02:00');
    await rh.getByLabel(/^Motivo/).fill(MOTIVO);
    await rh.getByRole('button', { name: 'Lançar', exact: true }).click();
    await esperarAviso(rh, `Crédito de 02:00 lançado para ${COLABORADOR}.`);

    await rh.getByRole('button', { name: `Extrato de ${COLABORADOR}` }).click();
    const extrato = rh.getByRole('table', { name: 'Extrato do banco de horas' });
    const linha = extrato.getByRole('row').filter({ hasText: MOTIVO });
    await expect.poll(() => linha.count()).toBe(1);
    expect(await linha.textContent()).toContain('+02:00');
    expect(await linha.textContent()).toContain(br(hoje));
    await semAvisos(rh);
    expect(await violacoesGraves(rh)).toEqual([]);
    await rh.context().close();

    // No celular: a tela do colaborador cabe em 390 px.
    const colaboradora = await novaPagina(browser);
    await colaboradora.setViewportSize({ width: 390, height: 844 });
    await entrarNaHome(colaboradora, 'colaborador@demo.jornada.dev');
    await colaboradora.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/banco-horas`);
    const saldo = colaboradora.getByLabel('Saldo do banco de horas');
    await expect.poll(() => saldo.textContent()).toContain(BANCO);
    expect(await saldo.textContent()).toMatch(/[+-]?\d{2}:\d{2}/);
    expect(await saldo.textContent()).toContain(`Ciclo de ${periodo}`);
    const doCiclo = colaboradora.getByRole('table', { name: 'Extrato do banco de horas' });
    await expect.poll(() => doCiclo.getByText(MOTIVO).count()).toBe(1);
    // No celular a página não rola de lado (só a tabela, dentro da sua região) e passa no axe.
    expect(
      await colaboradora.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    expect(await violacoesGraves(colaboradora)).toEqual([]);
    await colaboradora.context().close();
  });

  it('RH reabre o ciclo fechado da demo com motivo e o fecha de novo: pagamentos por verba', async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await abrirBanco(rh, 'Banco de horas — acordo individual');
    await rh.getByRole('tab', { name: 'Ciclos' }).click();
    const fechado = rh.getByRole('table', { name: 'Ciclos' }).getByRole('row').filter({
      hasText: 'Fechado',
    });
    await fechado.getByRole('button', { name: /^Fechamento do ciclo/ }).click();
    await rh.getByText('Fechado (rodada 1)').waitFor();
    await rh.getByLabel('Motivo da reabertura').fill('Atestados entregues depois do fechamento');
    await rh.getByRole('button', { name: 'Reabrir ciclo' }).click();
    await rh.getByRole('button', { name: 'Reabrir', exact: true }).click();
    await esperarAviso(rh, 'os pagamentos foram estornados.');

    // A prévia do novo fechamento: quem recebe quanto, por verba (0150 = extras a 50 %).
    const previa = rh.getByRole('table', { name: 'Pagamentos do fechamento' });
    const pagamentos = previa.getByRole('row').filter({ hasText: 'Pagamento 50 %' });
    await expect.poll(() => pagamentos.count()).toBeGreaterThan(0);
    expect(await pagamentos.first().textContent()).toContain('0150');
    await rh.getByRole('button', { name: 'Confirmar fechamento' }).click();
    await rh.getByRole('button', { name: 'Fechar ciclo' }).click();
    // A gravação dos pagamentos vai para a fila: o aviso diz "fechado" e a barra acompanha.
    await esperarAviso(rh, /^Ciclo de .+ fechado[.;]/);
    await rh.getByText('Fechado (rodada 2)').waitFor();
    await expect
      .poll(
        () =>
          rh
            .getByRole('table', { name: 'Pagamentos do fechamento' })
            .getByRole('row')
            .filter({ hasText: 'Pagamento 50 %' })
            .count(),
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await rh.context().close();
  });
});
