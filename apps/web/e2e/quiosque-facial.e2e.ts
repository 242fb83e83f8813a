import { join } from 'node:path';
import type { AtivacaoQuiosque } from '@jornada/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Rosto no quiosque (Chromium real, servidor real), com a câmera falsa do Chromium alimentada por
 * uma imagem parada (um arquivo por lançamento do navegador, por isso dois navegadores):
 * - astronauta.mjpeg: o rosto que o RH cadastra e que depois marca o ponto no tablet;
 * - cinegrafista.mjpeg: outro rosto, recusado; o tablet passa para matrícula e PIN.
 * No caminho, o RH redefine o PIN da pessoa, emite, imprime e revoga o cartão QR (o cartão
 * revogado é recusado no tablet). Pessoa da demo sem uso em outros e2e: colaborador13 (1015).
 */
const FIXTURES = join(import.meta.dirname, 'fixtures');
const PESSOA = { nome: 'Lucas Almeida Lima', matricula: '1015' };
const PIN = '5937';
const NOME = `Entrada facial ${Date.now().toString(36)}`;
const CHAVE_ATIVACAO = 'jornada-quiosque-ativacao';
/** Espera de cada passo que passa pelo reconhecimento facial (modelos e quadros, sem GPU). */
const ESPERA_FACIAL = { timeout: 240_000 };
const LIMITE_TESTE = 540_000;

const comCamera = (arquivo: string) =>
  abrirNavegador([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${join(FIXTURES, arquivo)}`,
  ]);

const navegadores: Browser[] = [];
let ativacao: AtivacaoQuiosque | null = null;
afterAll(async () => {
  for (const b of navegadores) await b.close();
});

/** Escolhe o método no SegmentedControl (o rádio fica escondido sob o rótulo). */
const metodo = (page: Page, nome: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${nome}$`) })
    .click();

/** O RH cadastra o quiosque (PIN, QR e rosto) e devolve o código de ativação. */
const cadastrarQuiosque = async (rh: Page) => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/quiosques`);
  await rh.getByRole('button', { name: 'Novo quiosque' }).click();
  await rh.getByLabel('Nome', { exact: true }).fill(NOME);
  await rh.getByRole('combobox', { name: 'Filial' }).click();
  await rh.getByRole('option').first().click();
  await rh.getByLabel('Reconhecimento facial').check();
  await rh.getByRole('button', { name: 'Salvar' }).click();
  await rh.getByRole('button', { name: `Gerar código de ativação de ${NOME}` }).click();
  return (await rh.getByLabel('Código de ativação', { exact: true }).textContent())?.trim() ?? '';
};

/** PIN redefinido pelo RH; cartão emitido (para imprimir) e revogado. Devolve o QR do cartão. */
const credenciaisPeloRh = async (rh: Page) => {
  await rh.getByRole('tab', { name: 'PIN e cartões' }).click();
  // A demo tem dois "Lucas Almeida Lima": a busca vai pela matrícula.
  await rh.getByLabel('Buscar pessoa').fill(PESSOA.matricula);
  await rh.getByRole('button', { name: `Redefinir PIN de ${PESSOA.nome}` }).click();
  const dialogo = rh.getByRole('dialog', { name: `Redefinir o PIN de ${PESSOA.nome}` });
  await dialogo.getByLabel('Novo PIN').fill(PIN);
  await dialogo.getByRole('button', { name: 'Redefinir PIN' }).click();
  await rh.getByText('PIN redefinido.').waitFor();
  const linha = rh.getByRole('row', { name: new RegExp(PESSOA.nome) });
  await linha.getByText(/Definido em \d{2}\/\d{2}\/\d{4}/).waitFor();

  const emissao = rh.waitForResponse((r) => /\/api\/quiosque\/pessoas\/\d+\/cartao$/.test(r.url()));
  await rh.getByRole('button', { name: `Emitir cartão de ${PESSOA.nome}` }).click();
  const conteudo = (await (await emissao).json()).data.conteudo as string;
  const cartao = rh.getByRole('img', { name: `Cartão QR de ${PESSOA.nome}` });
  await cartao.getByText(`Matrícula ${PESSOA.matricula}`).waitFor();
  await cartao.getByRole('img', { name: 'QR do cartão' }).waitFor();
  await rh.getByRole('button', { name: 'Concluir' }).click();
  await linha.getByText('Ativo').waitFor();

  await rh.getByRole('button', { name: `Revogar cartão de ${PESSOA.nome}` }).click();
  await rh
    .getByRole('dialog', { name: 'Revogar o cartão' })
    .getByRole('button', { name: 'Revogar' })
    .click();
  await linha.getByText('Sem cartão').waitFor();
  return conteudo;
};

/** Cadastro do rosto pela tela de biometria, com o consentimento, diante da câmera. */
const cadastrarRosto = async (rh: Page) => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/biometria`);
  await rh.getByRole('heading', { name: 'Biometria facial' }).waitFor();
  await rh.getByLabel('Buscar colaborador').fill(PESSOA.matricula);
  await rh.getByRole('button', { name: `Cadastrar rosto de ${PESSOA.nome}` }).click();
  const modal = rh.getByRole('dialog', { name: `Cadastrar rosto de ${PESSOA.nome}` });
  await modal
    .getByLabel(`${PESSOA.nome} leu o termo e consente com o uso do rosto para marcar o ponto`)
    .check();
  await modal.getByRole('button', { name: 'Iniciar captura' }).click();
  await rh.getByText(`Biometria facial de ${PESSOA.nome} cadastrada.`).waitFor(ESPERA_FACIAL);
};

