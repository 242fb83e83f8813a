import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome, SENHA_DEMO } from './navegador.ts';

/**
 * Escalas no Chromium contra o servidor real (PGlite novo, semeado): o gestor aplica as oito
 * ações do painel 'Escala no Dia' no mês seguinte, o RH muda a gestão (data fim e aprovação) e o
 * gestor aprova e remove alterações (com a remoção passando por aprovação). Uma folga aplicada
 * num dia de falta do mês anterior (que a semente preenche de marcações) aparece no espelho.
 * Os testes rodam em ordem e compartilham o banco.
 */

const GESTOR = 'gestor@demo.jornada.dev';
const RH = 'rh@demo.jornada.dev';
const DUPLICADA =
  'Já existem alterações de escala para a data em questão. Para continuar, remova a ação existente.';
const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

// ---------------------------------------------------------------- datas do mês seguinte

const hoje = new Date();
const ANO = hoje.getMonth() === 11 ? hoje.getFullYear() + 1 : hoje.getFullYear();
const MES = (hoje.getMonth() + 1) % 12; // 0-based, mês seguinte
const dois = (n: number) => String(n).padStart(2, '0');
const iso = (dia: number) => `${ANO}-${dois(MES + 1)}-${dois(dia)}`;
const br = (dia: number) => `${dois(dia)}/${dois(MES + 1)}/${ANO}`;
/** Segunda-feira da semana k (1, 2, 3) inteira (segunda a domingo) dentro do mês seguinte. */
const primeiraSegunda = (() => {
  for (let d = 1; d <= 7; d++) if (new Date(ANO, MES, d).getDay() === 1) return d;
  return 1;
})();
const semana = (k: number) => primeiraSegunda + 7 * (k - 1);
const SEG = 0;
const TER = 1;
const QUA = 2;
const QUI = 3;
const SAB = 5;
const dia = (k: number, deslocamento: number) => semana(k) + deslocamento;
/** 'AAAA-MM-DD' → 'DD/MM/AAAA'. */
const brIso = (data: string) => data.split('-').reverse().join('/');

// Mês anterior (0-based): a semente grava marcações do primeiro dia dele até ontem.
const ANO_ANTERIOR = hoje.getMonth() === 0 ? hoje.getFullYear() - 1 : hoje.getFullYear();
const MES_ANTERIOR = (hoje.getMonth() + 11) % 12;
const nomeDoMes = (mes: number, ano: number) =>
  `${MESES[mes]!.charAt(0).toUpperCase()}${MESES[mes]!.slice(1)} de ${ano}`;
const nomeMes = nomeDoMes(MES, ANO);

// ---------------------------------------------------------------- ajudantes

let browser: Browser;
let gestor: Page;
let rh: Page;

const entrar = (email: string) => paginaNaHome(browser, email);

/** Token de API do RH, para o pedido que o RH faz sem tela de calendário da equipe. */
const tokenDaApi = async (email: string): Promise<string> => {
  const credenciais = {
    EmpresaId: 2,
    Email: email,
    Senha: createHash('sha256').update(SENHA_DEMO).digest('hex').toUpperCase(),
    grantType: 'password',
    deviceId: 'e2e-escala',
  };
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: Buffer.from(JSON.stringify(credenciais)).toString('base64') }),
  });
  return ((await r.json()) as { Token: { AccessToken: string } }).Token.AccessToken;
};

