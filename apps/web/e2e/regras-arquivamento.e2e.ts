import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, baseUrl, paginaNaHome } from './navegador.ts';

/**
 * Arquivamento de regras de cálculo no Chromium contra o servidor real (PGlite novo, semeado): o
 * RH cria uma regra de tolerância, arquiva-a (sai da lista e das escolhas da regra de ponto, fica
 * visível com "Mostrar arquivadas" e no histórico) e a reativa; a regra de tolerância da demo,
 * usada pela regra de ponto "Padrão CLT", e a própria "Padrão CLT", padrão da empresa, têm o
 * arquivamento recusado com o motivo. A regra criada tem nome único a cada tentativa: o fluxo não
 * depende de outros arquivos e2e nem de uma repetição (retry) no mesmo servidor.
 */

const RH = 'rh@demo.jornada.dev';
/** Semeada pela demo e escolhida pela regra de ponto "Padrão CLT". */
const REGRA_EM_USO = 'Regra de tolerância — padrão CLT';
const REGRA_PONTO_PADRAO = 'Padrão CLT';

let browser: Browser;
let rh: Page;

const entrar = (email: string) => paginaNaHome(browser, email);

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const respostaDe = (page: Page, metodo: string, fim: RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === metodo && fim.test(new URL(r.url()).pathname),
  );

/**
 * Regras de cálculo → Tipos de regra → Tolerância, com a lista das ativas na tela. As abas não
 * ficam montadas: voltar a "Tipos de regra" começa de novo (sem "Mostrar arquivadas").
 */
const abrirTolerancia = async (): Promise<Locator> => {
  await rh.getByRole('tab', { name: 'Tipos de regra' }).click();
  await rh.getByRole('tab', { name: 'Tolerância', exact: true }).click();
  const tabela = rh.getByRole('table', { name: 'Regras de Tolerância' });
  await tabela.getByText(REGRA_EM_USO).waitFor();
  return tabela;
};

const abrirRegrasDeCalculo = async () => {
  await rh.goto(`${baseUrl()}/#/dashboard/admin/regras-calculo`);
  await rh.getByRole('heading', { name: 'Regras de cálculo' }).waitFor();
};

/** O interruptor é um input escondido atrás do desenho da chave: o clique vai forçado nele. */
const mostrarArquivadas = () =>
  rh.getByRole('switch', { name: 'Mostrar arquivadas' }).check({ force: true });

const linha = (tabela: Locator, nome: string) =>
  tabela.getByRole('row').filter({ has: rh.getByText(nome, { exact: true }) });

/** "Arquivar"/"Reativar" da linha, confirmado no diálogo; devolve a resposta do PUT …/status. */
const mudarStatus = async (acao: 'Arquivar' | 'Reativar', nome: string, oQue: string) => {
  await rh.getByRole('button', { name: `${acao} ${nome}`, exact: true }).click();
  const dialogo = rh.getByRole('dialog', { name: `${acao} ${oQue}` });
  const status = respostaDe(rh, 'PUT', /\/status$/);
  await dialogo.getByRole('button', { name: acao, exact: true }).click();
  const resposta = await status;
  await dialogo.waitFor({ state: 'hidden' });
  return resposta;
};

/**
 * Fecha o painel lateral pelo teclado: os avisos (canto superior direito) cobrem o botão de
 * fechar enquanto estão na tela. O primeiro Esc pode só fechar uma lista de opções aberta.
 */
const fecharComEsc = async (conteudo: Locator) => {
  await rh.keyboard.press('Escape');
  await rh.getByRole('listbox').waitFor({ state: 'hidden' });
  if (await conteudo.isVisible()) await rh.keyboard.press('Escape');
  await conteudo.waitFor({ state: 'hidden' });
};

/** As opções de "Tolerância" numa nova regra de ponto (só as regras que podem ser escolhidas). */
const opcoesDeToleranciaNaRegraDePonto = async () => {
  await rh.getByRole('tab', { name: 'Regras de ponto' }).click();
  await rh.getByRole('button', { name: 'Nova regra de ponto' }).click();
  const form = rh.getByRole('form', { name: 'Nova regra de ponto' });
  await form.getByRole('combobox', { name: 'Tolerância' }).click();
  await rh.getByRole('option', { name: new RegExp(`^${escapar(REGRA_EM_USO)} \\(v`) }).waitFor();
  const opcoes = await rh.getByRole('option').allTextContents();
  await fecharComEsc(form);
  return opcoes;
};

beforeAll(async () => {
  browser = await abrirNavegador();
  rh = await entrar(RH);
});

afterAll(async () => {
  await browser?.close();
});

