import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarCarregar, violacoesGraves } from './axe.ts';
import { abrirNavegador, baseUrl, entrarNaHome, novaPagina, paginaNaHome } from './navegador.ts';

/**
 * Sobreaviso no Chromium contra o servidor real (PGlite novo, semeado): o RH cria um motivo, uma
 * regra e uma escala de 24 h para a colaboradora da demo; ela registra um acionamento pelo celular
 * (390 px); o gestor aprova no painel; a situação aparece como aprovada para ela. As datas e horas
 * são as de agora no fuso da empresa, então o fluxo não depende da hora do dia.
 */

const COLABORADORA = 'Paula Andrade';

let browser: Browser;

/** Data e hora em São Paulo, deslocadas de agora: { data: 'DD/MM/AAAA', hora: 'HH:MM' }. */
const emSaoPaulo = (minutos: number) => {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutos * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return {
    data: `${partes.day}/${partes.month}/${partes.year}`,
    hora: `${partes.hour}:${partes.minute}`,
  };
};

const digitar = async (page: Page, rotulo: RegExp, valor: string) => {
  const campo = page.getByRole('textbox', { name: rotulo });
  await campo.fill('');
  await campo.pressSequentially(valor.replace(/\D/g, ''));
};

beforeAll(async () => {
  browser = await abrirNavegador();
});

afterAll(async () => {
  await browser?.close();
});