/** Chamada à API com um token (JSON de ida e volta). */
const chamarApi = async <T>(token: string, caminho: string, init: RequestInit = {}): Promise<T> => {
  const r = await fetch(`${baseUrl()}${caminho}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!r.ok) throw new Error(`${caminho}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
};

type DiaDoEspelho = {
  data: string;
  tipoDia: string;
  aberto: boolean;
  marcacoes: unknown[];
  apuracao: { falta: number } | null;
};

/**
 * Um dia de falta (dia de trabalho sem marcação, falta apurada) do mês anterior de alguém da
 * equipe do gestor com nome único na equipe, achado nos dados da semente pela API.
 */
const faltaNoMesAnterior = async () => {
  const token = await tokenDaApi(GESTOR);
  const mes = MES_ANTERIOR + 1;
  const equipe = await chamarApi<{ data: { items: { usuario: { id: number; nome: string } }[] } }>(
    token,
    `/api/escala/calendario/equipe?Ano=${ANO_ANTERIOR}&Mes=${mes}&pageSize=100`,
  );
  const nomes = equipe.data.items.map((i) => i.usuario.nome);
  for (const { usuario } of equipe.data.items) {
    if (nomes.indexOf(usuario.nome) !== nomes.lastIndexOf(usuario.nome)) continue;
    const espelho = await chamarApi<{ data: { dias: DiaDoEspelho[] } }>(
      token,
      `/api/espelho?ano=${ANO_ANTERIOR}&mes=${mes}&usuarioId=${usuario.id}`,
    );
    const falta = espelho.data.dias.find(
      (d) =>
        d.tipoDia === 'trabalho' &&
        !d.aberto &&
        d.marcacoes.length === 0 &&
        (d.apuracao?.falta ?? 0) > 0,
    );
    if (falta) return { ...usuario, data: falta.data };
  }
  throw new Error('a semente não gerou nenhuma falta no mês anterior para a equipe do gestor');
};

/** Abre o espelho do colaborador no mês da data e devolve a linha do dia. */
const linhaDoEspelho = async (usuarioId: number, data: string) => {
  const [ano, mes] = data.split('-').map(Number) as [number, number];
  const carregou = gestor.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/espelho' &&
      url.searchParams.get('usuarioId') === String(usuarioId) &&
      r.status() === 200
    );
  });
  await gestor.goto(
    `${baseUrl()}/#/dashboard/gestor/espelhos?usuarioId=${usuarioId}&ano=${ano}&mes=${mes}`,
  );
  await gestor.reload();
  await carregou;
  const tabela = gestor.getByRole('table', { name: 'Dias do espelho' });
  const ddmm = `${data.slice(8, 10)}/${data.slice(5, 7)}`;
  const linha = tabela
    .getByRole('row')
    .filter({ has: gestor.getByRole('rowheader', { name: new RegExp(`^${ddmm} `) }) });
  await linha.waitFor();
  return linha;
};

/**
 * Recarrega a página: começa no mês atual e sem cache (a gestão pode ter mudado no RH); vai ao
 * mês seguinte (padrão) ou ao anterior.
 */
const irParaCalendario = async (sentido: 'Próximo mês' | 'Mês anterior' = 'Próximo mês') => {
  await gestor.goto(`${baseUrl()}/#/dashboard/gestor/calendario-equipe`);
  await gestor.reload();
  await gestor.getByRole('table', { name: 'Calendário da equipe' }).waitFor();
  await gestor.getByRole('button', { name: sentido }).click();
  const [mes, ano] = sentido === 'Próximo mês' ? [MES, ANO] : [MES_ANTERIOR, ANO_ANTERIOR];
  await gestor.getByText(nomeDoMes(mes, ano), { exact: true }).waitFor();
  await gestor
    .getByRole('columnheader', { name: new RegExp(`01/${dois(mes + 1)}/${ano}`) })
    .waitFor();
};

/** Célula do colaborador no dia (número do mês seguinte ou data 'AAAA-MM-DD'). */
const celula = (nome: string, d: number | string) =>
  gestor.getByRole('button', {
    name: new RegExp(`^${nome}, ${typeof d === 'number' ? br(d) : brIso(d)}:`),
  });

const painel = () => gestor.getByRole('dialog', { name: 'Escala no Dia' });

const abrirDia = async (nome: string, d: number | string) => {
  await celula(nome, d).click();
  await painel().getByText(nome).first().waitFor();
  await expect.poll(() => painel().getByRole('button', { name: 'ações' }).isEnabled()).toBe(true);
};

/**
 * Abre o menu 'ações' (só se estiver fechado: clicar de novo o fecharia) e escolhe; espera o
 * sub-painel da ação aparecer.
 */
