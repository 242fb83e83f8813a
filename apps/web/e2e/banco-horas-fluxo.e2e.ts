import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * O banco de horas numa só história, no Chromium contra o servidor real (issue 13, "Done when"):
 * o RH configura uma hora positiva que vai ao banco e a liga numa regra de ponto nova; admite uma
 * pessoa com essa regra num dia do mês passado; cria um banco mensal com o ciclo do mês passado e
 * a inclui; o gestor inclui as marcações de um dia com 2 h além da jornada; o crédito aparece no
 * extrato do banco; o RH fecha o ciclo (fila, barra) e vê o pagamento por verba; e desfaz o
 * pagamento reabrindo o ciclo com motivo. Tudo criado aqui (regras, pessoa, banco): nada da demo
 * muda.
 */

const SUFIXO = Date.now().toString(36);
const REGRA_HORA_POSITIVA = `Hora positiva com banco e2e ${SUFIXO}`;
const REGRA_PONTO = `Loja com banco e2e ${SUFIXO}`;
const BANCO = `Banco mensal fluxo e2e ${SUFIXO}`;
const NOME = `Bianca Fluxo ${SUFIXO}`;
/** Código numérico (o leiaute Domínio só aceita dígitos), fora dos códigos da demo. */
const VERBA_FOLHA = `9${String(Date.now()).slice(-3)}`;

