import { createHash } from 'node:crypto';
import { completarCnpj, type EmpregadorWire } from '@jornada/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violacoesGraves } from './axe.ts';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * Empresa e filiais no Chromium contra o servidor real: o RH inclui uma filial (CNPJ válido, UF e
 * município das listas do IBGE, endereço), vê-a na lista, altera o endereço e o vê gravado; um
 * CNPJ inválido mostra o erro no campo e nada é gravado. O servidor é de todos os arquivos e
 * guarda a filial: o nome "Zz Filial E2E ..." a põe por último em todas as listas (quem escolhe a
 * primeira filial continua com a da demo).
 */

const aleatorio = (digitos: number) =>
  Array.from({ length: digitos }, () => Math.floor(Math.random() * 10)).join('');
// Raiz aleatória, estabelecimento 0001..9999: outra execução não repete a inscrição.
const CNPJ = completarCnpj(
  `${aleatorio(8)}${String(1 + Math.floor(Math.random() * 9999)).padStart(4, '0')}`,
);
const NOME = `Zz Filial E2E ${aleatorio(4)}`;

let browser: Browser;
let rh: Page;

beforeAll(async () => {
  browser = await abrirNavegador();
  rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
});
afterAll(async () => {
  await browser?.close();
});

const abrirEmpresaEFiliais = async () => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
  await rh.getByRole('tab', { name: 'Empresa e filiais' }).click();
  await rh.getByRole('table', { name: 'Lista de filiais' }).waitFor();
};

const escolher = async (form: Locator, campo: RegExp, busca: string, opcao: string) => {
  const select = form.getByRole('combobox', { name: campo });
  await select.click();
  await select.fill(busca);
  await rh.getByRole('option', { name: opcao, exact: true }).click();
};

/** Filiais pela API, com um login do RH (mesma conta da tela). */
const filiaisNaApi = async () => {
  const credenciais = {
    EmpresaId: 2,
    Email: 'rh@demo.jornada.dev',
    Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-filiais',
  };
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  const token = ((await login.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
  const r = await fetch(`${baseUrl()}/api/main/empregador`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await r.json()) as { data: EmpregadorWire }).data.filiais;
};

const confirmarGravacao = async () => {
  const confirmar = rh.getByRole('dialog', { name: 'Confirmar alteração do empregador' });
  await confirmar.getByRole('button', { name: 'Confirmar e registrar' }).click();
  await confirmar.waitFor({ state: 'detached' });
};

describe('Empresa e filiais no Chromium', () => {
  it('RH inclui uma filial com CNPJ, município do IBGE e endereço, e altera o endereço', async () => {
    await abrirEmpresaEFiliais();
    await rh.getByRole('button', { name: 'Nova filial' }).click();
    const form = rh.getByRole('dialog', { name: 'Nova filial' });
    await form.getByLabel(/^Nome da filial/).fill(NOME);
    await form.getByLabel(/^CNPJ/).pressSequentially(CNPJ);
    await form.getByLabel('CEP').pressSequentially('13015904');
    await form.getByLabel('Bairro').fill('Centro');
    await form.getByLabel('Logradouro').fill('Rua Barão de Jaguara');
    await form.getByLabel('Número').fill('1000');
    await escolher(form, /^UF/, 'SP', 'SP');
    await escolher(form, /^Município/, 'Campinas', 'Campinas');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await confirmarGravacao();
    await form.waitFor({ state: 'detached' });

    const tabela = rh.getByRole('table', { name: 'Lista de filiais' });
    const linha = tabela.getByRole('row').filter({ hasText: NOME });
    await expect.poll(() => linha.textContent()).toContain('Campinas');
    const texto = await linha.textContent();
    expect(texto).toContain(
      CNPJ.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    );
    expect(texto).toContain('Com REP-P');
    // Por último na lista (ordem por nome): quem escolhe a primeira filial continua com a da demo.
    await expect.poll(() => tabela.getByRole('row').last().textContent()).toContain(NOME);
    // A lista com a filial nova continua sem violação séria do axe (como em acessibilidade.e2e).
    expect(await violacoesGraves(rh)).toEqual([]);

    // Altera o endereço e o vê gravado ao reabrir.
    await rh.getByRole('button', { name: `Editar filial ${NOME}` }).click();
    const edicao = rh.getByRole('dialog', { name: 'Editar filial' });
    await expect
      .poll(() => edicao.getByLabel('Logradouro').inputValue())
      .toBe('Rua Barão de Jaguara');
    await edicao.getByLabel('Logradouro').fill('Avenida Francisco Glicério');
    await edicao.getByLabel('Número').fill('935');
    await edicao.getByLabel('Complemento').fill('Sala 12');
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await confirmarGravacao();
    await edicao.waitFor({ state: 'detached' });
    await rh.getByRole('button', { name: `Editar filial ${NOME}` }).click();
    const reaberta = rh.getByRole('dialog', { name: 'Editar filial' });
    await expect
      .poll(() => reaberta.getByLabel('Logradouro').inputValue())
      .toBe('Avenida Francisco Glicério');
    expect(await reaberta.getByLabel('Número').inputValue()).toBe('935');
    expect(await reaberta.getByLabel('Complemento').inputValue()).toBe('Sala 12');
    expect(await reaberta.getByLabel('CEP').inputValue()).toBe('13015-904');
    expect(await reaberta.getByRole('combobox', { name: /^Município/ }).inputValue()).toBe(
      'Campinas',
    );
    await reaberta.getByRole('button', { name: 'Cancelar' }).click();
    await reaberta.waitFor({ state: 'detached' });
    const gravada = (await filiaisNaApi()).find((f) => f.nome === NOME);
    expect(gravada).toMatchObject({
      cnpj: CNPJ,
      logradouro: 'Avenida Francisco Glicério',
      numero: '935',
      complemento: 'Sala 12',
      bairro: 'Centro',
      cep: '13015904',
      uf: 'SP',
      municipioIbge: 3509502,
      temRep: true,
    });
  });

  it('CNPJ inválido mostra o erro no campo e nada é gravado', async () => {
    await abrirEmpresaEFiliais();
    const tabela = rh.getByRole('table', { name: 'Lista de filiais' });
    const antes = await tabela.getByRole('row').count();
    const invalido = `${CNPJ.slice(0, 13)}${(Number(CNPJ[13]) + 1) % 10}`;
    const nome = `Zz Filial E2E Inválida ${aleatorio(4)}`;
    await rh.getByRole('button', { name: 'Nova filial' }).click();
    const form = rh.getByRole('dialog', { name: 'Nova filial' });
    await form.getByLabel(/^Nome da filial/).fill(nome);
    await form.getByLabel(/^CNPJ/).pressSequentially(invalido);
    await escolher(form, /^UF/, 'SP', 'SP');
    await escolher(form, /^Município/, 'Campinas', 'Campinas');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('CNPJ: número inválido (confira os dígitos).').waitFor();
    expect(await form.getByLabel(/^CNPJ/).getAttribute('aria-invalid')).toBe('true');
    expect(
      await rh.getByRole('dialog', { name: 'Confirmar alteração do empregador' }).count(),
    ).toBe(0);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await tabela.getByRole('row').count()).toBe(antes);
    expect((await filiaisNaApi()).map((f) => f.nome)).not.toContain(nome);
  });
});