const escolherAcao = async (titulo: string) => {
  const item = gestor.getByRole('menuitem', { name: titulo });
  const menu = painel().getByRole('button', { name: 'ações' });
  await expect
    .poll(
      async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        return item.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await item.click();
  await gestor.getByRole('region', { name: titulo }).waitFor();
};

/**
 * Escolhe uma data no seletor pt-BR, andando o calendário até o mês (por padrão o seguinte) se
 * preciso.
 */
const escolherData = async (campo: string, d: number, mes = MES, ano = ANO) => {
  await gestor.getByRole('button', { name: campo }).click();
  await gestor.getByRole('button', { name: 'Selecionar' }).waitFor();
  const botao = gestor.getByRole('button', { name: `${d} ${MESES[mes]} ${ano}`, exact: true });
  const direcao = ano * 12 + mes >= hoje.getFullYear() * 12 + hoje.getMonth() ? 'next' : 'previous';
  for (let i = 0; i < 3 && !(await botao.isVisible()); i++) {
    await gestor.locator(`[data-direction="${direcao}"]`).last().click();
    await botao.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  await botao.click();
  await gestor.getByRole('button', { name: 'Selecionar' }).click();
};

/** Sucesso: a mensagem aparece e o painel fecha sozinho em 2 s. */
const esperarSucesso = async (mensagem = 'Alteração registrada.') => {
  await gestor.getByText(mensagem).waitFor();
  await painel().waitFor({ state: 'hidden', timeout: 5000 });
};

const problemas = () => gestor.getByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });

