import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * Assinatura eletrônica no Chromium contra o servidor real: o RH envia o espelho do mês passado à
 * colaboradora da demo, ela o assina com a senha e o RH vê "Assinado"; o código de verificação do
 * documento assinado confere na chamada pública.
 */

const ROTA = '/#/dashboard/admin/documentos-assinatura-eletronica';
const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
let browser: Browser;

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

describe('assinatura eletrônica de documentos', () => {
  it('o RH envia o espelho do mês passado, a colaboradora assina com a senha e o RH vê "Assinado"', async () => {
    const hoje = new Date();
    const passado = new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1);
    const mes = MESES[passado.getMonth()]!;
    const titulo = `Espelho de ponto — ${mes.toLowerCase()}/${passado.getFullYear()}`;

    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}${ROTA}`);
    await rh.getByRole('heading', { name: 'Documentos para assinatura eletrônica' }).waitFor();
    await rh.getByRole('tab', { name: 'Gestão' }).click();
    await escolher(rh, /^Tipo de documento/, 'Espelho de ponto mensal');
    await escolher(rh, /^Mês da competência/, mes);
    await escolher(rh, /^Ano da competência/, String(passado.getFullYear()));
    const colaboradores = rh.getByRole('combobox', { name: /^Colaboradores/ });
    await colaboradores.click();
    await colaboradores.fill('Paula');
    await rh.getByRole('option', { name: 'Paula Andrade', exact: true }).click();
    await colaboradores.press('Escape');
    await rh.getByRole('button', { name: 'Enviar para assinatura' }).click();
    // O lote é gerado na fila: a barra do envio anda até "Enviado".
    const andamento = rh.getByRole('region', { name: 'Andamento do envio' });
    await andamento.getByText('Enviado', { exact: true }).waitFor();
    await andamento.getByText('1 de 1 documento enviado').waitFor();
    const tabela = rh.getByRole('table', { name: 'Documentos enviados' });
    await tabela.getByText('Enviado', { exact: true }).first().waitFor();

    // Na landing, a sessão já está gravada; o envio mais novo vem primeiro (uma nova tentativa do
    // teste deixa o da anterior pendente, logo abaixo).
    const paula = await paginaNaHome(browser, 'colaborador@demo.jornada.dev');
    await paula.goto(`${baseUrl()}${ROTA}`);
    await paula
      .getByRole('table', { name: 'Meus documentos' })
      .getByText(titulo)
      .first()
      .waitFor({ timeout: 30_000 });
    await paula
      .getByRole('button', { name: `Assinar ${titulo}` })
      .first()
      .click();
    const dialogo = paula.getByRole('dialog', { name: 'Assinar documento' });
    await dialogo.getByLabel(/^Senha/).fill(SENHA_DEMO);
    await dialogo.getByRole('button', { name: 'Confirmar assinatura' }).click();
    await paula.getByText('Documento assinado.').waitFor();
    const codigo = (await paula
      .getByText(/^Código [0-9A-Z-]{19}$/)
      .first()
      .textContent())!.slice(7);

    await rh.reload();
    await rh.getByRole('tab', { name: 'Gestão' }).click();
    await rh
      .getByRole('table', { name: 'Documentos enviados' })
      .getByText('Assinado', { exact: true })
      .first()
      .waitFor();

    const verificacao = await fetch(`${baseUrl()}/api/assinatura/verificacao/${codigo}`);
    expect(verificacao.status).toBe(200);
    const { data } = (await verificacao.json()) as {
      data: { valido: boolean; signatario: string };
    };
    expect(data).toMatchObject({ valido: true, signatario: 'Paula Andrade' });
  });
});