describe('sobreaviso: escala, acionamento pelo celular e aprovação', () => {
  it('o RH planeja, a colaboradora lança, o gestor aprova', async () => {
    // Nomes novos a cada tentativa (o servidor é o mesmo se o fluxo for repetido).
    const sufixo = Date.now().toString(36);
    const MOTIVO = `Motivo e2e ${sufixo}`;
    const REGRA = `Regra e2e ${sufixo}`;
    // RH: motivo, regra e escala de 24 h de ontem a amanhã (cobre agora, qualquer que seja a hora).
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/sobreaviso`);
    await rh.getByRole('heading', { name: 'Sobreaviso e prontidão' }).waitFor();

    await rh.getByRole('tab', { name: 'Motivos' }).click();
    await rh.getByRole('button', { name: 'Novo motivo' }).click();
    const motivo = rh.getByRole('form', { name: 'Novo motivo' });
    await motivo.getByRole('textbox', { name: /^Descrição/ }).fill(MOTIVO);
    await motivo.getByRole('button', { name: 'Salvar' }).click();
    await rh.getByRole('table', { name: 'Motivos de acionamento' }).getByText(MOTIVO).waitFor();

    await rh.getByRole('tab', { name: 'Regras' }).click();
    await rh.getByRole('button', { name: 'Nova regra' }).click();
    const regra = rh.getByRole('form', { name: 'Nova regra' });
    await regra.getByRole('textbox', { name: /^Nome/ }).fill(REGRA);
    await regra.getByRole('button', { name: 'Salvar' }).click();
    await rh.getByRole('table', { name: 'Regras de sobreaviso' }).getByText(REGRA).waitFor();

    await rh.getByRole('tab', { name: 'Alocações' }).click();
    await rh.getByRole('button', { name: 'Nova escala' }).click();
    const escala = rh.getByRole('form', { name: 'Nova escala' });
    await escala.getByRole('combobox', { name: /^Colaborador/ }).fill(COLABORADORA);
    await rh.getByRole('option', { name: COLABORADORA }).first().click();
    await escala.getByRole('combobox', { name: /^Regra/ }).click();
    await rh.getByRole('option', { name: REGRA }).click();
    await digitar(rh, /^Data de início/, emSaoPaulo(-24 * 60).data);
    await digitar(rh, /^Data de fim/, emSaoPaulo(24 * 60).data);
    for (const dia of ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'])
      await escala.getByRole('checkbox', { name: dia }).check();
    // Fora da jornada da Paula (08:00–17:48 de segunda a sexta): sobreaviso não cobre trabalho.
    await digitar(rh, /^Hora de início/, '18:00');
    await digitar(rh, /^Hora de fim/, '07:00');
    await escala.getByRole('button', { name: 'Salvar' }).click();
    await escala.waitFor({ state: 'hidden' });
    await rh
      .getByRole('table', { name: 'Escalas de sobreaviso' })
      .getByRole('row')
      .filter({ hasText: REGRA })
      .getByText(COLABORADORA)
      .waitFor();
    // O calendário do mês mostra a escala da colaboradora.
    await rh.getByText('Calendário do mês').click();
    await rh
      .getByRole('table', { name: /^Escala de / })
      .getByText(COLABORADORA)
      .waitFor();

    // Colaboradora, no celular: acionamento de 30 min ontem à noite, dentro da escala.
    const celular = await novaPagina(browser);
    await celular.setViewportSize({ width: 390, height: 844 });
    await entrarNaHome(celular, 'colaborador@demo.jornada.dev');
    await celular.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/sobreaviso`);
    await celular.getByRole('heading', { name: 'Meu sobreaviso' }).waitFor();
    const ontem = emSaoPaulo(-24 * 60).data;
    const inicio = { data: ontem, hora: '20:00' };
    const fim = { data: ontem, hora: '20:30' };
    await digitar(celular, /^Data de início/, inicio.data);
    await digitar(celular, /^Hora de início/, inicio.hora);
    await digitar(celular, /^Data de fim/, fim.data);
    await digitar(celular, /^Hora de fim/, fim.hora);
    await celular.getByRole('radio', { name: MOTIVO }).check();
    await celular.getByRole('textbox', { name: /^O que foi feito/ }).fill('Reinício do servidor');
    await celular.getByRole('button', { name: 'Enviar acionamento' }).click();
    await celular.getByText('Acionamento enviado para aprovação.').waitFor();
    const meus = celular.getByRole('list', { name: 'Meus lançamentos de sobreaviso' });
    const cartao = meus.getByRole('listitem').filter({ hasText: MOTIVO });
    await cartao.getByLabel('Situação: Pendente').waitFor();
    // No celular a tela não rola de lado.
    expect(
      await celular.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // Gestor: aprova no painel de aprovações da equipe.
    const gestor = await paginaNaHome(browser, 'gestor@demo.jornada.dev');
    await gestor.goto(`${baseUrl()}/#/dashboard/gestor/sobreaviso`);
    await gestor.getByRole('heading', { name: 'Sobreaviso da equipe' }).waitFor();
    const linha = gestor
      .getByRole('table', { name: 'Pendentes de aprovação' })
      .getByRole('row')
      .filter({ hasText: MOTIVO });
    await linha.getByRole('button', { name: new RegExp(`^Aprovar ${COLABORADORA}`) }).click();
    const confirmar = gestor.getByRole('dialog', { name: 'Aprovar lançamento' });
    await confirmar.getByRole('button', { name: 'Aprovar' }).click();
    await gestor.getByText('Lançamento aprovado.').waitFor();
    await linha.waitFor({ state: 'detached' });

    // A colaboradora vê o acionamento aprovado.
    await celular.reload();
    await celular
      .getByRole('list', { name: 'Meus lançamentos de sobreaviso' })
      .getByRole('listitem')
      .filter({ hasText: MOTIVO })
      .getByLabel('Situação: Aprovado')
      .waitFor();
  });

  it('axe: nenhuma violação séria ou crítica nas abas do RH e no celular', async () => {
    const rh = await paginaNaHome(browser, 'rh@demo.jornada.dev');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/sobreaviso`);
    await rh.getByRole('heading', { level: 1, name: 'Sobreaviso e prontidão' }).waitFor();
    const achadas: string[] = [];
    const abas = rh.getByRole('tablist').first().getByRole('tab');
    for (const nome of await abas.allTextContents()) {
      await abas.filter({ hasText: nome }).first().click();
      await esperarCarregar(rh);
      achadas.push(...(await violacoesGraves(rh)).map((v) => `[${nome}] ${v}`));
    }
    expect(achadas).toEqual([]);

    const celular = await novaPagina(browser);
    await celular.setViewportSize({ width: 360, height: 780 });
    await entrarNaHome(celular, 'colaborador@demo.jornada.dev');
    await celular.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/sobreaviso`);
    await celular.getByRole('heading', { level: 1, name: 'Meu sobreaviso' }).waitFor();
    await esperarCarregar(celular);
    expect(await violacoesGraves(celular)).toEqual([]);
    expect(
      await celular.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
