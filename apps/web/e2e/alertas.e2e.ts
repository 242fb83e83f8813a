import { createECDH, createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Alertas em tempo real no Chromium contra o servidor real (fila pg-boss ligada): o gestor da
 * demo está inscrito no Web Push e com a tela "Alertas da equipe" aberta; a colaboradora envia
 * (do aplicativo, off-line, sincronizando depois) a saída às 23:00 e a entrada às 08:00 do dia
 * seguinte — 9 h de descanso (CLT art. 66). O alerta aparece sozinho na tela do gestor e o
 * servidor entrega o push ao endpoint da inscrição.
 *
 * O Chromium sem rede não obtém uma inscrição de push real (ela vem do serviço de push do
 * navegador); a inscrição aponta para um endpoint local que registra a conexão do servidor.
 * As marcações são de cerca de 100 dias atrás (um dia sorteado, para a nova tentativa não repetir
 * o alerta já gravado); outros arquivos que marcam ponto de madrugada também geram interjornada,
 * por isso o teste acha o alerta pelo dia e conta os não vistos a partir do que já havia.
 */

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();
const base64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64');

const tokenDe = async (email: string) => {
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: base64({
        EmpresaId: 2,
        Email: email,
        Senha: sha256('Jornada@2026'),
        grantType: 'password',
      }),
    }),
  });
  const corpo = (await r.json()) as { Token: { AccessToken: string } };
  return corpo.Token.AccessToken;
};

const chamar = async (token: string, caminho: string, corpo: object) => {
  const r = await fetch(`${baseUrl()}${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(corpo),
  });
  expect(r.status, await r.clone().text()).toBeLessThan(300);
  return r;
};

const diaIso = (diasAtras: number) =>
  new Date(Date.now() - diasAtras * 86_400_000).toISOString().slice(0, 10);
const diaBr = (iso: string) => iso.split('-').reverse().join('/');

/** O número do selo "N alertas não vistos" ("Nenhum alerta não visto" é 0). */
const naoVistos = async (page: Page) => {
  const selo = page.getByText(/^(Nenhum alerta não visto|\d+ alertas? não vistos?)$/);
  await selo.waitFor();
  const texto = (await selo.textContent()) ?? '';
  return texto.startsWith('Nenhum') ? 0 : Number.parseInt(texto, 10);
};
const seloNaoVistos = (n: number) =>
  n === 0
    ? 'Nenhum alerta não visto'
    : `${n} ${n === 1 ? 'alerta não visto' : 'alertas não vistos'}`;

let browser: Browser;
let endpoint: Server;
let porta = 0;
const conexoes: Buffer[] = [];

beforeAll(async () => {
  browser = await abrirNavegador();
  // Endpoint de push local: registra cada conexão (o servidor fala TLS com ele).
  endpoint = createServer((s: Socket) => {
    s.once('data', (d: Buffer) => {
      conexoes.push(d);
      s.destroy();
    });
  });
  await new Promise<void>((ok) => endpoint.listen(0, '127.0.0.1', ok));
  porta = (endpoint.address() as { port: number }).port;
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((ok) => endpoint.close(() => ok()));
});

describe('alertas: interjornada abaixo de 11 horas', () => {
  it('a entrada com 9 h de descanso aparece ao gestor na hora e o push é enviado', async () => {
    const gestorToken = await tokenDe('gestor@demo.jornada.dev');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await chamar(gestorToken, '/api/auth/push/inscricao', {
      uuid: randomUUID(),
      subscription: {
        endpoint: `https://127.0.0.1:${porta}/push/gestor`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });

    const gestor = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/alertas`);
    await gestor.getByRole('heading', { name: 'Alertas da equipe' }).waitFor();
    // Só a interjornada (a varredura do servidor também avisa entradas não registradas hoje).
    await gestor.getByRole('combobox', { name: 'Tipo de alerta' }).click();
    await gestor.getByRole('option', { name: 'Interjornada abaixo de 11 horas' }).click();
    await gestor
      .getByText(/^Nenhum alerta$|^Dia \d/)
      .first()
      .waitFor();
    const antes = await naoVistos(gestor);

    const colaboradora = await tokenDe('colaborador@demo.jornada.dev');
    const dias = 90 + Math.floor(Math.random() * 30);
    const saida = `${diaIso(dias + 1)}T23:00:00-03:00`;
    const entrada = `${diaIso(dias)}T08:00:00-03:00`;
    for (const dataHoraDispositivo of [saida, entrada])
      await chamar(colaboradora, '/api/main/MarcarPonto3', {
        origem: 'aplicativo',
        offline: true,
        dataHoraDispositivo,
        eventoId: randomUUID(),
      });

    // Sem recarregar: a lista se atualiza sozinha quando o job da fila grava o alerta.
    const item = gestor
      .getByRole('listitem')
      .filter({ hasText: 'Interjornada abaixo de 11 horas' })
      .filter({ hasText: `Dia ${diaBr(diaIso(dias))}` });
    await item.first().waitFor({ timeout: 60_000 });
    await item
      .first()
      .getByText(/09h00 de descanso/)
      .waitFor();
    await item
      .first()
      .getByText(/CLT art\. 66/)
      .first()
      .waitFor();
    await gestor.getByText(seloNaoVistos(antes + 1), { exact: true }).waitFor();

    // O servidor abriu a conexão TLS (registro de handshake 0x16) com o endpoint da inscrição.
    await expect.poll(() => conexoes.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(conexoes[0]![0]).toBe(0x16);

    await item
      .first()
      .getByRole('button', { name: /^Detalhes/ })
      .click();
    const detalhe = gestor.getByRole('dialog');
    await detalhe.getByText('Regra:', { exact: true }).waitFor();
    await detalhe.getByRole('table', { name: 'Entregas' }).waitFor();
    await detalhe.getByRole('button', { name: 'Fechar detalhe' }).click();
    await item
      .first()
      .getByRole('button', { name: /^Marcar como visto/ })
      .click();
    await gestor.getByText(seloNaoVistos(antes), { exact: true }).waitFor();
  });
});
