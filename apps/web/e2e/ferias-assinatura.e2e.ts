import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
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
 * Aviso de férias (CLT art. 135) assinado de ponta a ponta, no Chromium contra o servidor real:
 * Nícolas (colaborador15, departamento da gestora Cláudia; nenhum outro e2e usa) pede 30 dias de
 * férias do período 2025/2026; a gestora aprova na caixa de aprovações; o aviso chega aos
 * documentos para assinatura dele, que assina com a senha; ele e o RH veem "Assinado".
 */

const COLABORADOR = 'Nícolas Souza Silva';
const EMAIL = 'colaborador15@demo.jornada.dev';
const ROTA_ASSINATURA = '/#/dashboard/admin/documentos-assinatura-eletronica';
let browser: Browser;

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();
const base64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64');

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

const chamar = async (token: string, metodo: string, caminho: string, corpo?: object) => {
  const r = await fetch(`${baseUrl()}/api/main${caminho}`, {
    method: metodo,
    headers: {
      authorization: `Bearer ${token}`,
      ...(corpo ? { 'content-type': 'application/json' } : {}),
    },
    body: corpo ? JSON.stringify(corpo) : undefined,
  });
  const texto = await r.text();
  expect(r.status, texto).toBeLessThan(300);
  return JSON.parse(texto) as { Data: unknown };
};

/** Hoje em São Paulo, 'YYYY-MM-DD'. */
const hojeSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const somarDias = (iso: string, dias: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** Uma segunda-feira depois de 45 dias (o aviso do art. 135 pede 30). */
const segundaDepoisDe45Dias = () => {
  let data = somarDias(hojeSaoPaulo(), 45);
  while (new Date(`${data}T12:00:00Z`).getUTCDay() !== 1) data = somarDias(data, 1);
  return data;
};

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

describe('aviso de férias assinado pelo colaborador', () => {
  it('a gestora aprova, o aviso chega à assinatura, ele assina com a senha e o RH vê "Assinado"', async () => {
    const inicio = segundaDepoisDe45Dias();
    const fim = somarDias(inicio, 29);
    const { token: tokenColaborador, usuarioId } = await entrar(EMAIL);
    const { token: tokenRh } = await entrar('rh@demo.jornada.dev');

    // Numa repetição do fluxo, a programação da tentativa anterior é cancelada pelo RH.
    const anteriores = (
      await chamar(tokenRh, 'GET', `/CarregarFeriasLancamentos?usuarioId=${usuarioId}`)
    ).Data as { id: number; status: string; periodoAquisitivo: string | null }[];
    for (const l of anteriores)
      if (l.periodoAquisitivo === '2025-03-01' && ['Pendente', 'Aprovado'].includes(l.status))
        await chamar(tokenRh, 'POST', '/AlterarStatusLancamento', {
          lancamentoId: l.id,
          status: 'Cancelado',
          motivo: 'Repetição do teste ponta a ponta.',
        });

    // O período 2025/2026 sem faltas (saldo migrado pelo RH) e o pedido de 30 dias dele.
    await chamar(tokenRh, 'POST', '/AjustarPeriodoAquisitivo', {
      usuarioId,
      periodoAquisitivo: '2025-03-01',
      faltasInjustificadas: 0,
      motivo: 'Saldo migrado do sistema anterior (sem faltas injustificadas).',
    });
    await chamar(tokenColaborador, 'POST', '/salvarFeriaslancamento', {
      periodoAquisitivo: '2025-03-01',
      periodos: [{ inicio, dias: 30 }],
      abonoPecuniario: 0,
    });

    // A gestora do departamento aprova na caixa de aprovações.
    const gestora = await paginaNaHome(browser, 'gestora.cd@demo.jornada.dev');
    await gestora.goto(`${baseUrl()}/#/dashboard/gestor/aprovacoes`);
    await gestora.getByRole('tab', { name: 'Férias, recesso e day off' }).click();
    const aprovar = gestora.getByRole('button', {
      name: `Aprovar pedido: Férias de ${COLABORADOR}, ${br(inicio)} a ${br(fim)}`,
    });
    await aprovar.click();
    await gestora
      .getByRole('dialog', { name: 'Aprovar pedido' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    // A aprovação confere a lei de novo e sela o aviso antes de responder: pode demorar.
    await gestora.getByText('Pedido aprovado.').waitFor({ timeout: 45_000 });

    // O aviso está nos documentos dele: assina com a senha.
    const titulo = `Aviso de férias — início em ${br(inicio)}`;
    const colaborador = await novaPagina(browser);
    await entrarNaHome(colaborador, EMAIL);
    await colaborador.goto(`${baseUrl()}${ROTA_ASSINATURA}`);
    const meus = colaborador.getByRole('table', { name: 'Meus documentos' });
    await meus.getByText(titulo).first().waitFor();
    await colaborador
      .getByRole('button', { name: `Assinar ${titulo}` })
      .first()
      .click();
    const dialogo = colaborador.getByRole('dialog', { name: 'Assinar documento' });
    await dialogo.getByLabel(/^Senha/).fill(SENHA_DEMO);
    await dialogo.getByRole('button', { name: 'Confirmar assinatura' }).click();
    await colaborador.getByText('Documento assinado.').waitFor({ timeout: 45_000 });
    await meus
      .getByRole('row')
      .filter({ hasText: titulo })
      .getByText('Assinado', { exact: true })
      .first()
      .waitFor();

    // O RH vê o aviso assinado na gestão das assinaturas.
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}${ROTA_ASSINATURA}`);
    await rh.getByRole('tab', { name: 'Gestão' }).click();
    await rh.getByRole('textbox', { name: 'Buscar' }).fill('Nícolas');
    await rh
      .getByRole('table', { name: 'Documentos enviados' })
      .getByRole('row')
      .filter({ hasText: COLABORADOR })
      .filter({ hasText: titulo })
      .getByText('Assinado', { exact: true })
      .first()
      .waitFor();
  }, 180_000);
});
