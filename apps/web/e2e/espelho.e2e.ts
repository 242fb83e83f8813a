import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaDemo, novaPagina } from './navegador.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const entrar = entrarNaDemo;

describe('espelho de ponto no Chromium', () => {
  it('o colaborador abre o espelho do mês, vê os dias, os totais e a explicação de um dia', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev');
    await page.waitForURL(/#\/dashboard\//);
    const carregou = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/espelho' && r.status() === 200,
    );
    await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/espelho`);
    const resposta = await (await carregou).json();
    const hoje = new Date();
    expect(resposta.data.periodo.mes).toBe(hoje.getMonth() + 1);

    const tabela = page.getByRole('table', { name: 'Dias do espelho' });
    await tabela.waitFor();
    const linhasDias = tabela.getByRole('rowheader');
    expect(await linhasDias.count()).toBe(resposta.data.dias.length);

    const totais = page.getByRole('region', { name: 'Totais do espelho' });
    await expect.poll(() => totais.textContent()).toContain('Previsto');
    expect(await totais.textContent()).toContain('Trabalhado');

    // Um dia já apurado, com explicação do motor.
    type Dia = { data: string; apuracao: { explicacao: string[] } | null };
    const apurado = (resposta.data.dias as Dia[]).find(
      (d) => d.apuracao && d.apuracao.explicacao.length > 0,
    );
    if (!apurado?.apuracao) throw new Error('o espelho demo não tem dia apurado com explicação');
    const ddmm = `${apurado.data.slice(8, 10)}/${apurado.data.slice(5, 7)}`;
    await page.getByRole('button', { name: `Ver explicação de ${ddmm}` }).click();
    const explicacao = page.getByRole('list', { name: `Explicação de ${ddmm}` });
    await expect.poll(() => explicacao.textContent()).toContain(apurado.apuracao.explicacao[0]);
    await page.context().close();
  });

  it('o gestor registra um abono (casamento) num dia do mês anterior, o dia sai abonado e volta ao cancelar', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'gestor@demo.jornada.dev');
    await page.waitForURL(/\/home$|#\/dashboard\//);
    await page.goto(`${baseUrl()}/#/dashboard/gestor/espelhos`);
    await page.getByPlaceholder('Busque pelo nome').click();
    const atual = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/espelho' && r.status() === 200,
    );
    await page.getByRole('option', { name: /Paula Andrade/ }).click();
    await atual;

    // O mês anterior está todo apurado (a semente marca desde o dia 1º dele), seja qual for a
    // hora e o dia de hoje.
    const anterior = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/espelho' && r.status() === 200 && url.searchParams.has('mes');
    });
    const hoje = new Date();
    const mesAnterior = hoje.getMonth() === 0 ? 12 : hoje.getMonth();
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    let resposta = await (await anterior).json();
    while (resposta.data.periodo.mes !== mesAnterior) {
      resposta = await (
        await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/espelho')
      ).json();
    }

    type Dia = {
      data: string;
      aberto: boolean;
      jornada: unknown[];
      ausenciaJustificada: unknown;
      apuracao: { falta: number } | null;
    };
    const candidatos = (resposta.data.dias as Dia[]).filter(
      (d) => !d.aberto && d.jornada.length > 0 && d.ausenciaJustificada === null && d.apuracao,
    );
    const alvo = candidatos.find((d) => (d.apuracao?.falta ?? 0) > 0) ?? candidatos[0];
    if (!alvo) throw new Error('o espelho do mês anterior não tem dia de trabalho apurado');
    const ddmm = `${alvo.data.slice(8, 10)}/${alvo.data.slice(5, 7)}`;

    await page.getByRole('button', { name: `Registrar abono em ${ddmm}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Registrar abono em ${ddmm}` });
    await dialogo.getByPlaceholder('Escolha o motivo').click();
    await page.getByRole('option', { name: 'Casamento (CLT art. 473, II)' }).click();
    await dialogo.getByLabel('Observação').fill('Registro do teste ponta a ponta');
    const gravou = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname === '/api/main/SalvarAvisoAusenciaLancamento',
    );
    const releu = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' &&
        new URL(r.url()).pathname === '/api/espelho' &&
        r.status() === 200,
    );
    await dialogo.getByRole('button', { name: 'Registrar abono' }).click();
    expect((await gravou).status()).toBe(200);
    const relido = await (await releu).json();
    const dia = (relido.data.dias as (Dia & { apuracao: { explicacao: string[] } })[]).find(
      (d) => d.data === alvo.data,
    );
    expect(dia?.apuracao.falta).toBe(0);

    const tabela = page.getByRole('table', { name: 'Dias do espelho' });
    const linha = tabela
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${ddmm}`) }) });
    await expect.poll(() => linha.textContent()).toContain('Abonado');
    await page.getByRole('button', { name: `Ver explicação de ${ddmm}` }).click();
    // O detalhe do dia nomeia o motivo e a base legal (vale para dia com ou sem marcações).
    const detalhe = page.locator(`#explicacao-${alvo.data}`);
    await expect
      .poll(() => detalhe.textContent())
      .toContain('Ausência justificada: Casamento (CLT art. 473, II)');

    // Cancelar o abono (com motivo) devolve o dia ao cálculo sem a ausência justificada.
    await page.getByRole('button', { name: `Cancelar abono em ${ddmm}` }).click();
    const cancelamento = page.getByRole('dialog', { name: `Cancelar abono em ${ddmm}` });
    await cancelamento.getByLabel(/^Motivo do cancelamento/).fill('Lançado no dia errado');
    const cancelou = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname === '/api/main/CancelarAvisoAusenciaLancamento',
    );
    const releuSemAbono = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' &&
        new URL(r.url()).pathname === '/api/espelho' &&
        r.status() === 200,
    );
    await cancelamento.getByRole('button', { name: 'Cancelar abono' }).click();
    expect((await cancelou).status()).toBe(200);
    const semAbono = (await (await releuSemAbono).json()).data.dias as Dia[];
    expect(semAbono.find((d) => d.data === alvo.data)?.ausenciaJustificada).toBeNull();
    await page.getByText('Ausência justificada cancelada').waitFor();
    await cancelamento.waitFor({ state: 'hidden' });
    await expect.poll(() => linha.textContent()).not.toContain('Abonado');
    await linha.getByRole('button', { name: `Registrar abono em ${ddmm}` }).waitFor();
    await page.context().close();
  });

  it('o RH altera uma regra de tolerância a partir de uma data e vê a nova versão no histórico', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'rh@demo.jornada.dev');
    await page.waitForURL(/\/home$/);
    // Pelo menu, sem recarregar a página (a sessão já está em memória).
    await page.getByRole('link', { name: 'Regras de cálculo' }).first().click();
    await page.waitForURL(/#\/dashboard\/admin\/regras-calculo$/);
    await page.getByRole('tab', { name: 'Tolerância' }).click();
    await page.getByRole('button', { name: 'Nova regra' }).click();

    const nome = `Tolerância CCT ${Date.now()}`;
    const criar = page.getByRole('form', { name: 'Nova regra' });
    await criar.getByLabel('Nome').fill(nome);
    await criar.getByRole('button', { name: 'Criar regra' }).click();
    const tabela = page.getByRole('table', { name: 'Regras de Tolerância' });
    await tabela.getByText(nome).waitFor();

    await tabela.getByRole('button', { name: `Alterar ${nome}` }).click();
    const alterar = page.getByRole('form', { name: 'Alterar regra' });
    const porMarcacao = alterar.getByLabel('Tolerância por marcação (min)');
    await porMarcacao.fill('3');
    // Vigência: o último dia do mês corrente.
    const hoje = new Date();
    const ultimo = new Date(hoje.getFullYear(), hoje.getMonth() + 1, 0);
    const nomeMes = ultimo.toLocaleString('pt-BR', { month: 'long' });
    await alterar.getByRole('button', { name: /Vigência a partir de/ }).click();
    await page
      .getByRole('button', {
        name: new RegExp(`^${ultimo.getDate()} ${nomeMes} ${ultimo.getFullYear()}`),
      })
      .first()
      .click();
    await page.getByRole('button', { name: 'Selecionar' }).click();
    const dd = String(ultimo.getDate()).padStart(2, '0');
    const mm = String(ultimo.getMonth() + 1).padStart(2, '0');
    const dataBr = `${dd}/${mm}/${ultimo.getFullYear()}`;
    await expect
      .poll(() => alterar.getByRole('textbox', { name: /Vigência a partir de/ }).inputValue())
      .toBe(dataBr);

    const gravou = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/tolerancia/'),
    );
    await alterar.getByRole('button', { name: 'Salvar nova versão' }).click();
    expect((await gravou).status()).toBe(200);
    await expect.poll(() => tabela.textContent()).toContain(`v2, a partir de ${dataBr}`);

    await tabela.getByRole('button', { name: `Histórico de ${nome}` }).click();
    const historico = page.getByRole('table', { name: `Histórico de ${nome}` });
    await expect.poll(() => historico.textContent()).toContain('Versão 2');
    const texto = await historico.textContent();
    expect(texto).toContain(`a partir de ${dataBr}`);
    expect(texto).toContain('Versão 1');
    expect(texto).toContain('Tolerância por marcação (min): 3');
    await page.context().close();
  });
});
