import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abrirNavegador,
  baseUrl,
  entrarNaHome,
  novaPagina,
  paginaNaHome,
  SENHA_DEMO,
} from './navegador.ts';

/**
 * Quiosque no Chromium contra o servidor real: o RH cadastra e ativa o tablet; três pessoas da
 * demo marcam por PIN, QR dinâmico e crachá; o tablet fica sem rede, marca duas vezes (fila no
 * IndexedDB), volta e envia; cada marcação entra uma vez, com NSR e comprovante, e o AFD traz
 * todas com o coletor 04 (quiosque). Matrículas da demo: 1000 + a ordem do cadastro.
 */
const NOME = `Entrada E2e ${Date.now().toString(36)}`;
const PIN = { email: 'colaborador@demo.jornada.dev', matricula: '1003', nome: 'Paula Andrade' };
const QR = { email: 'colaborador02@demo.jornada.dev', matricula: '1004' };
const CRACHA = { matricula: '1005' };

type Marcacao = { nsr: number; comprovante: string; offline: boolean; repetida: boolean };

let browser: Browser;
let quiosque: Page;
const respostas: Marcacao[] = [];

const tokenRh = async () => {
  const credenciais = {
    EmpresaId: 2,
    Email: 'rh@demo.jornada.dev',
    Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-quiosque',
  };
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  return ((await login.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

/** Registros tipo 7 do AFD de hoje por NSR: coletor (campo 6) e a marca de off-line. */
const marcacoesNoAfd = async () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const r = await fetch(`${baseUrl()}/api/main/afd?dataInicio=${hoje}&dataFim=${hoje}`, {
    headers: { authorization: `Bearer ${await tokenRh()}` },
  });
  const texto = new TextDecoder('latin1').decode(await r.arrayBuffer());
  return new Map(
    texto
      .split('\r\n')
      .filter((l) => l[9] === '7')
      .map((l) => [Number(l.slice(0, 9)), { coletor: l.slice(70, 72), offline: l[72] }]),
  );
};

/** Colaborador(a) logado(a), já no próprio painel. */
const painelDe = async (email: string) => {
  const page = await novaPagina(browser);
  await entrarNaHome(page, email);
  await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/meu-painel`);
  return page;
};

/** Identifica, confirma o nome e marca; devolve o texto do comprovante. */
const confirmarEMarcar = async (nome?: string) => {
  if (nome) await quiosque.getByRole('heading', { name: nome }).waitFor();
  await quiosque.getByRole('button', { name: 'Confirmar marcação' }).click();
  const comprovante = quiosque.getByText(/^Comprovante: [0-9A-F]{20}$/);
  await comprovante.waitFor();
  const texto = await comprovante.textContent();
  await quiosque.getByRole('button', { name: 'Concluir' }).click();
  return texto;
};

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

/** Escolhe o método no SegmentedControl (o rádio fica escondido sob o rótulo). */
const metodo = (nome: string) =>
  quiosque
    .locator('label')
    .filter({ hasText: new RegExp(`^${nome}$`) })
    .click();

describe('quiosque de ponto no Chromium', () => {
  it('o RH cadastra o quiosque e o tablet se ativa com o código', async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/quiosques`);
    await rh.getByRole('button', { name: 'Novo quiosque' }).click();
    await rh.getByLabel('Nome', { exact: true }).fill(NOME);
    await rh.getByRole('combobox', { name: 'Filial' }).click();
    await rh.getByRole('option').first().click();
    await rh.getByRole('button', { name: 'Salvar' }).click();
    await rh.getByRole('button', { name: `Gerar código de ativação de ${NOME}` }).click();
    const codigo =
      (await rh.getByLabel('Código de ativação', { exact: true }).textContent())?.trim() ?? '';
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
    await rh.context().close();

    quiosque = await novaPagina(browser);
    await quiosque.setViewportSize({ width: 1280, height: 800 });
    quiosque.on('response', async (r) => {
      if (r.url().endsWith('/api/quiosque/aparelho/marcar') && r.ok())
        respostas.push((await r.json()).data);
    });
    await quiosque.goto(`${baseUrl()}/#/quiosque`);
    await quiosque.getByLabel('Código de ativação', { exact: true }).fill(codigo);
    await quiosque.getByRole('button', { name: 'Ativar quiosque' }).click();
    await quiosque.getByRole('heading', { name: NOME }).waitFor();
  });

  it('três pessoas marcam por PIN, QR dinâmico e crachá', async () => {
    // A colaboradora define o PIN no próprio painel.
    const paula = await painelDe(PIN.email);
    await paula.getByLabel('Novo PIN').fill('4826');
    await paula.getByLabel('Confirme o PIN').fill('4826');
    await paula.getByRole('button', { name: 'Salvar PIN' }).click();
    await paula.getByText('PIN do quiosque definido.').waitFor();
    await paula.context().close();

    await quiosque.getByLabel('Matrícula', { exact: true }).fill(PIN.matricula);
    for (const d of '4826') await quiosque.getByRole('button', { name: d, exact: true }).click();
    await quiosque.getByRole('button', { name: 'Continuar' }).click();
    expect(await confirmarEMarcar(PIN.nome)).toMatch(/^Comprovante: /);

    // O QR dinâmico do app de outra pessoa, lido pelo leitor USB (texto + Enter).
    const outra = await painelDe(QR.email);
    const qr = outra.waitForResponse((r) => r.url().endsWith('/api/quiosque/meu/qr'));
    await outra.getByRole('button', { name: 'Mostrar QR do quiosque' }).click();
    const conteudo = (await (await qr).json()).data.conteudo as string;
    await outra.getByRole('img', { name: 'QR do quiosque' }).waitFor();
    await outra.context().close();

    await metodo('QR');
    await quiosque.getByLabel('Código do QR').fill(conteudo);
    await quiosque.getByLabel('Código do QR').press('Enter');
    expect(await confirmarEMarcar()).toMatch(/^Comprovante: /);

    await metodo('Crachá');
    await quiosque.getByLabel('Matrícula (crachá)').fill(CRACHA.matricula);
    await quiosque.getByLabel('Matrícula (crachá)').press('Enter');
    expect(await confirmarEMarcar()).toMatch(/^Comprovante: /);
    await expect.poll(() => respostas.length).toBe(3);
  });

  it('sem rede guarda as marcações e, de volta, envia cada uma uma vez', async () => {
    await quiosque.context().setOffline(true);
    await quiosque.getByText('Off-line').waitFor();
    await quiosque.getByLabel('Matrícula (crachá)').fill(CRACHA.matricula);
    await quiosque.getByLabel('Matrícula (crachá)').press('Enter');
    await quiosque.getByText('Marcação guardada sem conexão').waitFor();
    await quiosque.getByRole('button', { name: 'Concluir' }).click();
    await metodo('Matrícula e PIN');
    await quiosque.getByLabel('Matrícula', { exact: true }).fill(PIN.matricula);
    await quiosque.getByLabel('PIN', { exact: true }).fill('4826');
    await quiosque.getByRole('button', { name: 'Continuar' }).click();
    await quiosque.getByText('Sem conexão — marcações guardadas: 2').waitFor();

    await quiosque.context().setOffline(false);
    await expect.poll(() => respostas.length, { timeout: 30_000 }).toBe(5);
    await quiosque.getByText(/marcações guardadas/).waitFor({ state: 'detached' });
    const offline = respostas.slice(3);
    expect(offline.every((m) => m.offline && !m.repetida)).toBe(true);
    const nsrs = respostas.map((m) => m.nsr);
    expect(new Set(nsrs).size).toBe(5);
    expect(offline[1]!.nsr).toBeGreaterThan(offline[0]!.nsr);

    const afd = await marcacoesNoAfd();
    for (const m of respostas) {
      expect(afd.get(m.nsr)?.coletor).toBe('04');
      expect(afd.get(m.nsr)?.offline).toBe(m.offline ? '1' : '0');
    }
  });
});
