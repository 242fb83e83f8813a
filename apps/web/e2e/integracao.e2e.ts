import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Integração no Chromium contra o servidor real: o RH cria um token de API e dois webhooks
 * apontando para um receptor local iniciado pelo teste; a marcação da colaboradora da demo chega
 * assinada ao destino que responde 200; o destino que falha (HTTP 500) aparece pendente no
 * registro de entregas e, reenviado, fica entregue com as duas tentativas.
 */

type Recebido = { caminho: string; headers: IncomingHttpHeaders; corpo: string };

let browser: Browser;
const recebidos: Recebido[] = [];
/** Respostas do caminho /falha (depois delas, 200). */
const falhas: number[] = [];
const servidor = createServer((req, res) => {
  const partes: Buffer[] = [];
  req.on('data', (p: Buffer) => partes.push(p));
  req.on('end', () => {
    recebidos.push({
      caminho: req.url ?? '',
      headers: req.headers,
      corpo: Buffer.concat(partes).toString('utf8'),
    });
    res.statusCode = req.url === '/falha' ? (falhas.shift() ?? 200) : 200;
    res.end('ok');
  });
});
let receptor = '';

beforeAll(async () => {
  browser = await abrirNavegador();
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  receptor = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => servidor.close(() => r()));
});

const criarWebhook = async (rh: Page, url: string): Promise<string> => {
  await rh.getByRole('button', { name: 'Novo webhook' }).click();
  const dialogo = rh.getByRole('dialog', { name: 'Novo webhook' });
  await dialogo.getByLabel(/URL de destino/).fill(url);
  await dialogo.getByLabel(/Marcação registrada/).check();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  const criado = rh.getByRole('dialog', { name: 'Webhook criado' });
  const segredo = await criado.getByRole('textbox', { name: 'Segredo da assinatura' }).inputValue();
  await criado.getByRole('button', { name: 'Concluir' }).click();
  await rh.getByRole('cell', { name: url, exact: true }).waitFor();
  return segredo;
};

describe('integração: token de API e webhooks assinados', () => {
  it('o RH cria token e webhooks; a marcação chega assinada; a falha é reenviada', async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/integracoes/tokens`);
    await rh.getByRole('heading', { name: 'Tokens de API' }).waitFor();
    await rh.getByRole('button', { name: 'Novo token' }).click();
    const novo = rh.getByRole('dialog', { name: 'Novo token de API' });
    await novo.getByLabel(/^Nome/).fill('ERP da folha (e2e)');
    await novo.getByLabel('Colaboradores: leitura').check();
    await novo.getByRole('button', { name: 'Criar token' }).click();
    const criado = rh.getByRole('dialog', { name: 'Token criado' });
    const segredo = await criado.getByLabel('Segredo do token').inputValue();
    expect(segredo).toMatch(/^jnd_/);
    await criado.getByRole('button', { name: 'Concluir' }).click();
    await rh
      .getByRole('cell', { name: /^ERP da folha \(e2e\)/ })
      .first()
      .waitFor();
    // O token dá acesso à leitura de colaboradores, e só a ela.
    const lista = await fetch(`${baseUrl()}/api/main/colaboradores`, {
      headers: { authorization: `Bearer ${segredo}` },
    });
    expect(lista.status).toBe(200);
    const fora = await fetch(`${baseUrl()}/api/integracao/tokens`, {
      headers: { authorization: `Bearer ${segredo}` },
    });
    expect(fora.status).toBe(403);

    await rh.goto(`${baseUrl()}/#/dashboard/admin/integracoes/webhooks`);
    await rh.getByRole('heading', { name: 'Webhooks' }).waitFor();
    const segredoOk = await criarWebhook(rh, `${receptor}/ok`);
    falhas.push(500);
    await criarWebhook(rh, `${receptor}/falha`);

    const paula = await novaPagina(browser);
    await entrarNaHome(paula, 'colaborador@demo.jornada.dev');
    const marcou = paula.waitForResponse((r) => r.url().endsWith('/api/main/MarcarPonto3'));
    await paula.getByRole('button', { name: 'Registrar ponto' }).first().click();
    expect((await (await marcou).json()).Success).toBe(true);

    await expect.poll(() => recebidos.filter((r) => r.caminho === '/ok').length).toBe(1);
    const ok = recebidos.find((r) => r.caminho === '/ok')!;
    expect(ok.headers['x-jornada-assinatura']).toBe(
      `sha256=${createHmac('sha256', segredoOk).update(ok.corpo).digest('hex')}`,
    );
    expect(JSON.parse(ok.corpo)).toMatchObject({ tipo: 'marcacao.registrada' });

    await expect.poll(() => recebidos.filter((r) => r.caminho === '/falha').length).toBe(1);
    await rh.getByRole('button', { name: `Entregas de ${receptor}/falha` }).click();
    const painel = rh.getByRole('dialog', { name: `Entregas — ${receptor}/falha` });
    const entrega = painel.getByRole('group').first();
    await entrega.getByText('Pendente').waitFor();
    await entrega.getByText('HTTP 500').waitFor();
    await entrega.getByText(/próxima em/).waitFor();
    await entrega.getByRole('button', { name: /^Reenviar entrega/ }).click();
    await entrega.getByText('Entregue').waitFor();
    await entrega.getByRole('cell', { name: '200', exact: true }).waitFor();
    expect(await entrega.getByRole('row').count()).toBe(3);
    expect(recebidos.filter((r) => r.caminho === '/falha')).toHaveLength(2);
  });
});