const editarGestao = async (modo: string, exigirAprovacao?: boolean) => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/escalas`);
  await rh.getByRole('tab', { name: 'Gestões' }).click();
  await rh.getByRole('button', { name: 'Editar Lojas e centro de distribuição' }).click();
  const modal = rh.getByRole('dialog', { name: 'Editar gestão' });
  await modal.getByRole('combobox', { name: 'Data fim da alteração de escala' }).click();
  await modal.getByRole('option', { name: modo }).click();
  if (exigirAprovacao !== undefined) {
    const chave = modal.getByRole('switch', { name: 'Exigir aprovação das ações' });
    if ((await chave.isChecked()) !== exigirAprovacao) await chave.click({ force: true });
  }
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await rh.getByText('Gestão alterada.').last().waitFor();
  await modal.waitFor({ state: 'hidden' });
};

beforeAll(async () => {
  browser = await abrirNavegador();
  gestor = await entrar(GESTOR);
  rh = await entrar(RH);
});
afterAll(() => browser?.close());

describe('escalas no Chromium: calendário da equipe, painel Escala no Dia e aprovações', () => {
  it('gestor abre o calendário da equipe, navega os meses, busca e filtra', async () => {
    await irParaCalendario();
    const tabela = gestor.getByRole('table', { name: 'Calendário da equipe' });
    expect(await tabela.getByRole('rowheader').count()).toBeGreaterThan(10);
    await gestor.getByRole('button', { name: 'Mês anterior' }).click();
    await gestor.getByRole('button', { name: 'Próximo mês' }).click();
    await gestor.getByText(nomeMes, { exact: true }).waitFor();

    await gestor.getByRole('searchbox', { name: 'Buscar colaborador' }).fill('Sabrina');
    await expect.poll(() => tabela.getByRole('rowheader').count()).toBe(1);
    await expect
      .poll(() => tabela.getByRole('rowheader').first().textContent())
      .toContain('Sabrina Ferreira Pereira');
    await gestor.getByRole('searchbox', { name: 'Buscar colaborador' }).fill('');

    await gestor.getByRole('combobox', { name: 'Departamento' }).click();
    await gestor.getByRole('option', { name: 'Centro de Distribuição' }).click();
    await gestor.getByText('Nenhum colaborador encontrado').waitFor();
    await gestor.getByRole('combobox', { name: 'Departamento' }).click();
    await gestor.getByRole('option', { name: 'Loja Centro' }).click();
    await expect.poll(() => tabela.getByRole('rowheader').count()).toBeGreaterThan(10);
  });

  it("o painel 'Escala no Dia' de um dia de trabalho mostra colaborador, data, ações e escala em vigor", async () => {
    await abrirDia('Ana Silva Souza', dia(1, TER));
    const p = painel();
    await p.getByText('Turno: 08:00–17:48 (5x2)').waitFor();
    await p.getByText(/^TER$/).waitFor();
    const vigor = p.getByRole('region', { name: 'ESCALA EM VIGOR' });
    await vigor.getByText('Comercial 5x2 (08:00–17:48)').waitFor();
    expect(await vigor.textContent()).toMatch(
      /Entrada08:00.*Saída almoço12:00.*Volta almoço13:00.*Saída17:48/,
    );
    await p.getByRole('button', { name: 'ações' }).click();
    await gestor.getByRole('menuitem').first().waitFor();
    const itens = await gestor.getByRole('menuitem').allTextContents();
    expect(itens).toEqual([
      'Mudar Para Folga',
      'Alterar Entrada',
      'Compensação na Semana',
      'Compensação de Banco',
      'Alterar Escala',
    ]);
    await gestor.keyboard.press('Escape');
  });

  it('1 Mudar Para Folga em dois passos, e a recusa de duplicidade sobre um dia já alterado', async () => {
    await escolherAcao('Mudar Para Folga');
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    await gestor.getByText(/Limite de até 5 dias/).waitFor();
    expect(await gestor.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await escolherData('Data final', dia(1, QUA));
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
    await expect
      .poll(() => celula('Ana Silva Souza', dia(1, TER)).getAttribute('aria-label'))
      .toMatch(/Folga.*alteração Mudar Para Folga \(Aprovada\)/);

    await abrirDia('Ana Silva Souza', dia(1, SEG));
    await escolherAcao('Mudar Para Folga');
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    await escolherData('Data final', dia(1, TER));
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await problemas().getByText(DUPLICADA).waitFor();
    await problemas().getByRole('button', { name: 'ENTENDI' }).click();
    await gestor.getByRole('button', { name: 'Fechar painel' }).click();

    // No dia já alterado, o menu só oferece ver a alteração.
    await abrirDia('Ana Silva Souza', dia(1, TER));
    await painel().getByRole('button', { name: 'ações' }).click();
    await gestor.getByRole('menuitem').first().waitFor();
    expect(await gestor.getByRole('menuitem').allTextContents()).toEqual(['Visualizar Alteração']);
    await gestor.keyboard.press('Escape');
    await gestor.getByRole('button', { name: 'Fechar painel' }).click();
  });

  it('2 Mudar Para Trabalho num sábado de folga', async () => {
    await abrirDia('Bruno Almeida Lima', dia(1, SAB));
    await escolherAcao('Mudar Para Trabalho');
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    await escolherData('Data final', dia(1, SAB));
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('3 Alterar Entrada com a máscara 99:99', async () => {
    await abrirDia('Diego Souza Silva', dia(1, QUA));
    await escolherAcao('Alterar Entrada');
    await gestor.getByLabel(/Novo horário de entrada/).fill('0900');
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('4 Mover Folga Semanal: só dias de trabalho da semana podem ser escolhidos', async () => {
    await abrirDia('Gabriela Oliveira Ribeiro', dia(1, SAB));
    await escolherAcao('Mover Folga Semanal');
    const grupo = gestor.getByRole('radiogroup', { name: /Nova folga semanal/ });
    await grupo.getByRole('radio').first().waitFor();
    expect(await grupo.getByRole('radio', { name: /DSR/ }).isDisabled()).toBe(true);
    expect(await gestor.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await grupo.getByRole('radio', { name: new RegExp(`QUI ${br(dia(1, QUI))}`) }).check();
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('5 Compensação na Semana: o servidor recusa acima de 2 h por dia e aceita na 6x1', async () => {
    await abrirDia('Mariana Lima Almeida', dia(2, TER));
    await escolherAcao('Compensação na Semana');
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await problemas()
      .getByText(/acima do limite de 2 h diárias \(CLT art\. 59\)/)
      .waitFor();
    await problemas().getByRole('button', { name: 'ENTENDI' }).click();
    await gestor.getByRole('button', { name: 'Fechar painel' }).click();

    await abrirDia('Eduarda Costa Santos', dia(2, TER));
    await escolherAcao('Compensação na Semana');
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('6 Compensação de Banco em horas (Não = HH:MM em minutos)', async () => {
    await abrirDia('João Santos Costa', dia(2, QUA));
    await escolherAcao('Compensação de Banco');
    await gestor.getByText('Não', { exact: true }).click();
    await gestor.getByLabel(/Horas a compensar/).fill('0200');
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('7 Alterar Escala com data fim opcional (prazo indeterminado)', async () => {
    await abrirDia('Paulo Pereira Ferreira', dia(2, SEG));
    await escolherAcao('Alterar Escala');
    expect(await gestor.getByRole('button', { name: 'Próximo', exact: true }).isDisabled()).toBe(
      true,
    );
    await gestor.getByRole('combobox', { name: /Nova escala/ }).click();
    await gestor.getByRole('option', { name: 'Loja 6x1 (07:00–15:20)' }).click();
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    await gestor.getByText('Deixe em branco para prazo indeterminado.').waitFor();
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('8 Visualizar Alteração: REMOVER a alteração aprovada depois de confirmar', async () => {
    await abrirDia('Diego Souza Silva', dia(1, QUA));
    const alteracoes = painel().getByRole('region', { name: 'ALTERAÇÕES DE ESCALA' });
    await alteracoes.getByText('Alterar Entrada').waitFor();
    await alteracoes.getByRole('button', { name: 'ver detalhes' }).click();
    const detalhe = gestor.getByRole('table', { name: 'Detalhe da alteração' });
    await detalhe.getByText('Nova entrada às 09:00').waitFor();
    await detalhe.getByText('Aprovada').waitFor();
    await gestor.getByRole('button', { name: 'REMOVER', exact: true }).click();
    await gestor
      .getByRole('dialog', { name: 'Remover alteração' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await esperarSucesso('Alteração removida.');
    await abrirDia('Diego Souza Silva', dia(1, QUA));
    await painel().getByText('Nenhuma alteração de escala nesta data.').waitFor();
    await gestor.getByRole('button', { name: 'Fechar painel' }).click();
  });

  it('o espelho segue a ação aplicada: Mudar Para Folga num dia de falta do mês anterior', async () => {
    const alvo = await faltaNoMesAnterior();
    const antes = await linhaDoEspelho(alvo.id, alvo.data);
    await antes.getByText(/^Falta /).waitFor();

    await irParaCalendario('Mês anterior');
    const tabela = gestor.getByRole('table', { name: 'Calendário da equipe' });
    await gestor.getByRole('searchbox', { name: 'Buscar colaborador' }).fill(alvo.nome);
    await expect.poll(() => tabela.getByRole('rowheader').count()).toBe(1);
    await abrirDia(alvo.nome, alvo.data);
    await escolherAcao('Mudar Para Folga');
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    await escolherData('Data final', Number(alvo.data.slice(8)), MES_ANTERIOR, ANO_ANTERIOR);
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
    await expect
      .poll(() => celula(alvo.nome, alvo.data).getAttribute('aria-label'))
      .toMatch(/Folga.*alteração Mudar Para Folga \(Aprovada\)/);

    const depois = await linhaDoEspelho(alvo.id, alvo.data);
    await depois.getByRole('rowheader').getByText('Folga', { exact: true }).waitFor();
    expect(await depois.getByText(/^Falta /).count()).toBe(0);
  });

  it('data fim da alteração de escala: MesmoDia fixa o dia; obrigatória bloqueia Confirmar até escolher', async () => {
    await editarGestao('Mesmo dia (só o próprio dia)');
    await irParaCalendario();
    await abrirDia('Sabrina Ferreira Pereira', dia(3, SEG));
    await escolherAcao('Alterar Escala');
    await gestor.getByRole('combobox', { name: /Nova escala/ }).click();
    await gestor.getByRole('option', { name: 'Loja 6x1 (07:00–15:20)' }).click();
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    const fixa = gestor.getByRole('textbox', { name: 'Data final' });
    await fixa.waitFor();
    expect(await fixa.isDisabled()).toBe(true);
    expect(await fixa.inputValue()).toBe(br(dia(3, SEG)));
    await gestor.getByRole('button', { name: 'Fechar painel' }).click();

    await editarGestao('Obrigatório informar na alteração');
    await irParaCalendario();
    await abrirDia('Sabrina Ferreira Pereira', dia(3, SEG));
    await escolherAcao('Alterar Escala');
    await gestor.getByRole('combobox', { name: /Nova escala/ }).click();
    await gestor.getByRole('option', { name: 'Loja 6x1 (07:00–15:20)' }).click();
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    await gestor.getByText('Informe a data final.').waitFor();
    expect(await gestor.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await escolherData('Data final', dia(3, QUA));
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso();
  });

  it('com aprovação exigida, o gestor aprova o pedido do RH e não pode aprovar o próprio', async () => {
    await editarGestao('Opcional (em branco = prazo indeterminado)', true);
    await irParaCalendario();
    await abrirDia('Karina Silva Souza', dia(3, QUA));
    await escolherAcao('Compensação de Banco');
    await gestor.getByRole('button', { name: 'Confirmar' }).click();
    await esperarSucesso('Alteração enviada para aprovação.');
    await expect
      .poll(() => celula('Karina Silva Souza', dia(3, QUA)).getAttribute('aria-label'))
      .toMatch(/\(Para aprovar\)/);

    // O RH não tem o calendário da equipe no menu: pede pela API, como faria outro sistema.
    const token = await tokenDaApi(RH);
    const equipe = await fetch(
      `${baseUrl()}/api/escala/calendario/equipe?Ano=${ANO}&Mes=${MES + 1}&search=Henrique&pageSize=10`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const { items } = (
      (await equipe.json()) as {
        data: { items: { usuario: { id: number; nome: string; departamento: string | null } }[] };
      }
    ).data;
    // Há dois 'Henrique Ribeiro Oliveira' na demo: o da equipe do gestor é o da Loja Centro.
    const henrique = items.find(
      (i) =>
        i.usuario.nome === 'Henrique Ribeiro Oliveira' && i.usuario.departamento === 'Loja Centro',
    )!.usuario.id;
    const pedido = await fetch(`${baseUrl()}/api/escala/acao`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        usuarioId: henrique,
        data: iso(dia(3, QUI)),
        tipoAcao: 'MudarParaFolga',
      }),
    });
    expect(((await pedido.json()) as { data: { status: string } }).data.status).toBe('ParaAprovar');

    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/aprovacoes`);
    const tabela = gestor.getByRole('table', { name: 'Alterações de escala' });
    await tabela.getByText('Henrique Ribeiro Oliveira').waitFor();
    // O pedido do próprio gestor não tem botões de decisão: cabe ao gestor dele ou ao RH.
    const daKarina = tabela.getByRole('row').filter({ hasText: 'Karina Silva Souza' });
    await daKarina.getByText('Aguardando decisão do gestor ou do RH').waitFor();
    expect(
      await gestor
        .getByRole('button', { name: `Aprovar: Karina Silva Souza, ${br(dia(3, QUA))}` })
        .count(),
    ).toBe(0);

    await gestor
      .getByRole('button', { name: `Detalhes da alteração nº`, exact: false })
      .first()
      .waitFor();
    await expect
      .poll(
        () =>
          gestor
            .getByRole('button', { name: `Aprovar: Henrique Ribeiro Oliveira, ${br(dia(3, QUI))}` })
            .isEnabled(),
        { timeout: 3000 },
      )
      .toBe(true);
    await gestor
      .getByRole('button', { name: `Aprovar: Henrique Ribeiro Oliveira, ${br(dia(3, QUI))}` })
      .click();
    await gestor
      .getByRole('dialog', { name: 'Aprovar alteração' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await gestor.getByText('Alteração aprovada.').waitFor();
    await expect.poll(() => tabela.getByText('Henrique Ribeiro Oliveira').count()).toBe(0);

    await gestor.getByText('Aprovadas', { exact: true }).click();
    await expect
      .poll(() => gestor.getByRole('radio', { name: 'Aprovadas' }).isChecked())
      .toBe(true);
    await tabela.getByText('Henrique Ribeiro Oliveira').waitFor();
  });

  it('com aprovação exigida, REMOVER leva a Para remover e o aprovador confirma: Removida', async () => {
    // O RH pede a remoção da folga do Henrique (aprovada pelo gestor) pela API: vira ParaRemover.
    const token = await tokenDaApi(RH);
    type Acao = { id: number; status: string; usuarioNome: string; alteradoPorNome: string };
    const aprovadas = await chamarApi<{ data: { items: Acao[] } }>(
      token,
      `/api/escala/acao?status=Aprovada&inicio=${iso(dia(3, QUI))}&fim=${iso(dia(3, QUI))}`,
    );
    const henrique = aprovadas.data.items.find(
      (a) => a.usuarioNome === 'Henrique Ribeiro Oliveira',
    )!;
    const pedido = await chamarApi<{ message: string; data: Acao }>(
      token,
      '/api/escala/acao/status',
      {
        method: 'PUT',
        body: JSON.stringify({ id: henrique.id, status: 'Removida' }),
      },
    );
    expect(pedido).toMatchObject({
      message: 'Remoção enviada para aprovação.',
      data: { status: 'ParaRemover', alteradoPorNome: 'Renata Dias' },
    });

    // A remoção pedida ainda vale no calendário até ser confirmada.
    await irParaCalendario();
    await expect
      .poll(() => celula('Henrique Ribeiro Oliveira', dia(3, QUI)).getAttribute('aria-label'))
      .toMatch(/Folga.*\(Para remover\)/);

    // O gestor (aprovador) confirma em Aprovações > Remoções pedidas.
    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/aprovacoes`);
    const tabela = gestor.getByRole('table', { name: 'Alterações de escala' });
    await gestor.getByText('Remoções pedidas', { exact: true }).click();
    const linha = tabela
      .getByRole('row')
      .filter({ hasText: 'Henrique Ribeiro Oliveira' })
      .filter({ hasText: br(dia(3, QUI)) });
    await linha.getByText('Para remover').waitFor();
    // Pedida por e Alterada por: o RH pediu a folga e também a remoção.
    expect(await linha.getByRole('cell', { name: 'Renata Dias', exact: true }).count()).toBe(2);
    const confirmar = gestor.getByRole('button', {
      name: `Confirmar remoção: Henrique Ribeiro Oliveira, ${br(dia(3, QUI))}`,
    });
    await expect.poll(() => confirmar.isEnabled()).toBe(true);
    await confirmar.click();
    await gestor
      .getByRole('dialog', { name: 'Confirmar remoção' })
      .getByRole('button', { name: 'Confirmar remoção' })
      .click();
    await gestor.getByText('Alteração removida.').waitFor();
    await expect.poll(() => linha.count()).toBe(0);

    await gestor.getByText('Removidas', { exact: true }).click();
    await linha.getByText('Removida').waitFor();
    await linha.getByText('Marcos Vieira').waitFor();
    await linha.getByRole('button', { name: /^Detalhes da alteração nº/ }).click();
    const detalhe = gestor.getByRole('table', { name: 'Detalhe da alteração' });
    await detalhe.getByRole('row', { name: /Decidida por\s*Marcos Vieira/ }).waitFor();

    // O dia volta à escala.
    await irParaCalendario();
    await expect
      .poll(() => celula('Henrique Ribeiro Oliveira', dia(3, QUI)).getAttribute('aria-label'))
      .not.toMatch(/alteração/);
  });

  it('com aprovação exigida, o REMOVER do painel envia a remoção para aprovação', async () => {
    // A Compensação de Banco da Karina (pedida pelo gestor) é aprovada pelo RH pela API.
    const token = await tokenDaApi(RH);
    type Acao = { id: number; usuarioNome: string };
    const pendentes = await chamarApi<{ data: { items: Acao[] } }>(
      token,
      `/api/escala/acao?status=ParaAprovar&inicio=${iso(dia(3, QUA))}&fim=${iso(dia(3, QUA))}`,
    );
    const karina = pendentes.data.items.find((a) => a.usuarioNome === 'Karina Silva Souza')!;
    await chamarApi(token, '/api/escala/acao/status', {
      method: 'PUT',
      body: JSON.stringify({ id: karina.id, status: 'Aprovada' }),
    });

    await irParaCalendario();
    await abrirDia('Karina Silva Souza', dia(3, QUA));
    const alteracoes = painel().getByRole('region', { name: 'ALTERAÇÕES DE ESCALA' });
    await alteracoes.getByRole('button', { name: 'ver detalhes' }).click();
    const detalhe = gestor.getByRole('table', { name: 'Detalhe da alteração' });
    await detalhe.getByText('Aprovada').waitFor();
    await detalhe.getByRole('row', { name: /Decidida por\s*Renata Dias/ }).waitFor();
    await gestor.getByRole('button', { name: 'REMOVER', exact: true }).click();
    await gestor
      .getByRole('dialog', { name: 'Remover alteração' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await esperarSucesso('Remoção enviada para aprovação.');
    await expect
      .poll(() => celula('Karina Silva Souza', dia(3, QUA)).getAttribute('aria-label'))
      .toMatch(/\(Para remover\)/);

    // Quem pediu a remoção não a confirma; o RH confirma e o dia volta à escala.
    const confirmada = await chamarApi<{ data: { status: string; decididoPorNome: string } }>(
      token,
      '/api/escala/acao/status',
      { method: 'PUT', body: JSON.stringify({ id: karina.id, status: 'Removida' }) },
    );
    expect(confirmada.data).toMatchObject({ status: 'Removida', decididoPorNome: 'Renata Dias' });
    await irParaCalendario();
    await expect
      .poll(() => celula('Karina Silva Souza', dia(3, QUA)).getAttribute('aria-label'))
      .not.toMatch(/alteração/);
  });
});
