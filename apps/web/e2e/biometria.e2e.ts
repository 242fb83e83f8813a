import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Biometria facial no Chromium real contra o servidor real, com a câmera falsa do Chromium
 * alimentada por uma imagem parada (fixtures/*.mjpeg, um quadro JPEG repetido):
 * - astronauta.mjpeg: retrato de Eileen Collins (NASA, domínio público; `astronaut.png` do
 *   scikit-image), o rosto cadastrado;
 * - cinegrafista.mjpeg: outro rosto (`camera.png` do scikit-image).
 * O reconhecimento roda no navegador (TensorFlow.js por software, sem GPU), por isso as esperas
 * pela câmera são longas; nenhuma asserção depende de tempo.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');
const PESSOA = 'Paula Andrade';
/** Espera de cada passo que passa pelo reconhecimento facial (carregar modelos e ler quadros). */
const ESPERA_FACIAL = { timeout: 240_000 };
const LIMITE_TESTE = 420_000;

const comCamera = (arquivo: string) =>
  abrirNavegador([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${join(FIXTURES, arquivo)}`,
  ]);

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

const telaDoRh = async (b: Browser): Promise<Page> => {
  const page = await paginaNaHome(b, 'rh@demo.jornada.dev');
  await page.goto(`${baseUrl()}/#/dashboard/admin/biometria`);
  await page.getByRole('heading', { name: 'Biometria facial' }).waitFor();
  await page.getByLabel('Buscar colaborador').fill('Paula');
  return page;
};

describe('biometria facial', () => {
  it(
    'o RH cadastra o rosto da colaboradora com o consentimento dela e a verificação aprova o mesmo rosto',
    async () => {
      browser = await comCamera('astronauta.mjpeg');
      const page = await telaDoRh(browser);
      const linha = page.getByRole('row', { name: new RegExp(PESSOA) });
      await linha.getByText('Não cadastrada').waitFor();
      await page.getByRole('button', { name: `Cadastrar rosto de ${PESSOA}` }).click();
      const modal = page.getByRole('dialog', { name: `Cadastrar rosto de ${PESSOA}` });
      await modal.getByText(/Termo de consentimento para biometria facial/).waitFor();
      // Sem o consentimento marcado, a captura não começa.
      await modal.getByRole('button', { name: 'Iniciar captura' }).click();
      await modal.getByText('Marque o consentimento da pessoa para continuar.').waitFor();
      await modal
        .getByLabel(`${PESSOA} leu o termo e consente com o uso do rosto para marcar o ponto`)
        .check();
      await modal.getByRole('button', { name: 'Iniciar captura' }).click();
      await modal.getByLabel('Imagem da câmera').waitFor();
      await page.getByText(`Biometria facial de ${PESSOA} cadastrada.`).waitFor(ESPERA_FACIAL);
      await linha.getByText(/Cadastrada em \d{2}\/\d{2}\/\d{4}/).waitFor();

      await page.getByRole('button', { name: `Testar verificação de ${PESSOA}` }).click();
      const teste = page.getByRole('dialog', { name: `Testar verificação de ${PESSOA}` });
      await teste.getByText('Verificação aprovada').waitFor(ESPERA_FACIAL);
      await expect(
        teste.getByText(/Semelhança \d,\d{2} \(mínimo 0,60\)/).isVisible(),
      ).resolves.toBe(true);
    },
    LIMITE_TESTE,
  );

  it(
    'a verificação recusa o rosto de outra pessoa',
    async () => {
      browser = await comCamera('cinegrafista.mjpeg');
      const page = await telaDoRh(browser);
      await page.getByRole('button', { name: `Testar verificação de ${PESSOA}` }).click();
      const teste = page.getByRole('dialog', { name: `Testar verificação de ${PESSOA}` });
      await teste.getByText('Verificação recusada').waitFor(ESPERA_FACIAL);
    },
    LIMITE_TESTE,
  );

  it('a colaboradora vê o próprio cadastro e revoga o consentimento', async () => {
    browser = await abrirNavegador();
    const page = await paginaNaHome(browser, 'colaborador@demo.jornada.dev');
    await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/biometria`);
    await page.getByText('Você tem biometria facial cadastrada.').waitFor();
    await page.getByRole('button', { name: 'Revogar consentimento' }).click();
    await page
      .getByRole('dialog', { name: 'Revogar consentimento' })
      .getByRole('button', { name: 'Revogar' })
      .click();
    await page.getByText('Você não tem biometria facial cadastrada.', { exact: false }).waitFor();
  });
});