/** Datas ISO no fuso da empresa demo (o "hoje" do servidor). */
const isoEm = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
const hoje = isoEm(new Date());
const br = (iso: string) => iso.split('-').reverse().join('/');
const meioDia = (iso: string) => new Date(`${iso}T12:00:00Z`);
const inicioAnterior = (() => {
  const d = meioDia(`${hoje.slice(0, 8)}01`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
})();
const fimAnterior = (() => {
  const d = meioDia(`${hoje.slice(0, 8)}01`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
})();
/** O último dia útil (seg–sex) do mês passado: um dia de trabalho da escala comercial. */
const diaExtra = (() => {
  const d = meioDia(fimAnterior);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
})();
/** Jornada comercial 08:00–12:00, 13:00–17:48: sair às 19:48 são 2 h além dela. */
const MARCACOES = ['08:00', '12:00', '13:00', '19:48'];

/** CPF válido a partir de 9 dígitos (derivados do instante: não repete entre execuções). */
const cpfValido = (base9: string) => {
  const d = base9.split('').map(Number);
  const dv = (nums: number[]) => {
    const r = (nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d);
  return `${base9}${d1}${dv([...d, d1])}`;
};
const CPF = cpfValido(`6${String(Date.now()).slice(-8)}`);

const tokenDe = async (email: string) => {
  const credenciais = {
    EmpresaId: 2,
    Email: email,
    Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-banco-horas-fluxo',
  };
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  return ((await r.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

const chamar = async <T>(token: string, caminho: string, corpo?: object): Promise<T> => {
  const r = await fetch(`${baseUrl()}${caminho}`, {
    method: corpo ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(corpo ? { body: JSON.stringify(corpo) } : {}),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  return (await r.json()) as T;
};

type Colaborador = { id: number; nome: string; email: string };
const colaboradores = async (token: string, busca: string) =>
  (
    await chamar<{ data: { items: Colaborador[] } }>(
      token,
      `/api/main/colaboradores?pageSize=100&search=${encodeURIComponent(busca)}`,
    )
  ).data.items;

/** A apuração do espelho e do banco roda na hora: numa máquina ocupada passa de 15 s. */
const ESPERA = 60_000;

const esperarAviso = (page: Page, texto: string | RegExp) =>
  expect.poll(() => page.getByText(texto).count(), { timeout: ESPERA }).toBeGreaterThan(0);

/** O total do código da verba do banco no resumo da exportação do mês passado (Domínio). */
const totalNaFolha = async (rh: Page) => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/folha`);
  await rh.getByRole('tab', { name: 'Exportação' }).click();
  await rh.getByRole('combobox', { name: /^Leiaute do arquivo/ }).click();
  await rh.getByRole('option', { name: 'Domínio (TXT, registro 10)', exact: true }).click();
  await rh.getByRole('button', { name: 'Ver resumo' }).click();
  const resumo = rh.getByRole('region', { name: 'Resumo da exportação' });
  await resumo.getByText('Colaboradores:').waitFor({ timeout: 120_000 });
  const linha = resumo
    .getByRole('table', { name: 'Totais por código' })
    .getByRole('row')
    .filter({ has: rh.getByRole('cell', { name: VERBA_FOLHA, exact: true }) });
  return (await linha.count()) === 0 ? null : await linha.textContent();
};

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(async () => {
  await browser?.close();
  // A verba da folha criada aqui sai (a exportação da demo volta a ser a mesma).
  const token = await tokenDe('rh@demo.jornada.dev');
  const r = await fetch(`${baseUrl()}/api/verbas/verba`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await r.json()) as { data: { id: number; codigo: string; ativo: boolean }[] };
  for (const v of data.filter((x) => x.codigo === VERBA_FOLHA && x.ativo))
    await fetch(`${baseUrl()}/api/verbas/verba/${v.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
});
describe('banco de horas de ponta a ponta no Chromium', () => {
  it('configurar → atribuir → hora extra → fechar o ciclo → pagamento por verba → desfazer', {
    timeout: 600_000,
  }, async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    rh.setDefaultTimeout(ESPERA);

    // 1. Hora positiva que vai ao banco, vigente desde o início do mês passado.
    await rh.goto(`${baseUrl()}/#/dashboard/admin/regras-calculo`);
    await rh.getByRole('tab', { name: 'Hora positiva', exact: true }).click();
    await rh.getByRole('button', { name: 'Nova regra' }).click();
    const nova = rh.getByRole('form', { name: 'Nova regra' });
    await nova.getByLabel('Nome').fill(REGRA_HORA_POSITIVA);
    await nova.getByRole('switch', { name: 'Enviar ao banco de horas' }).check({ force: true });
    await nova.getByRole('textbox', { name: /^Vigência a partir de/ }).fill(br(inicioAnterior));
    await nova.getByRole('button', { name: 'Criar regra' }).click();
    await rh
      .getByRole('table', { name: 'Regras de Hora positiva' })
      .getByText(REGRA_HORA_POSITIVA)
      .waitFor();

    // 2. Regra de ponto que a escolhe (as demais: padrão CLT do motor).
    await rh.getByRole('tab', { name: 'Regras de ponto' }).click();
    await rh.getByRole('button', { name: 'Nova regra de ponto' }).click();
    const regraPonto = rh.getByRole('form', { name: 'Nova regra de ponto' });
    await regraPonto.getByRole('textbox', { name: 'Nome' }).fill(REGRA_PONTO);
    await regraPonto
      .getByRole('textbox', { name: /^Vigência a partir de/ })
      .fill(br(inicioAnterior));
    await regraPonto.getByRole('combobox', { name: 'Hora positiva' }).click();
    await rh.getByRole('option', { name: new RegExp(`^${REGRA_HORA_POSITIVA}`) }).click();
    await regraPonto.getByRole('button', { name: 'Criar regra de ponto' }).click();
    await rh.getByRole('table', { name: 'Regras de ponto' }).getByText(REGRA_PONTO).waitFor();

    // 3. Admissão no último dia útil do mês passado: escala comercial, a regra nova, o gestor.
    const rhToken = await tokenDe('rh@demo.jornada.dev');
    const gestor = (await colaboradores(rhToken, '')).find(
      (c) => c.email === 'gestor@demo.jornada.dev',
    );
    if (!gestor) throw new Error('a demo não tem o gestor@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
    await rh.getByRole('table', { name: 'Lista de colaboradores' }).waitFor();
    await rh.getByRole('button', { name: 'Novo colaborador' }).click();
    const modal = rh.getByRole('dialog', { name: 'Novo colaborador' });
    await modal.getByLabel(/^Nome/).fill(NOME);
    await modal.getByLabel(/^CPF/).pressSequentially(CPF);
    await modal.getByLabel(/^E-mail/).fill(`fluxo.${SUFIXO}@demo.jornada.dev`);
    // Só dígitos: o leiaute Domínio identifica o empregado pela matrícula numérica.
    await modal.getByLabel(/^Matrícula/).fill(String(Date.now()).slice(-7));
    await modal.getByRole('combobox', { name: /^Filial/ }).click();
    await rh.getByRole('option').first().click();
    await modal.getByRole('combobox', { name: 'Gestor' }).fill(gestor.nome);
    await rh.getByRole('option', { name: gestor.nome, exact: true }).click();
    await modal
      .getByRole('textbox', { name: /^Admissão/ })
      .pressSequentially(br(diaExtra).replaceAll('/', ''));
    const escala = modal.getByRole('combobox', { name: /^Escala/ });
    await expect.poll(() => escala.isEnabled()).toBe(true);
    await escala.click();
    await rh.getByRole('option', { name: /^Comercial 5x2/ }).click();
    const regra = modal.getByRole('combobox', { name: /^Regra de ponto/ });
    await expect.poll(() => regra.isEnabled()).toBe(true);
    await regra.click();
    await rh.getByRole('option', { name: new RegExp(`^${REGRA_PONTO}`) }).click();
    await modal.getByRole('combobox', { name: /^Perfil de acesso/ }).click();
    await rh.getByRole('option', { name: 'Colaborador', exact: true }).click();
    await modal.getByRole('button', { name: 'Salvar' }).click();
    const resumo = rh.getByRole('status').filter({ hasText: `${NOME} foi cadastrado` });
    await resumo.waitFor();
    expect(await resumo.textContent()).toContain(`Regra de ponto: ${REGRA_PONTO}`);

    // 4. Banco mensal (CLT art. 59 §6º) desde o mês passado, com as verbas, e o ciclo dele.
    await rh.goto(`${baseUrl()}/#/dashboard/admin/banco-horas`);
    await rh.getByRole('button', { name: 'Novo banco de horas' }).click();
    const form = rh.getByRole('form', { name: 'Novo banco de horas' });
    await form.getByLabel(/^Nome/).fill(BANCO);
    await form.getByRole('combobox', { name: 'Regime' }).click();
    await rh.getByRole('option', { name: /^Mensal/ }).click();
    await form.getByRole('textbox', { name: /^Início do primeiro ciclo/ }).fill(br(inicioAnterior));
    await form.getByLabel('Verba do pagamento a 50 %').fill('0150');
    await form.getByLabel('Verba do pagamento a 100 % (domingo e feriado)').fill('0200');
    await form.getByLabel('Verba do desconto de saldo negativo').fill('0300');
    await form.getByRole('button', { name: 'Criar banco de horas' }).click();
    await esperarAviso(rh, 'Banco de horas criado.');

    await rh.getByLabel('Buscar banco').fill(BANCO);
    await rh.getByRole('button', { name: `Abrir ${BANCO}` }).click();
    await rh.getByRole('tab', { name: 'Ciclos' }).click();
    await rh.getByRole('button', { name: 'Novo ciclo' }).click();
    await rh.getByRole('textbox', { name: /^Início do ciclo/ }).fill(br(inicioAnterior));
    await rh.getByRole('textbox', { name: /^Fim do ciclo/ }).fill(br(fimAnterior));
    await rh.getByRole('button', { name: 'Criar ciclo' }).click();
    await esperarAviso(rh, 'Ciclo criado.');
    const periodo = `${br(inicioAnterior)} a ${br(fimAnterior)}`;
    const ciclo = rh.getByRole('table', { name: 'Ciclos' }).getByRole('row').filter({
      hasText: periodo,
    });
    await expect.poll(() => ciclo.count()).toBe(1);

    // 5. Atribuição: a pessoa entra no banco no dia da admissão.
    await rh.getByRole('tab', { name: 'Colaboradores' }).click();
    await rh.getByRole('button', { name: 'Incluir colaborador' }).click();
    await rh.getByRole('combobox', { name: 'Colaborador' }).fill(NOME);
    await rh.getByRole('option', { name: NOME }).click();
    await rh.getByRole('textbox', { name: /^Vigência a partir de/ }).fill(br(diaExtra));
    await rh.getByRole('button', { name: 'Incluir no banco' }).click();
    await esperarAviso(rh, 'Colaborador incluído no banco de horas.');

    // 6. Hora extra: o gestor inclui as marcações do dia (tratamento dele vale na hora).
    const [pessoa] = (await colaboradores(rhToken, NOME)).filter((c) => c.nome === NOME);
    if (!pessoa) throw new Error(`${NOME} não foi cadastrada`);
    const gestorToken = await tokenDe('gestor@demo.jornada.dev');
    const motivos = (
      await chamar<{ Data: { id: number; exigeObservacao: boolean }[] }>(
        gestorToken,
        '/api/main/CarregarMotivosMarcacao',
      )
    ).Data;
    expect(motivos.length).toBeGreaterThan(0);
    for (const hora of MARCACOES)
      await chamar(gestorToken, '/api/main/IncluirMarcacao', {
        usuarioId: pessoa.id,
        data: diaExtra,
        hora,
        motivoId: motivos[0]!.id,
        observacao: 'Ficou para o inventário; o relógio estava em manutenção.',
      });

    // 7. O saldo: o extrato do banco mostra o crédito de 2 h do dia, vindo do espelho.
    await rh.getByLabel('Buscar colaborador').fill(NOME);
    await rh.getByRole('button', { name: `Extrato de ${NOME}` }).click();
    const extrato = rh.getByRole('table', { name: 'Extrato do banco de horas' });
    const doDia = extrato.getByRole('row').filter({ hasText: br(diaExtra) });
    await expect.poll(() => doDia.count(), { timeout: ESPERA }).toBeGreaterThan(0);
    expect(await doDia.first().textContent()).toContain('+02:00');

    // 8. Fechamento do ciclo: a prévia paga as 2 h a 50 % na verba 0150; a fila grava, a barra
    // acompanha e o ciclo fica fechado (rodada 1).
    await rh.getByRole('tab', { name: 'Ciclos' }).click();
    await ciclo.getByRole('button', { name: /^Fechamento do ciclo/ }).click();
    const pagamentos = () =>
      rh
        .getByRole('table', { name: 'Pagamentos do fechamento' })
        .getByRole('row')
        .filter({ hasText: NOME });
    await expect.poll(() => pagamentos().count(), { timeout: ESPERA }).toBe(1);
    expect(await pagamentos().textContent()).toMatch(/Pagamento 50 %\s*0150\s*02:00/);
    await rh.getByRole('button', { name: 'Confirmar fechamento' }).click();
    await rh.getByRole('button', { name: 'Fechar ciclo' }).click();
    await esperarAviso(rh, /^Ciclo de .+ fechado[.;]/);
    await rh.getByText('Fechado (rodada 1)').waitFor();
    await expect.poll(() => pagamentos().count(), { timeout: ESPERA }).toBe(1);
    expect(await pagamentos().textContent()).toMatch(/Pagamento 50 %\s*0150\s*02:00/);

    // 9. Na folha: uma verba que reúne o pagamento do saldo do banco leva as 2 h do fechamento
    // na competência do fim do ciclo (o mês passado), para a pessoa.
    await rh.goto(`${baseUrl()}/#/dashboard/admin/folha`);
    await rh.getByRole('button', { name: 'Nova verba' }).click();
    await rh.getByLabel(/^Código na folha/).fill(VERBA_FOLHA);
    await rh.getByLabel(/^Descrição/).fill('Banco de horas pago no fechamento (e2e)');
    const quantidades = rh.getByRole('combobox', { name: /^Quantidades/ });
    await quantidades.click();
    await rh
      .getByRole('option', { name: 'Banco de horas: pagamento do saldo (por percentual)' })
      .click();
    await quantidades.press('Tab');
    await rh.getByRole('textbox', { name: /^Início da vigência/ }).fill(br(inicioAnterior));
    await rh.getByRole('button', { name: 'Salvar verba' }).click();
    await esperarAviso(rh, `Verba ${VERBA_FOLHA} criada.`);
    const naFolha = await totalNaFolha(rh);
    expect(naFolha).toMatch(/0?2:00/);
    expect(naFolha).toMatch(/1$/); // um colaborador: a pessoa deste fluxo

    // 10. Desfazer o pagamento: reabrir o ciclo com motivo estorna o que foi pago; a prévia
    // volta a propor o mesmo pagamento (nada se apagou, o ciclo pode ser fechado de novo).
    await rh.goto(`${baseUrl()}/#/dashboard/admin/banco-horas`);
    await rh.getByLabel('Buscar banco').fill(BANCO);
    await rh.getByRole('button', { name: `Abrir ${BANCO}` }).click();
    await rh.getByRole('tab', { name: 'Ciclos' }).click();
    await ciclo.getByRole('button', { name: /^Fechamento do ciclo/ }).click();
    await rh.getByText('Fechado (rodada 1)').waitFor();
    await rh.getByLabel('Motivo da reabertura').fill('Marcações do inventário em revisão (e2e)');
    await rh.getByRole('button', { name: 'Reabrir ciclo' }).click();
    await rh.getByRole('button', { name: 'Reabrir', exact: true }).click();
    await esperarAviso(rh, 'os pagamentos foram estornados.');
    await rh.getByText('Prévia', { exact: true }).waitFor();
    await expect.poll(() => pagamentos().count(), { timeout: ESPERA }).toBe(1);
    // O estorno sai da folha: o código não tem mais o que exportar no mês.
    expect(await totalNaFolha(rh)).toBeNull();
    await rh.context().close();
  });
});
