import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * Fechamento da competência no Chromium contra o servidor real: o RH vê as divergências do mês
 * passado na empresa (marcações ímpares impedem fechar), resolve as do departamento
 * Administrativo (inclui a marcação que faltou), fecha o departamento e o reabre com motivo.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
});

/** Token do RH pela API (para resolver as marcações ímpares como o RH faria no ponto). */
const tokenRh = async () => {
  const data = Buffer.from(
    JSON.stringify({
      EmpresaId: 2,
      Email: 'rh@demo.jornada.dev',
      Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
      grantType: 'password',
    }),
  ).toString('base64');
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return ((await r.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

const api = async <T>(token: string, caminho: string, corpo?: object): Promise<T> => {
  const r = await fetch(`${baseUrl()}${caminho}`, {
    method: corpo ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(corpo ? { 'content-type': 'application/json' } : {}),
    },
    body: corpo ? JSON.stringify(corpo) : undefined,
  });
  expect(r.status).toBe(200);
  const j = (await r.json()) as { data?: T; Data?: T };
  return (j.data ?? j.Data) as T;
};

describe('fechamento da competência', () => {
  it('o RH vê as divergências, fecha o mês passado do departamento e o reabre com motivo', async () => {
    const hoje = new Date();
    const passado = new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1);
    const competencia = `ano=${passado.getFullYear()}&mes=${passado.getMonth() + 1}`;

    // O RH resolve as marcações ímpares do Administrativo: inclui a saída que faltou.
    const token = await tokenRh();
    const deps = await api<{ id: number; nome: string }[]>(token, '/api/base/filter/departamentos');
    const adm = deps.find((d) => d.nome === 'Administrativo')!;
    const [motivo] = await api<{ id: number }[]>(token, '/api/main/CarregarMotivosMarcacao');
    const v = await api<{ items: { usuarioId: number; data: string; tipo: string }[] }>(
      token,
      `/api/verbas/fechamento/divergencias?${competencia}&departamentoId=${adm.id}&pageSize=100`,
    );
    for (const d of v.items.filter((x) => x.tipo === 'marcacoesImpares'))
      await api(token, '/api/main/IncluirMarcacao', {
        usuarioId: d.usuarioId,
        data: d.data,
        hora: '23:00',
        motivoId: motivo!.id,
      });

    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/folha`);
    await rh.getByRole('heading', { name: 'Verbas e exportação da folha' }).waitFor();
    await rh.getByRole('tab', { name: 'Fechamento' }).click();

    // Empresa toda: as marcações ímpares dos outros departamentos impedem fechar.
    await rh.getByRole('button', { name: 'Verificar divergências' }).click();
    await rh.getByText('Há divergências que impedem o fechamento').waitFor({ timeout: 90_000 });
    const tabela = rh.getByRole('table', { name: 'Divergências da competência' });
    await tabela.getByText('Marcações ímpares').first().waitFor();
    await tabela.getByText('Impede o fechamento').first().waitFor();
    expect(await rh.getByRole('button', { name: 'Fechar competência' }).isDisabled()).toBe(true);

    // Administrativo: resolvido, fecha (aceitando os avisos na confirmação).
    await rh.getByRole('combobox', { name: 'Departamento' }).click();
    await rh.getByRole('option', { name: 'Administrativo' }).click();
    await rh.getByRole('button', { name: 'Verificar divergências' }).click();
    await rh.getByText('Pronta para fechar').waitFor({ timeout: 90_000 });
    await rh.getByRole('button', { name: 'Fechar competência' }).click();
    const dialogo = rh.getByRole('dialog', { name: /^Fechar / });
    await dialogo.getByText(/ficam congelados/).waitFor();
    await dialogo.getByRole('button', { name: 'Fechar competência' }).click();
    await rh.getByText('Competência fechada', { exact: true }).waitFor({ timeout: 90_000 });
    await rh.getByText(/Situação de .*: Fechada —/).waitFor();
    const historico = rh.getByRole('table', { name: 'Histórico de fechamentos' });
    await historico.getByText('Departamento Administrativo').waitFor();
    await historico.getByText('Fechado', { exact: true }).waitFor();

    // Reabre com motivo (obrigatório).
    await historico.getByRole('button', { name: 'Reabrir' }).click();
    const reabrir = rh.getByRole('dialog', { name: /^Reabrir / });
    await reabrir.getByLabel(/Motivo da reabertura/).fill('Marcações esquecidas no fim do mês.');
    await reabrir.getByRole('button', { name: 'Reabrir competência' }).click();
    await historico.getByText('Reaberto', { exact: true }).waitFor();
    await historico.getByText('Motivo: Marcações esquecidas no fim do mês.').waitFor();
    await rh.getByText(/Situação de .*: Aberta —/).waitFor();
  }, 240_000);
});
