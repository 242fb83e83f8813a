import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina } from './navegador.ts';

/**
 * Autorização prévia de horas extras (issue #22 §1) no Chromium contra o servidor real: a regra
 * padrão da demo passa a exigir autorização (retendo as extras sem ela) desde o dia 1º do mês —
 * restaurada no fim. A colaboradora pede autorização pelo celular e o gestor aprova com limite;
 * uma hora extra feita sem autorização aparece retida para o gestor, que manda pagar; o espelho
 * daquele dia passa a mostrá-la paga por decisão do gestor.
 */

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();
const base64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64');

const tokenDe = async (email: string) => {
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: base64({
        EmpresaId: 2,
        Email: email,
        Senha: sha256('Jornada@2026'),
        grantType: 'password',
      }),
    }),
  });
  return ((await r.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

const chamar = async <T>(token: string, method: 'GET' | 'PUT', caminho: string, corpo?: object) => {
  const r = await fetch(`${baseUrl()}${caminho}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(corpo ? { body: JSON.stringify(corpo) } : {}),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  return ((await r.json()) as { data: T }).data;
};

type Regra = {
  id: number;
  nome: string;
  exigeAutorizacaoHoraExtra?: boolean;
  destinoNaoAutorizada?: string;
};

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const hoje = new Date();
// Do dia 1º do mês (do anterior, nos primeiros dias): há dias encerrados com extras da demo.
const vigencia = iso(
  new Date(hoje.getFullYear(), hoje.getMonth() - (hoje.getDate() < 5 ? 1 : 0), 1),
);
const REGRAS = '/api/regras-calculo/api/v1/horaPositiva';

/** A apuração da equipe roda na hora (retidas, espelho): numa máquina ocupada passa de 15 s. */
const ESPERA = 45_000;
const LIMITE = 180_000;

const pagina = async (largura: number, altura: number) => {
  const page = await novaPagina(browser);
  page.setDefaultTimeout(ESPERA);
  await page.setViewportSize({ width: largura, height: altura });
  return page;
};

let browser: Browser;
let rh: string;
let regra: Regra;

beforeAll(async () => {
  browser = await abrirNavegador();
  rh = await tokenDe('rh@demo.jornada.dev');
  regra = (await chamar<Regra[]>(rh, 'GET', REGRAS)).find((r) => r.nome.endsWith('padrão CLT'))!;
  await chamar(rh, 'PUT', `${REGRAS}/${regra.id}`, {
    exigeAutorizacaoHoraExtra: true,
    destinoNaoAutorizada: 'reter',
    vigenciaInicio: vigencia,
  });
});

afterAll(async () => {
  await chamar(rh, 'PUT', `${REGRAS}/${regra.id}`, {
    exigeAutorizacaoHoraExtra: regra.exigeAutorizacaoHoraExtra ?? false,
    destinoNaoAutorizada: regra.destinoNaoAutorizada ?? 'reter',
    vigenciaInicio: vigencia,
  });
  await browser?.close();
});

const entrarGestor = async (): Promise<Page> => {
  const page = await pagina(1440, 1000);
  await entrarNaHome(page, 'gestor@demo.jornada.dev');
  await page.goto(`${baseUrl()}/#/dashboard/gestor/horas-extras`);
  return page;
};

describe('autorização de horas extras no Chromium', () => {
  it('a colaboradora pede pelo celular e o gestor aprova com limite', {
    timeout: LIMITE,
  }, async () => {
    const celular = await pagina(390, 844);
    await entrarNaHome(celular, 'colaborador@demo.jornada.dev');
    await celular.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/horas-extras`);
    await celular.getByRole('textbox', { name: 'Tempo extra previsto' }).fill('0130');
    await celular.getByRole('textbox', { name: 'Motivo' }).fill('Inventário do estoque');
    await celular.getByRole('button', { name: 'Enviar pedido' }).click();
    const meus = celular.getByRole('list', { name: 'Meus pedidos' });
    await meus.getByText('Inventário do estoque').first().waitFor();
    expect(await meus.getByRole('listitem').first().textContent()).toContain('Pendente');
    await celular.context().close();

    const gestor = await entrarGestor();
    const dataBr = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await gestor
      .getByRole('button', { name: `Aprovar pedido de Paula Andrade em ${dataBr}` })
      .first()
      .click();
    const dialogo = gestor.getByRole('dialog', { name: 'Aprovar horas extras' });
    await dialogo.getByRole('textbox', { name: 'Limite aprovado' }).fill('0100');
    const decidiu = gestor.waitForResponse(
      (r) => r.url().includes('/decidir') && r.status() === 200,
    );
    await dialogo.getByRole('button', { name: 'Aprovar' }).click();
    expect((await (await decidiu).json()).data.status).toBe('aprovada');
    await gestor.getByRole('tab', { name: 'Autorizações' }).click();
    const autorizacoes = gestor.getByRole('table', { name: 'Autorizações de horas extras' });
    await autorizacoes
      .getByRole('row')
      .filter({ hasText: 'Paula Andrade' })
      .filter({ hasText: '1h' })
      .first()
      .waitFor();
    await gestor.context().close();
  });

  it('hora extra sem autorização fica retida; o gestor manda pagar e o espelho mostra paga', {
    timeout: LIMITE,
  }, async () => {
    const page = await entrarGestor();
    await page.getByRole('tab', { name: 'Retidas' }).click();
    const tabela = page.getByRole('table', { name: 'Horas extras retidas' });
    await tabela.waitFor();
    const linhas = tabela.getByRole('row').filter({ hasText: 'Paula Andrade' });
    const antes = await linhas.count();
    expect(antes).toBeGreaterThan(0);
    const linha = linhas.last();
    const texto = (await linha.textContent()) ?? '';
    const [, dia, mes, ano] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(texto) ?? [];
    await linha.getByRole('button', { name: /^Decidir horas extras de Paula Andrade/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Decidir horas extras retidas' });
    expect(await dialogo.textContent()).toContain('passam a horas extras pagas');
    const decidiu = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/autorizacao-he/decisoes' && r.status() === 200,
    );
    await dialogo.getByRole('button', { name: 'Confirmar decisão' }).click();
    await decidiu;
    await expect.poll(() => linhas.count(), { timeout: ESPERA }).toBe(antes - 1);

    await page.goto(
      `${baseUrl()}/#/dashboard/gestor/espelhos?usuarioId=${(await decidiu).request().postDataJSON().usuarioId}&ano=${ano}&mes=${Number(mes)}`,
    );
    const espelho = page.getByRole('table', { name: 'Dias do espelho' });
    await espelho.waitFor();
    const doDia = espelho
      .getByRole('row')
      .filter({ hasText: `${dia}/${mes}` })
      .first();
    await expect
      .poll(() => doDia.textContent(), { timeout: ESPERA })
      .toContain('paga por decisão do gestor');
    await page.context().close();
  });
});
