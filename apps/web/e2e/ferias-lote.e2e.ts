import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * A caixa do gestor decide vários pedidos de uma vez, e o RH ajusta um período aquisitivo com o
 * motivo, no Chromium contra o servidor real. Nícolas (colaborador15, da gestora Cláudia) pede
 * dois day offs em dias úteis distantes (sorteados: uma repetição não colide com a anterior); no
 * fim o RH cancela os dois, e o ajuste repete o que o e2e do aviso de férias grava (sem faltas),
 * então a demo continua como estava para os outros arquivos.
 */

const COLABORADOR = 'Nícolas Souza Silva';
const EMAIL = 'colaborador15@demo.jornada.dev';
let browser: Browser;

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();
const base64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64');
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const entrar = async (email: string) => {
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: base64({
        EmpresaId: 2,
        Email: email,
        Senha: sha256(SENHA_DEMO),
        grantType: 'password',
      }),
    }),
  });
  const corpo = (await r.json()) as { Token: { AccessToken: string }; Usuario: { Id: number } };
  return { token: corpo.Token.AccessToken, usuarioId: corpo.Usuario.Id };
};

/** POST na API principal: JSON, ou formulário (como a spec pede para o day off). */
const chamar = async (
  token: string,
  caminho: string,
  corpo: Record<string, string | number>,
  isFormulario = false,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(corpo)) form.append(k, String(v));
  const r = await fetch(`${baseUrl()}/api/main${caminho}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(isFormulario ? {} : { 'content-type': 'application/json' }),
    },
    body: isFormulario ? form : JSON.stringify(corpo),
  });
  const texto = await r.text();
  expect(r.status, texto).toBeLessThan(300);
  return JSON.parse(texto) as { Data: { id: number } };
};

/** Dois dias úteis seguidos entre 150 e 300 dias à frente. */
const doisDiasUteis = (): [string, string] => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 150 + Math.floor(Math.random() * 150));
  while (![1, 2, 3, 4].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  const primeiro = d.toISOString().slice(0, 10);
  d.setUTCDate(d.getUTCDate() + 1);
  return [primeiro, d.toISOString().slice(0, 10)];
};

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

describe('decisão em lote e ajuste do período aquisitivo', () => {
  it('a gestora seleciona dois day offs e aprova os dois de uma vez', async () => {
    const { token: tokenColaborador } = await entrar(EMAIL);
    const { token: tokenRh } = await entrar('rh@demo.jornada.dev');
    const dias = doisDiasUteis();
    const ids: number[] = [];
    for (const data of dias)
      ids.push(
        (
          await chamar(
            tokenColaborador,
            '/salvardayofflancamento',
            { data, motivo: 'FolgaConcedida', observacao: 'Pedido do teste ponta a ponta.' },
            true,
          )
        ).Data.id,
      );

    const gestora = await paginaNaHome(browser, 'gestora.cd@demo.jornada.dev');
    await gestora.goto(`${baseUrl()}/#/dashboard/gestor/aprovacoes`);
    await gestora.getByRole('tab', { name: 'Férias, recesso e day off' }).click();
    for (const data of dias)
      await gestora
        .getByRole('checkbox', { name: `Selecionar: Day off de ${COLABORADOR}, ${br(data)}` })
        .check({ timeout: 45_000 });
    await gestora.getByRole('button', { name: 'Aprovar selecionados (2)' }).click();
    await gestora
      .getByRole('dialog', { name: 'Aprovar pedidos' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await gestora
      .getByRole('region', { name: 'Resultado da decisão em lote' })
      .getByText('2 pedidos aprovados.')
      .waitFor({ timeout: 45_000 });
    await gestora.context().close();

    // A demo volta ao que era: o RH cancela os dois day offs, com o motivo.
    for (const lancamentoId of ids)
      await chamar(tokenRh, '/AlterarStatusLancamento', {
        lancamentoId,
        status: 'Cancelado',
        motivo: 'Fim do teste ponta a ponta.',
      });
  });

  it('o RH escolhe o colaborador e ajusta o período aquisitivo com o motivo', async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/ferias`);
    await rh.getByRole('tab', { name: 'Períodos aquisitivos' }).click();
    const pessoa = rh.getByRole('combobox', { name: 'Colaborador' });
    await pessoa.click();
    await pessoa.pressSequentially('Nícolas');
    // Há dois Nícolas na demo: o do e2e é o do Centro de Distribuição (colaborador15).
    await rh
      .getByRole('option', { name: `${COLABORADOR} — Repositor · Centro de Distribuição` })
      .click();
    await rh
      .getByRole('button', { name: 'Ajustar o período 01/03/2025 a 28/02/2026' })
      .click({ timeout: 45_000 });
    const dialogo = rh.getByRole('dialog', { name: 'Ajustar período aquisitivo' });
    await dialogo.getByRole('button', { name: 'Salvar ajuste' }).click();
    await dialogo.getByText('Motivo: informe o motivo do ajuste.').waitFor();
    await dialogo.getByRole('textbox', { name: 'Faltas injustificadas' }).fill('0');
    await dialogo
      .getByRole('textbox', { name: /^Motivo/ })
      .fill('Saldo migrado do sistema anterior (sem faltas injustificadas).');
    await dialogo.getByRole('button', { name: 'Salvar ajuste' }).click();
    await rh.getByText('Período aquisitivo ajustado.').waitFor({ timeout: 45_000 });
    await dialogo.waitFor({ state: 'detached' });
    await rh
      .getByRole('listitem', { name: 'Período aquisitivo 01/03/2025 a 28/02/2026' })
      .getByText('Direito', { exact: true })
      .waitFor();
    await rh.context().close();
  });
});
