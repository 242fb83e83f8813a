import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * Segurança e acesso no Chromium contra o servidor real (PGlite novo, semeado): o RH liga e
 * desliga o segundo fator obrigatório dos administradores e salva a configuração do Active
 * Directory (desativada, para não mudar as telas de entrada que os outros fluxos usam).
 */

const RH = 'rh@demo.jornada.dev';

let browser: Browser;
let rh: Page;
/** Token obtido antes de ligar a política: desfaz a política se o fluxo falhar no meio. */
let tokenRh = '';

const loginNaApi = async () => {
  const credenciais = {
    EmpresaId: 2,
    Email: RH,
    Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-seguranca',
  };
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  return ((await r.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

const apiAuth = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/api/auth${path}`, {
    ...init,
    headers: { authorization: `Bearer ${tokenRh}`, 'content-type': 'application/json' },
  });

const desligarPolitica = () =>
  apiAuth('/politica-seguranca', {
    method: 'PUT',
    body: JSON.stringify({ exigirSegundoFatorAdmin: false }),
  });

const abrirTela = async () => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/seguranca`);
  await rh.getByRole('heading', { name: 'Segurança e acesso' }).waitFor();
};

beforeAll(async () => {
  browser = await abrirNavegador();
  tokenRh = await loginNaApi();
  rh = await paginaNaHome(browser, RH);
});
afterAll(async () => {
  // Os outros fluxos entram como RH sem segundo fator: a política fica como a demo a semeou.
  if (tokenRh) await desligarPolitica();
  await browser?.close();
});

describe('Segurança e acesso no Chromium', () => {
  it('RH liga e desliga o segundo fator dos administradores, com confirmação', async () => {
    // Começa da política semeada (opcional), mesmo numa nova tentativa depois de uma falha.
    await desligarPolitica();
    await abrirTela();
    const chave = rh.getByRole('switch', { name: /^Exigir segundo fator \(TOTP\)/ });
    await chave.waitFor();
    expect(await chave.isChecked()).toBe(false);

    // No Mantine 9 o input do Switch cobre a chave inteira: o clique vai nele, sem forçar (assim o
    // Playwright espera o overlay de um modal que ainda esteja saindo).
    await chave.click();
    const ligar = rh.getByRole('dialog', { name: 'Exigir segundo fator dos administradores?' });
    await ligar.getByRole('button', { name: 'Exigir segundo fator' }).click();
    await ligar.waitFor({ state: 'detached' });
    await rh.getByText('Segundo fator obrigatório para administradores ativado.').waitFor();
    await expect.poll(() => chave.isChecked()).toBe(true);
    const ligada = (await (await apiAuth('/politica-seguranca')).json()) as {
      data: { exigirSegundoFatorAdmin: boolean };
    };
    expect(ligada.data.exigirSegundoFatorAdmin).toBe(true);

    await chave.click();
    const desligar = rh.getByRole('dialog', { name: 'Deixar o segundo fator opcional?' });
    await desligar.getByRole('button', { name: 'Deixar opcional' }).click();
    await desligar.waitFor({ state: 'detached' });
    await rh.getByText('Segundo fator obrigatório para administradores desativado.').waitFor();
    await expect.poll(() => chave.isChecked()).toBe(false);
    const desligada = (await (await apiAuth('/politica-seguranca')).json()) as {
      data: { exigirSegundoFatorAdmin: boolean };
    };
    expect(desligada.data.exigirSegundoFatorAdmin).toBe(false);
  });

  it('RH salva a configuração do Active Directory; a senha de bind não volta à tela', async () => {
    await abrirTela();
    await rh.getByRole('tab', { name: 'Active Directory / LDAP' }).click();
    const form = rh.getByRole('form', { name: 'Configuração do Active Directory' });
    await form.getByLabel(/^URL do servidor/).fill('ldaps://ad.demo.jornada.dev:636');
    await form.getByLabel(/^Conta de serviço/).fill('CN=jornada,OU=Servicos,DC=demo,DC=dev');
    // Outro fluxo (acesso.e2e.ts) pode já ter gravado um diretório ligado: o campo então é o de
    // trocar a senha, e o login pelo AD é desligado aqui para o que se grava ser conhecido.
    await form.getByLabel(/^(Nova senha|Senha) da conta de serviço/).fill('Bind@2026');
    await form.getByLabel(/^Base de busca/).fill('DC=demo,DC=dev');
    const permitir = form.getByLabel('Permitir login pelo Active Directory');
    if (await permitir.isChecked()) await permitir.click();
    await expect.poll(() => permitir.isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Salvar configuração do diretório' }).click();
    await rh.getByText('Configuração do Active Directory salva.').waitFor();

    const novaSenha = form.getByLabel(/^Nova senha da conta de serviço/);
    await novaSenha.waitFor();
    expect(await novaSenha.inputValue()).toBe('');
    const salva = (await (await apiAuth('/ldap/config')).json()) as {
      data: { url: string; temBindSenha: boolean; ativo: boolean };
    };
    expect(salva.data).toMatchObject({
      url: 'ldaps://ad.demo.jornada.dev:636',
      temBindSenha: true,
      ativo: false,
    });
    expect(JSON.stringify(salva)).not.toContain('Bind@2026');
  });
});
