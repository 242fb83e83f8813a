import { createHash } from 'node:crypto';
import { completarCnpj } from '@jornada/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina, SENHA_DEMO } from './navegador.ts';

const OPERADOR = 'suporte@jornada.dev';
const NOVA_SENHA = 'Cliente@2026';
const CPF_ADMIN = '529.982.247-25';
const ADMIN = 'Beatriz Implantação';

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex').toUpperCase();
const loginNaApi = async (email: string, empresaId: number, senha: string) => {
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: Buffer.from(
        JSON.stringify({
          EmpresaId: empresaId,
          Email: email,
          Senha: sha256(senha),
          grantType: 'password',
        }),
      ).toString('base64'),
    }),
  });
  return { status: r.status, corpo: (await r.json()) as { Mensagem?: string } };
};

const entrar = async (page: Page, email: string, empresaId: number, senha: string) => {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Empresa').fill(String(empresaId));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
};

/** Confirma a suspensão ou a reativação no diálogo, com o motivo. */
const alterarSituacao = async (
  page: Page,
  empresa: string,
  v: { botao: string; titulo: string; motivo: string },
) => {
  const { botao, titulo, motivo } = v;
  await page.getByRole('button', { name: `${botao} ${empresa}` }).click();
  const dialogo = page.getByRole('dialog', { name: titulo });
  await dialogo.getByLabel(/^Motivo/).fill(motivo);
  await dialogo.getByRole('button', { name: titulo }).click();
  await dialogo.waitFor({ state: 'detached' });
};

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

describe('administração geral (operador, empresa 1)', () => {
  it('cria a empresa cliente, o administrador entra pelo convite; suspende, reativa e abre suporte', async () => {
    // Únicos por tentativa: o vitest repete um fluxo que falhou, sobre o mesmo servidor.
    const sufixo = String(Date.now()).slice(-6);
    const emailAdmin = `beatriz${sufixo}@padaria-sol.dev`;
    const fantasia = `Padaria Sol ${sufixo}`;
    const page = await novaPagina(browser);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await entrar(page, OPERADOR, 1, SENHA_DEMO);
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/#/dashboard/admin/admin-master`);
    await page.getByRole('heading', { level: 1, name: 'Administração geral' }).waitFor();
    await page
      .getByRole('table', { name: 'Empresas clientes' })
      .getByText('Demo Comércio', { exact: false })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Nova empresa' }).click();
    const form = page.getByRole('form', { name: 'Nova empresa cliente' });
    const cnpj = completarCnpj(`77${sufixo}0001`);
    await form.getByLabel(/^CNPJ/).fill(cnpj);
    await form.getByLabel(/^Razão social/).fill('Padaria Sol Comércio de Alimentos Ltda');
    await form.getByLabel(/^Nome fantasia/).fill(fantasia);
    await form.getByRole('combobox', { name: /^Plano/ }).click();
    await page.getByRole('option', { name: 'Essencial' }).click();
    await form.getByLabel(/^Nome do administrador/).fill(ADMIN);
    await form.getByLabel(/^E-mail do administrador/).fill(emailAdmin);
    await form.getByLabel(/^CPF do administrador/).fill(CPF_ADMIN);
    const criou = page.waitForResponse(
      (r) => r.url().endsWith('/api/operador/empresas') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Criar empresa' }).click();
    const resposta = await criou;
    expect(resposta.status()).toBe(200);
    const empresaId = ((await resposta.json()) as { data: { empresa: { id: number } } }).data
      .empresa.id;
    const dialogo = page.getByRole('dialog', { name: 'Empresa criada' });
    const link = await dialogo.getByLabel('Link do convite').inputValue();
    expect(link).toContain('/login/primeiro-acesso?convite=');

    // O administrador abre o convite, confirma o CPF, define a senha e entra.
    const admin = await novaPagina(browser);
    const u = new URL(link);
    await admin.goto(`${baseUrl()}${u.pathname}${u.search}`);
    await admin.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
    const confirmar = admin.getByRole('form', { name: 'Confirmar cadastro' });
    await confirmar.getByLabel(/^CPF/).fill(CPF_ADMIN);
    await confirmar.getByLabel(/^Nova senha/).fill(NOVA_SENHA);
    await confirmar.getByLabel(/^Confirmar nova senha/).fill(NOVA_SENHA);
    await confirmar.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await admin.getByTestId('usuario-logado').getByText(ADMIN).waitFor();
    await admin.context().close();
    expect((await loginNaApi(emailAdmin, empresaId, NOVA_SENHA)).status).toBe(200);

    // O operador suspende: o administrador não entra mais; reativa: entra de novo.
    await dialogo.getByRole('button', { name: 'Concluir' }).click();
    await page.getByLabel(/^Buscar empresa/).fill(fantasia);
    const linha = page.getByRole('row').filter({ hasText: fantasia });
    await linha.getByText('Ativa').waitFor();
    await alterarSituacao(page, fantasia, {
      botao: 'Suspender',
      titulo: 'Suspender empresa',
      motivo: 'Contrato em revisão',
    });
    await linha.getByText('Suspensa').waitFor();
    const bloqueado = await loginNaApi(emailAdmin, empresaId, NOVA_SENHA);
    expect(bloqueado.status).toBe(403);
    expect(bloqueado.corpo.Mensagem).toBe(
      'O acesso desta empresa está suspenso. Fale com o suporte do Jornada.',
    );

    await alterarSituacao(page, fantasia, {
      botao: 'Reativar',
      titulo: 'Reativar empresa',
      motivo: 'Contrato renovado',
    });
    await linha.getByText('Ativa').waitFor();
    expect((await loginNaApi(emailAdmin, empresaId, NOVA_SENHA)).status).toBe(200);

    // Acesso de suporte: link HQ com motivo; a sessão aparece como ativa na lista.
    await linha.getByRole('button', { name: `Gerenciar ${fantasia}` }).click();
    await page.getByRole('tab', { name: 'Acesso de suporte' }).click();
    const novo = page.getByRole('region', { name: 'Novo acesso de suporte' });
    await novo.getByRole('combobox', { name: /^Conta/ }).click();
    await page.getByRole('option', { name: `${ADMIN} (${emailAdmin})` }).click();
    await novo.getByLabel(/^Motivo/).fill('Ajuda na implantação');
    await novo.getByRole('button', { name: 'Gerar link de suporte' }).click();
    const urlHq = new URL(await novo.getByLabel('Link de suporte', { exact: true }).inputValue());
    const suporte = await novaPagina(browser);
    await suporte.goto(`${baseUrl()}${urlHq.pathname}${urlHq.search}`);
    await suporte.getByTestId('usuario-logado').getByText(ADMIN).waitFor();
    await suporte.context().close();
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
    const sessoes = page.getByRole('table', { name: 'Sessões de suporte' });
    await sessoes
      .getByRole('row')
      .filter({ hasText: 'Ajuda na implantação' })
      .getByText('Ativa')
      .waitFor();
    await page.getByRole('button', { name: 'Fechar painel' }).click();

    // No celular a tela continua utilizável (a tabela rola dentro da própria área).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Nova empresa' }).waitFor();
    await linha.getByRole('button', { name: `Gerenciar ${fantasia}` }).click();
    await page.getByRole('form', { name: 'Configurações da empresa' }).waitFor();
    await page.context().close();
  });
});
