import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * Holerites no Chromium contra o servidor real: o RH envia o PDF da folha (gerado pelo gerador
 * de exemplo da API, uma página por colaborador da demo e uma página de resumo), confere a divisão
 * e publica; a colaboradora da demo baixa o próprio holerite no painel pessoal.
 */

const raiz = join(import.meta.dirname, '..', '..', '..');
let browser: Browser;

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();

/** Token do RH direto na API (só para ler o cadastro que o gerador imprime nas páginas). */
const tokenRh = async () => {
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: Buffer.from(
        JSON.stringify({
          EmpresaId: 2,
          Email: 'rh@demo.jornada.dev',
          Senha: sha256(SENHA_DEMO),
          grantType: 'password',
        }),
      ).toString('base64'),
    }),
  });
  const corpo = (await r.json()) as { Token: { AccessToken: string } };
  return corpo.Token.AccessToken;
};

type Pessoa = { nome: string; cpf: string; matricula: string | null; cargoNome: string | null };

/** O PDF da folha de outubro/2026 da demo, com as primeiras pessoas do cadastro e a Paula. */
const gerarPdfDaFolha = async (): Promise<{ caminho: string; pessoas: number }> => {
  const r = await fetch(`${baseUrl()}/api/main/colaboradores?pageSize=6`, {
    headers: { authorization: `Bearer ${await tokenRh()}` },
  });
  const itens = ((await r.json()) as { data: { items: Pessoa[] } }).data.items;
  const lista = await fetch(`${baseUrl()}/api/main/colaboradores?search=Paula%20Andrade`, {
    headers: { authorization: `Bearer ${await tokenRh()}` },
  });
  const paula = ((await lista.json()) as { data: { items: Pessoa[] } }).data.items[0]!;
  const pessoas = [...itens.filter((p) => p.cpf !== paula.cpf), paula].map((p) => ({
    nome: p.nome,
    cpf: p.cpf,
    matricula: p.matricula,
    cargo: p.cargoNome,
  }));
  const caminho = join(mkdtempSync(join(tmpdir(), 'jornada-holerites-')), 'folha-outubro.pdf');
  const gerado = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(raiz, 'apps/api/test/gerar-holerites.ts'), caminho],
    {
      cwd: raiz,
      input: JSON.stringify({
        empresa: { nome: 'Demo Comércio Ltda', cnpj: '11222333000181' },
        competencia: '2026-10',
        pessoas,
        paginasSemIdentificacao: 1,
      }),
    },
  );
  if (gerado.status !== 0) throw new Error(`gerador de holerites falhou: ${gerado.stderr}`);
  return { caminho, pessoas: pessoas.length };
};

const escolher = async (page: Page, rotulo: RegExp, opcao: string) => {
  await page.getByRole('combobox', { name: rotulo }).first().click();
  await page.getByRole('option', { name: opcao, exact: true }).click();
};

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

describe('holerites: importação, prévia, publicação e download', () => {
  it('o RH publica a folha e a colaboradora baixa o seu holerite', async () => {
    const folha = await gerarPdfDaFolha();
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/holerite`);
    await rh.getByRole('heading', { name: 'Holerites', exact: true }).waitFor();
    await escolher(rh, /^Tipo de holerite/, 'Mensal');
    await escolher(rh, /^Mês da competência/, 'Outubro');
    await escolher(rh, /^Ano da competência/, '2026');
    await rh
      .getByRole('region', { name: 'Importar holerites' })
      .locator('input[type="file"]')
      .setInputFiles(folha.caminho);
    await rh.getByRole('button', { name: 'Enviar e ver prévia' }).click();

    const previa = rh.getByRole('region', { name: 'Prévia da importação' });
    await previa.getByText(`Holerites encontrados: ${folha.pessoas}`).waitFor();
    await previa.getByText('Páginas não identificadas: 1').waitFor();
    await previa
      .getByRole('table', { name: 'Holerites encontrados' })
      .getByText('Paula Andrade')
      .waitFor();
    await previa
      .getByText(`Página ${folha.pessoas + 1}: Nenhum CPF ou matrícula encontrado na página.`)
      .waitFor();
    await previa.getByRole('button', { name: 'Publicar holerites' }).click();
    await rh
      .getByRole('dialog', { name: 'Publicar holerites' })
      .getByRole('button', { name: 'Publicar' })
      .click();
    await rh.getByText(`${folha.pessoas} holerite(s) publicado(s).`).waitFor();
    await rh
      .getByRole('table', { name: 'Holerites importados' })
      .getByText('Publicado')
      .first()
      .waitFor();

    const paula = await novaPagina(browser);
    await entrarNaHome(paula, 'colaborador@demo.jornada.dev');
    await paula.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/holerites`);
    await paula.getByRole('heading', { name: 'Meus holerites' }).waitFor();
    const download = paula.waitForEvent('download');
    await paula
      .getByRole('button', { name: 'Baixar holerite Mensal de Outubro/2026' })
      .first()
      .click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toBe('holerite-2026-10-mensal-paula-andrade.pdf');
    const bytes = readFileSync((await arquivo.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
