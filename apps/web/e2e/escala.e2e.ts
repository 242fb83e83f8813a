import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina } from './navegador.ts';

/**
 * Escalas no Chromium contra o servidor real (PGlite novo, semeado): o gestor aplica as oito
 * ações do painel 'Escala no Dia' no mês seguinte, o RH muda a gestão (data fim e aprovação) e o
 * gestor aprova e remove alterações. Os testes rodam em ordem e compartilham o banco.
 */

const SENHA = 'Jornada@2026';
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
const nomeMes = `${MESES[MES]!.charAt(0).toUpperCase()}${MESES[MES]!.slice(1)} de ${ANO}`;
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

// ---------------------------------------------------------------- ajudantes

let browser: Browser;
let gestor: Page;
let rh: Page;

const entrar = async (email: string) => {
  const page = await novaPagina(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Empresa').fill('2');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home$/);
  return page;
};

/** Token de API do RH, para o pedido que o RH faz sem tela de calendário da equipe. */
const tokenDaApi = async (email: string): Promise<string> => {
  const credenciais = {
    EmpresaId: 2,
    Email: email,
    Senha: createHash('sha256').update(SENHA).digest('hex').toUpperCase(),
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

/** Recarrega a página: começa no mês atual e sem cache (a gestão pode ter mudado no RH). */
const irParaCalendario = async () => {
  await gestor.goto(`${baseUrl()}/#/dashboard/gestor/calendario-equipe`);
  await gestor.reload();
  await gestor.getByRole('table', { name: 'Calendário da equipe' }).waitFor();
  await gestor.getByRole('button', { name: 'Próximo mês' }).click();
  await gestor.getByText(nomeMes, { exact: true }).waitFor();
  await gestor.getByRole('columnheader', { name: new RegExp(br(1)) }).waitFor();
};

const celula = (nome: string, d: number) =>
  gestor.getByRole('button', { name: new RegExp(`^${nome}, ${br(d)}:`) });

const painel = () => gestor.getByRole('dialog', { name: 'Escala no Dia' });

const abrirDia = async (nome: string, d: number) => {
  await celula(nome, d).click();
  await painel().getByText(nome).first().waitFor();
  await expect.poll(() => painel().getByRole('button', { name: 'ações' }).isEnabled()).toBe(true);
};

/** Abre o menu 'ações' e escolhe; espera o sub-painel da ação aparecer. */
const escolherAcao = async (titulo: string) => {
  const item = gestor.getByRole('menuitem', { name: titulo });
  await expect
    .poll(async () => {
      if (!(await item.isVisible())) await painel().getByRole('button', { name: 'ações' }).click();
      return item.isVisible();
    })
    .toBe(true);
  await item.click();
  await gestor.getByRole('region', { name: titulo }).waitFor();
};

/** Escolhe uma data no seletor pt-BR, avançando o calendário até o mês seguinte se preciso. */
const escolherData = async (campo: string, d: number) => {
  await gestor.getByRole('button', { name: campo }).click();
  await gestor.getByRole('button', { name: 'Selecionar' }).waitFor();
  const botao = gestor.getByRole('button', { name: `${d} ${MESES[MES]} ${ANO}`, exact: true });
  for (let i = 0; i < 3 && !(await botao.isVisible()); i++) {
    await gestor.locator('[data-direction="next"]').last().click();
    await gestor.waitForTimeout(100);
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
    await gestor.getByRole('button', { name: 'REMOVER' }).click();
    await gestor
      .getByRole('dialog', { name: 'Remover alteração' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await esperarSucesso('Alteração removida.');
    await abrirDia('Diego Souza Silva', dia(1, QUA));
    await painel().getByText('Nenhuma alteração de escala nesta data.').waitFor();
    await gestor.getByRole('button', { name: 'Fechar painel' }).click();
  });

  it('data fim da alteração de escala: MesmoDia fixa o dia; obrigatória bloqueia Confirmar até escolher', async () => {
    await editarGestao('Mesmo dia (só o próprio dia)');
    await irParaCalendario();
    await abrirDia('Sabrina Ferreira Pereira', dia(3, SEG));
    await escolherAcao('Alterar Escala');
    await gestor.getByRole('combobox', { name: /Nova escala/ }).click();
    await gestor.getByRole('option', { name: 'Loja 6x1 (07:00–15:20)' }).click();
    await gestor.getByRole('button', { name: 'Próximo', exact: true }).click();
    const fixa = gestor.getByRole('button', { name: 'Data final' });
    await fixa.waitFor();
    expect(await fixa.isDisabled()).toBe(true);
    expect(await fixa.textContent()).toContain(br(dia(3, SEG)));
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
    await gestor
      .getByRole('button', { name: `Aprovar: Karina Silva Souza, ${br(dia(3, QUA))}` })
      .click();
    await gestor
      .getByRole('dialog', { name: 'Aprovar alteração' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await problemas()
      .getByText('Quem pediu a alteração não pode aprová-la nem reprová-la.')
      .waitFor();
    await problemas().getByRole('button', { name: 'ENTENDI' }).click();

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
});