describe('arquivamento de regras de cálculo (RH)', () => {
  it('arquiva uma regra sem uso: sai da lista e das escolhas, fica no histórico e volta ao reativar', async () => {
    const nomeRegra = `Tolerância e2e ${Date.now().toString(36)}`;
    await abrirRegrasDeCalculo();
    const tabela = await abrirTolerancia();

    // Uma regra nova de tolerância, com os valores padrão que o formulário propõe.
    await rh.getByRole('button', { name: 'Nova regra', exact: true }).click();
    const form = rh.getByRole('form', { name: 'Nova regra' });
    await form.getByRole('textbox', { name: 'Nome' }).fill(nomeRegra);
    const criada = respostaDe(rh, 'POST', /\/api\/v1\/tolerancia$/);
    await form.getByRole('button', { name: 'Criar regra' }).click();
    expect((await criada).status()).toBe(201);
    await form.waitFor({ state: 'hidden' });
    await linha(tabela, nomeRegra).waitFor();
    expect(await opcoesDeToleranciaNaRegraDePonto()).toContainEqual(
      expect.stringMatching(new RegExp(`^${escapar(nomeRegra)} \\(v1,`)),
    );

    // Arquivar: confirmação, aviso e a regra sai da lista das ativas.
    const ativas = await abrirTolerancia();
    const arquivada = await mudarStatus('Arquivar', nomeRegra, 'a regra');
    expect(arquivada.status()).toBe(200);
    await rh.getByText(`"${nomeRegra}" arquivada.`).waitFor();
    await linha(ativas, nomeRegra).waitFor({ state: 'detached' });
    expect(await ativas.getByRole('button', { name: `Arquivar ${REGRA_EM_USO}` }).count()).toBe(1);

    // Com "Mostrar arquivadas" ela aparece, com o selo e a ação de reativar.
    await mostrarArquivadas();
    const arquivadaNaLista = linha(ativas, nomeRegra);
    await arquivadaNaLista.getByText('Arquivada', { exact: true }).waitFor();
    await arquivadaNaLista.getByRole('button', { name: `Reativar ${nomeRegra}` }).waitFor();

    // O histórico registra o arquivamento (nada é apagado).
    await arquivadaNaLista.getByRole('button', { name: `Histórico de ${nomeRegra}` }).click();
    const historico = rh.getByRole('table', { name: `Histórico de ${nomeRegra}` });
    await historico.getByText('Arquivada (versão 1)').waitFor();
    await historico.getByText('Versão 1', { exact: true }).waitFor();
    await fecharComEsc(historico);

    // Arquivada não pode ser escolhida numa regra de ponto nova.
    const semArquivada = await opcoesDeToleranciaNaRegraDePonto();
    expect(semArquivada.some((o) => o.startsWith(REGRA_EM_USO))).toBe(true);
    expect(semArquivada.some((o) => o.startsWith(nomeRegra))).toBe(false);

    // Reativar devolve a regra à lista e às escolhas.
    const lista = await abrirTolerancia();
    await mostrarArquivadas();
    await linha(lista, nomeRegra).getByText('Arquivada', { exact: true }).waitFor();
    const reativada = await mudarStatus('Reativar', nomeRegra, 'a regra');
    expect(reativada.status()).toBe(200);
    await rh.getByText(`"${nomeRegra}" reativada.`).waitFor();
    await linha(lista, nomeRegra)
      .getByRole('button', { name: `Arquivar ${nomeRegra}` })
      .waitFor();
    expect(await linha(lista, nomeRegra).getByText('Arquivada', { exact: true }).count()).toBe(0);
    expect(await opcoesDeToleranciaNaRegraDePonto()).toContainEqual(
      expect.stringMatching(new RegExp(`^${escapar(nomeRegra)} \\(v1,`)),
    );
  });

  it('recusa arquivar a regra em uso pela regra de ponto e a regra de ponto padrão, dizendo por quê', async () => {
    await abrirRegrasDeCalculo();
    const tabela = await abrirTolerancia();
    const recusada = await mudarStatus('Arquivar', REGRA_EM_USO, 'a regra');
    expect(recusada.status()).toBe(409);
    await rh.getByText('Não foi possível arquivar', { exact: true }).waitFor();
    await rh
      .getByText(
        new RegExp(
          `^A regra "${escapar(REGRA_EM_USO)}" é usada pela versão atual .*"${REGRA_PONTO_PADRAO}".* e não pode ser arquivada\\. Troque-a na regra de ponto antes de arquivar\\.$`,
        ),
      )
      .waitFor();
    // Continua ativa: na lista, sem o selo, ainda com "Arquivar".
    const emUso = linha(tabela, REGRA_EM_USO);
    await emUso.getByRole('button', { name: `Arquivar ${REGRA_EM_USO}` }).waitFor();
    expect(await emUso.getByText('Arquivada', { exact: true }).count()).toBe(0);

    // A regra de ponto padrão da empresa também não se arquiva.
    await rh.getByRole('tab', { name: 'Regras de ponto' }).click();
    const tabelaPonto = rh.getByRole('table', { name: 'Regras de ponto' });
    await tabelaPonto.getByText(REGRA_PONTO_PADRAO, { exact: true }).waitFor();
    const padrao = await mudarStatus('Arquivar', REGRA_PONTO_PADRAO, 'a regra de ponto');
    expect(padrao.status()).toBe(409);
    await rh
      .getByText(
        `A regra de ponto "${REGRA_PONTO_PADRAO}" é a padrão da empresa hoje e não pode ser arquivada. Defina outra regra padrão antes de arquivar.`,
      )
      .waitFor();
    await linha(tabelaPonto, REGRA_PONTO_PADRAO)
      .getByRole('button', { name: `Arquivar ${REGRA_PONTO_PADRAO}` })
      .waitFor();
  });
});