const capturarRosto = async (tablet: Page) => {
  await metodo(tablet, 'Rosto');
  await tablet.getByLabel('Matrícula', { exact: true }).fill(PESSOA.matricula);
  await tablet.getByRole('button', { name: 'Capturar rosto' }).click();
};

describe('rosto no quiosque', () => {
  it(
    'o RH prepara a pessoa (PIN, cartão, rosto) e o tablet marca pelo rosto',
    async () => {
      const browser = await comCamera('astronauta.mjpeg');
      navegadores.push(browser);
      const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
      const codigo = await cadastrarQuiosque(rh);
      expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
      const cartaoRevogado = await credenciaisPeloRh(rh);
      await cadastrarRosto(rh);
      await rh.context().close();

      const tablet = await novaPagina(browser);
      await tablet.setViewportSize({ width: 1280, height: 800 });
      await tablet.goto(`${baseUrl()}/#/quiosque`);
      await tablet.getByLabel('Código de ativação', { exact: true }).fill(codigo);
      await tablet.getByRole('button', { name: 'Ativar quiosque' }).click();
      await tablet.getByRole('heading', { name: NOME }).waitFor();

      // O cartão revogado não identifica mais ninguém.
      await metodo(tablet, 'QR');
      await tablet.getByLabel('Código do QR').fill(cartaoRevogado);
      await tablet.getByLabel('Código do QR').press('Enter');
      await tablet
        .getByRole('alert')
        .getByText('QR não reconhecido, vencido ou revogado.')
        .waitFor();

      await capturarRosto(tablet);
      await tablet.getByText(/^Comprovante: [0-9A-F]{20}$/).waitFor(ESPERA_FACIAL);
      await tablet.getByText(new RegExp(`^${PESSOA.nome} · \\d{2}:\\d{2}$`)).waitFor();
      ativacao = JSON.parse(
        (await tablet.evaluate((k) => localStorage.getItem(k), CHAVE_ATIVACAO)) ?? 'null',
      );
    },
    LIMITE_TESTE,
  );

  it(
    'um rosto que não é o da pessoa é recusado e ela marca com a matrícula e o PIN',
    async () => {
      expect(ativacao).not.toBeNull();
      const browser = await comCamera('cinegrafista.mjpeg');
      navegadores.push(browser);
      const contexto = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1280, height: 800 },
      });
      // O mesmo tablet (a credencial guardada), diante de outra câmera.
      await contexto.addInitScript(
        ([k, v]) => localStorage.setItem(k as string, v as string),
        [CHAVE_ATIVACAO, JSON.stringify(ativacao)],
      );
      const tablet = await contexto.newPage();
      tablet.setDefaultTimeout(15_000);
      await tablet.goto(`${baseUrl()}/#/quiosque`);
      await tablet.getByRole('heading', { name: NOME }).waitFor();

      await capturarRosto(tablet);
      await tablet
        .getByRole('alert')
        .getByText(/Rosto não reconhecido\. Use a matrícula e o PIN/)
        .waitFor(ESPERA_FACIAL);
      // A tela passou para matrícula e PIN, com a matrícula já digitada.
      expect(await tablet.getByLabel('Matrícula', { exact: true }).inputValue()).toBe(
        PESSOA.matricula,
      );
      await tablet.getByLabel('PIN', { exact: true }).fill(PIN);
      await tablet.getByRole('button', { name: 'Continuar' }).click();
      await tablet.getByRole('heading', { name: PESSOA.nome }).waitFor();
      await tablet.getByRole('button', { name: 'Confirmar marcação' }).click();
      await tablet.getByText(/^Comprovante: [0-9A-F]{20}$/).waitFor();
    },
    LIMITE_TESTE,
  );
});
