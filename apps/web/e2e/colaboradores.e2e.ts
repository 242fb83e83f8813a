import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina } from './navegador.ts';

/**
 * Colaboradores no Chromium contra o servidor real (PGlite novo, semeado): o RH inclui um
 * colaborador, acha-o pela busca sem acento e o desliga; o AFD exportado traz os dois registros
 * tipo 5 (inclusão I e exclusão E) com o CPF dele. Datas: as que a tela propõe (hoje no navegador).
 */

const SENHA = 'Jornada@2026';
const RH = 'rh@demo.jornada.dev';
const SUFIXO = Date.now().toString(36);
const NOME = `Conceição E2e ${SUFIXO}`;

/** CPF válido a partir de 9 dígitos (derivados do instante: não repete entre execuções). */
const cpfValido = (base9: string) => {
  const d = base9.split('').map(Number);
  const dv = (nums: number[]) => {
    const r = (nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d);
  return `${base9}${d1}${dv([...d, d1])}`;
};
const CPF = cpfValido(String(Date.now()).slice(-9).replace(/^0/, '7'));
// O primeiro dígito difere do CPF acima: com os 9 últimos dígitos do instante começando em 8
// (27/11/2026, por ~28 h), os dois CPFs saíam iguais e a admissão era recusada por CPF repetido.
const CPF_ADMISSAO = cpfValido(`${CPF.startsWith('8') ? '9' : '8'}${String(Date.now()).slice(-8)}`);
const NOME_ADMISSAO = `Admissão E2e ${SUFIXO}`;

let browser: Browser;
let rh: Page;

const tokenRh = async () => {
  const credenciais = {
    EmpresaId: 2,
    Email: RH,
    Senha: createHash('sha256').update(SENHA).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-colaboradores',
  };
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  return ((await login.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

/** Registros tipo 5 do AFD de hoje com o CPF do colaborador criado: a operação (I/A/E) de cada. */
const operacoesNoAfd = async () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const r = await fetch(`${baseUrl()}/api/main/afd?dataInicio=${hoje}&dataFim=${hoje}`, {
    headers: { authorization: `Bearer ${await tokenRh()}` },
  });
  const texto = new TextDecoder('latin1').decode(await r.arrayBuffer());
  return texto
    .split('\r\n')
    .filter((l) => l[9] === '5' && l.slice(35, 47) === `0${CPF}`)
    .map((l) => l[34]);
};

beforeAll(async () => {
  browser = await abrirNavegador();
  rh = await novaPagina(browser);
  await rh.setViewportSize({ width: 1440, height: 1000 });
  await rh.goto(`${baseUrl()}/login`);
  await rh.getByLabel('Empresa').fill('2');
  await rh.getByLabel('E-mail').fill(RH);
  await rh.getByLabel(/^Senha/).fill(SENHA);
  await rh.getByRole('button', { name: 'Entrar' }).click();
  await rh.waitForURL(/\/home$/);
});
afterAll(() => browser?.close());

describe('Colaboradores no Chromium: inclusão e desligamento vão ao REP (AFD tipo 5)', () => {
  it('RH inclui, busca sem acento e desliga; o AFD traz I e E com o CPF', async () => {
    await rh.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
    await rh.getByRole('table', { name: 'Lista de colaboradores' }).waitFor();

    await rh.getByRole('button', { name: 'Novo colaborador' }).click();
    const modal = rh.getByRole('dialog', { name: 'Novo colaborador' });
    await modal.getByLabel(/^Nome/).fill(NOME);
    await modal.getByLabel(/^CPF/).pressSequentially(CPF);
    await modal.getByLabel(/^E-mail/).fill(`e2e.${SUFIXO}@demo.jornada.dev`);
    await modal.getByRole('combobox', { name: /^Filial/ }).click();
    await rh.getByRole('option').first().click();
    await modal.getByRole('button', { name: /Admissão/ }).click();
    const hoje = new Date();
    const mes = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(hoje);
    await rh
      .getByRole('button', { name: `${hoje.getDate()} ${mes} ${hoje.getFullYear()}`, exact: true })
      .click();
    await rh.getByRole('button', { name: 'Selecionar' }).click();
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await rh.getByText('Colaborador cadastrado.').waitFor();

    await rh.getByLabel('Buscar colaborador').fill(`conceicao e2e ${SUFIXO}`);
    const linha = rh
      .getByRole('table', { name: 'Lista de colaboradores' })
      .getByRole('row')
      .filter({ hasText: NOME });
    await expect.poll(() => linha.count()).toBe(1);

    await linha.getByRole('button', { name: `Desligar ${NOME}` }).click();
    await rh
      .getByRole('dialog', { name: `Desligar ${NOME}` })
      .getByRole('button', { name: 'Desligar' })
      .click();
    await rh.getByText('Colaborador desligado.').waitFor();

    expect(await operacoesNoAfd()).toEqual(['I', 'E']);
  });
});

describe('Admissão em um passo no Chromium: escala, regra de ponto e perfil com o cadastro', () => {
  it('RH admite com matrícula, escala, regra de ponto, perfil e sem marcação pela web', async () => {
    // A tela pode estar com a busca do teste anterior: recarregada, volta à lista completa.
    await rh.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
    await rh.reload();
    await rh.getByRole('table', { name: 'Lista de colaboradores' }).waitFor();
    await rh.getByRole('button', { name: 'Novo colaborador' }).click();
    const modal = rh.getByRole('dialog', { name: 'Novo colaborador' });
    await modal.getByLabel(/^Nome/).fill(NOME_ADMISSAO);
    await modal.getByLabel(/^CPF/).pressSequentially(CPF_ADMISSAO);
    await modal.getByLabel(/^E-mail/).fill(`admissao.${SUFIXO}@demo.jornada.dev`);
    await modal.getByLabel(/^Matrícula/).fill(`E2E-${SUFIXO}`.slice(0, 20));
    await modal.getByRole('combobox', { name: /^Filial/ }).click();
    await rh.getByRole('option').first().click();
    const hoje = new Date();
    const dd = String(hoje.getDate()).padStart(2, '0');
    const mm = String(hoje.getMonth() + 1).padStart(2, '0');
    await modal
      .getByRole('textbox', { name: /^Admissão/ })
      .pressSequentially(`${dd}${mm}${hoje.getFullYear()}`);

    const escala = modal.getByRole('combobox', { name: /^Escala/ });
    await expect.poll(() => escala.isEnabled()).toBe(true);
    await escala.click();
    const opcaoEscala = rh.getByRole('option').first();
    const nomeEscala = (await opcaoEscala.textContent())!.trim();
    await opcaoEscala.click();
    const regra = modal.getByRole('combobox', { name: /^Regra de ponto/ });
    await expect.poll(() => regra.isEnabled()).toBe(true);
    await regra.click();
    const opcaoRegra = rh.getByRole('option').first();
    const nomeRegra = (await opcaoRegra.textContent())!.replace(' (padrão da empresa)', '').trim();
    await opcaoRegra.click();
    await modal.getByRole('combobox', { name: /^Perfil de acesso/ }).click();
    await rh.getByRole('option', { name: 'Colaborador', exact: true }).click();
    await modal.getByRole('switch', { name: /Marcação pela web/ }).uncheck({ force: true });
    await modal.getByRole('button', { name: 'Salvar' }).click();

    const resumo = rh.getByRole('status').filter({ hasText: `${NOME_ADMISSAO} foi cadastrado` });
    await resumo.waitFor();
    const data = `${dd}/${mm}/${hoje.getFullYear()}`;
    const texto = await resumo.textContent();
    expect(texto).toContain(`Escala: ${nomeEscala}, desde ${data}`);
    expect(texto).toContain(`Regra de ponto: ${nomeRegra}, desde ${data}`);
    expect(texto).toContain('Perfil de acesso: Colaborador');
    expect(texto).toContain('Marcação pela web: desabilitada');

    // A tela de alocações de escala já enxerga a pessoa, sem uma segunda tela de cadastro.
    const token = await tokenRh();
    const busca = await fetch(
      `${baseUrl()}/api/main/colaboradores?search=${encodeURIComponent(NOME_ADMISSAO)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const [pessoa] = ((await busca.json()) as { data: { items: { id: number }[] } }).data.items;
    const alocacoes = await fetch(`${baseUrl()}/api/escala/alocacao?usuarioId=${pessoa!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const itens = ((await alocacoes.json()) as { data: { items: { escalaNome: string }[] } }).data
      .items;
    expect(itens.map((a) => a.escalaNome)).toEqual([nomeEscala]);
  });
});
