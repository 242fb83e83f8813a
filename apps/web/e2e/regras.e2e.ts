import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * Regras de ponto no Chromium contra o servidor real (PGlite novo, semeado): o RH cria uma regra
 * de ponto, aloca a um colaborador a partir de hoje e vê a alocação nova (e a anterior, encerrada
 * na véspera) no histórico do colaborador. As datas são as que a tela propõe (hoje no navegador),
 * então o fluxo não depende da hora do dia.
 */

const RH = 'rh@demo.jornada.dev';
const NOME_REGRA = `Regra e2e ${Date.now().toString(36)}`;

let browser: Browser;
let rh: Page;

const entrar = (email: string) => paginaNaHome(browser, email);

/**
 * Um colaborador com a alocação da demo ("Padrão CLT" desde 2024), o último da lista, escolhido
 * pela API e não por nome fixo.
 */
const colaboradorDaDemo = async (): Promise<string> => {
  const credenciais = {
    EmpresaId: 2,
    Email: RH,
    Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-regras',
  };
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  const token = ((await login.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
  const r = await fetch(
    `${baseUrl()}/api/regras-alocacao/alocacao?status=ativa&pageNumber=1&pageSize=5000`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { items } = (
    (await r.json()) as {
      data: { items: { usuarioNome: string; regraNome: string; dataFim: string | null }[] };
    }
  ).data;
  const alocacao = items.filter((a) => a.regraNome === 'Padrão CLT' && a.dataFim === null).at(-1);
  if (!alocacao) throw new Error('a demo não tem colaborador com a regra Padrão CLT');
  return alocacao.usuarioNome;
};

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const respostaDe = (page: Page, metodo: string, fim: RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === metodo && fim.test(new URL(r.url()).pathname),
  );

beforeAll(async () => {
  browser = await abrirNavegador();
  rh = await entrar(RH);
});

afterAll(async () => {
  await browser?.close();
});

describe('regras de ponto e alocação (RH)', () => {
  it('cria uma regra de ponto, aloca a um colaborador e a vê no histórico', async () => {
    const colaborador = await colaboradorDaDemo();

    await rh.goto(`${baseUrl()}/#/dashboard/admin/regras-calculo`);
    await rh.getByRole('heading', { name: 'Regras de cálculo' }).waitFor();
    const listaRegras = respostaDe(rh, 'GET', /\/regraponto$/);
    await rh.getByRole('tab', { name: 'Regras de ponto' }).click();
    await listaRegras;
    await rh.getByRole('table', { name: 'Regras de ponto' }).getByText('Padrão CLT').waitFor();

    // Nova regra de ponto: nome e uma escolha da composição (a tolerância padrão CLT).
    await rh.getByRole('button', { name: 'Nova regra de ponto' }).click();
    const form = rh.getByRole('form', { name: 'Nova regra de ponto' });
    await form.getByRole('textbox', { name: 'Nome' }).fill(NOME_REGRA);
    await form.getByRole('combobox', { name: 'Tolerância' }).click();
    await rh.getByRole('option', { name: /^Regra de tolerância — padrão CLT/ }).click();
    const criada = respostaDe(rh, 'POST', /\/regraponto$/);
    await form.getByRole('button', { name: 'Criar regra de ponto' }).click();
    expect((await criada).status()).toBe(201);
    await rh.getByRole('table', { name: 'Regras de ponto' }).getByText(NOME_REGRA).waitFor();

    // Alocação ao colaborador a partir de hoje (a data que o formulário propõe).
    await rh.getByRole('tab', { name: 'Alocações' }).click();
    await rh.getByRole('button', { name: 'Alocar regra de ponto' }).click();
    const alocar = rh.getByRole('form', { name: 'Alocar regra de ponto' });
    await alocar.getByRole('combobox', { name: 'Regra de ponto' }).click();
    await rh.getByRole('option', { name: NOME_REGRA, exact: true }).click();
    await alocar.getByRole('combobox', { name: 'Colaboradores' }).fill(colaborador);
    await rh
      .getByRole('option', { name: new RegExp(`^${escapar(colaborador)}`) })
      .first()
      .click();
    // Tab sai do campo e fecha a lista de opções (o MultiSelect fica aberto para mais escolhas).
    await alocar.getByRole('combobox', { name: 'Colaboradores' }).press('Tab');
    await rh.getByRole('listbox').waitFor({ state: 'hidden' });
    const alocada = respostaDe(rh, 'POST', /\/alocacao$/);
    await alocar.getByRole('button', { name: 'Alocar' }).click();
    expect((await alocada).status()).toBe(201);
    await alocar.waitFor({ state: 'hidden' });

    // A lista (busca pelo colaborador) mostra a alocação nova; o histórico mostra as duas.
    const busca = respostaDe(rh, 'GET', /\/alocacao$/);
    await rh.getByRole('textbox', { name: 'Buscar colaborador' }).fill(colaborador);
    await busca;
    const tabela = rh.getByRole('table', { name: 'Alocações de regra de ponto' });
    await tabela.getByRole('row').filter({ hasText: NOME_REGRA }).waitFor();
    await tabela
      .getByRole('button', { name: `Histórico de ${colaborador}` })
      .first()
      .click();

    const historico = rh.getByRole('list', { name: `Alocações de ${colaborador}` });
    const nova = historico.getByRole('listitem', { name: NOME_REGRA });
    await nova.getByText('Ativa', { exact: true }).waitFor();
    await nova.getByText(/^Vigência: a partir de \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await nova.getByRole('cell', { name: 'Alocação', exact: true }).waitFor();
    const anterior = historico.getByRole('listitem', { name: 'Padrão CLT' });
    await anterior.getByRole('cell', { name: 'Encerrada por nova alocação' }).waitFor();
    await expect
      .poll(() => historico.getByRole('listitem').first().getAttribute('aria-label'))
      .toBe(NOME_REGRA);

    // A configuração que a regra nova aplica, resolvida pela API (get-by-id com withRegraDePonto).
    await nova.getByRole('button', { name: `Ver configuração de ${NOME_REGRA}` }).click();
    await nova
      .getByRole('list', { name: `Configuração de ${NOME_REGRA}` })
      .getByText(/^Tolerância: \d+ min por marcação, \d+ min por dia/)
      .waitFor();
  });
});
