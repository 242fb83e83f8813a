import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  convencaoFixture,
  ddmmaaaa,
  diaIso,
  entrarComoRh,
  ok,
  SINDICATOS,
} from './convencoes.fixtures.ts';

const C = '/api/cadastros';

// A página entra por lazy(): carregada antes, a primeira transformação não conta no prazo do teste.
beforeAll(async () => {
  await import('./convencoes-page.tsx');
}, 120_000);

const abrirComerciarios = async () => {
  await userEvent.click(
    await screen.findByRole(
      'button',
      { name: 'Abrir Sindicato dos Comerciários' },
      { timeout: 20_000 },
    ),
  );
  return screen.getByRole('region', { name: 'Sindicato Sindicato dos Comerciários' });
};

const redigitar = async (campo: HTMLElement, valor: string) => {
  await userEvent.clear(campo);
  await userEvent.type(campo, valor);
};

describe('convenção coletiva: alterar os parâmetros', { timeout: 120_000 }, () => {
  it('valida em pt-BR nomeando o campo, grava a nova versão e mostra o histórico', async () => {
    const atual = convencaoFixture();
    const nova = convencaoFixture({ versao: 2, alteradoEm: '2026-11-16T13:30:00.000Z' });
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/sindicatos': () => ok(SINDICATOS),
      [`GET ${C}/sindicatos/3/convencoes`]: () => ok([atual]),
      [`GET ${C}/sindicatos/4/convencoes`]: () => ok([]),
      [`PUT ${C}/convencoes/7`]: (req) =>
        ok({ convencao: { ...nova, ...(req.body as object) }, reprocessamentoId: null }),
      [`GET ${C}/convencoes/7/historico`]: () => ok([nova, atual]),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/convencoes');
    const secao = await abrirComerciarios();
    const tabela = await within(secao).findByRole('table', {
      name: 'Convenções de Sindicato dos Comerciários',
    });
    expect(tabela).toHaveTextContent('Em vigor');
    expect(tabela).toHaveTextContent('Adicional noturno: 25 %');
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Alterar CCT Comércio 2026' }),
    );

    const form = await screen.findByRole('form', { name: 'Alterar CCT Comércio 2026' });
    await redigitar(within(form).getByLabelText('Faixa 1, percentual (%)'), '40');
    await redigitar(within(form).getByLabelText('Tolerância diária (min)'), '3');
    await redigitar(within(form).getByLabelText('Adicional noturno (%)'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nova versão' }));
    expect(
      within(form).getAllByText(
        'Faixas de horas extras, Faixa 1, percentual (%): o adicional de horas extras é de no mínimo 50 % (CF art. 7º XVI).',
      ).length,
    ).toBeGreaterThan(0);
    expect(
      within(form).getByText(
        'Tolerância, Tolerância diária (min): a tolerância diária não pode ser menor que a tolerância por marcação.',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Adicional noturno (%): o adicional noturno urbano é de no mínimo 20 % (CLT art. 73).',
      ),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);

    await redigitar(within(form).getByLabelText('Faixa 1, percentual (%)'), '70');
    await redigitar(within(form).getByLabelText('Tolerância diária (min)'), '15');
    await redigitar(within(form).getByLabelText('Adicional noturno (%)'), '30');
    const inicio = diaIso(-30);
    await redigitar(
      within(form).getByRole('textbox', { name: 'Início da vigência' }),
      ddmmaaaa(inicio).replaceAll('/', ''),
    );
    // A alteração refaz desde o início mais antigo entre a versão anterior e a nova.
    expect(
      within(form).getByText(
        new RegExp(`recalculado \\(reprocessado\\) desde ${ddmmaaaa(atual.vigenciaInicio)}`),
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nova versão' }));

    const aviso = await within(secao).findByRole('status', { name: 'Convenção salva' });
    expect(aviso).toHaveTextContent(
      `já mostra a convenção desde ${ddmmaaaa(atual.vigenciaInicio)}`,
    );
    const corpo = chamadas.find((c) => c.method === 'PUT')?.body as {
      vigenciaInicio: string;
      parametros: { adicionalNoturnoPercentual: number; regras: Record<string, unknown> };
    };
    expect(corpo.vigenciaInicio).toBe(inicio);
    expect(corpo.parametros.adicionalNoturnoPercentual).toBe(30);
    expect(corpo.parametros.regras).toEqual({
      horaPositivaFaixas: { faixas: [{ ateMinutos: 120, percentual: 70 }, { percentual: 100 }] },
      tolerancia: { porMarcacao: 5, diaria: 15 },
    });

    await userEvent.click(
      within(secao).getByRole('button', { name: 'Histórico de CCT Comércio 2026' }),
    );
    const versoes = await screen.findByRole('list', { name: 'Versões da convenção' });
    await waitFor(() => expect(within(versoes).getAllByText(/^Versão \d:/)).toHaveLength(2));
    expect(versoes).toHaveTextContent('Versão 2: CCT Comércio 2026');
    expect(versoes).toHaveTextContent('alterada por Renata Dias');
  });

  it('liga um colaborador ao sindicato e o retira com confirmação', async () => {
    let membros = [{ usuarioId: 11, nome: 'Bruno Lima', sindicatoId: 3 }];
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/sindicatos': () => ok(SINDICATOS),
      [`GET ${C}/sindicatos/3/convencoes`]: () => ok([convencaoFixture()]),
      [`GET ${C}/sindicatos/4/convencoes`]: () => ok([]),
      [`GET ${C}/sindicatos/3/colaboradores`]: () => ok(membros),
      'GET /api/base/filter/pessoas': () =>
        ok([{ id: 12, nome: 'Maria da Silva', detalhe: 'Operador de caixa' }]),
      [`PUT ${C}/colaboradores/12/sindicato`]: () => {
        membros = [...membros, { usuarioId: 12, nome: 'Maria da Silva', sindicatoId: 3 }];
        return ok({ usuarioId: 12, nome: 'Maria da Silva', sindicatoId: 3 });
      },
      [`PUT ${C}/colaboradores/11/sindicato`]: () => {
        membros = membros.filter((m) => m.usuarioId !== 11);
        return ok({ usuarioId: 11, nome: 'Bruno Lima', sindicatoId: null });
      },
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/convencoes');
    const secao = await abrirComerciarios();
    await userEvent.click(within(secao).getByRole('tab', { name: 'Colaboradores' }));
    const tabela = await within(secao).findByRole('table', {
      name: 'Colaboradores de Sindicato dos Comerciários',
    });
    expect(tabela).toHaveTextContent('Bruno Lima');

    await userEvent.click(within(secao).getByRole('button', { name: 'Incluir no sindicato' }));
    expect(within(secao).getByText('Colaborador: escolha a pessoa.')).toBeInTheDocument();
    const busca = within(secao).getByRole('combobox', { name: 'Colaborador' });
    await userEvent.click(busca);
    await userEvent.type(busca, 'Mar');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Maria da Silva — Operador de caixa' }),
    );
    await userEvent.click(within(secao).getByRole('button', { name: 'Incluir no sindicato' }));
    await waitFor(() => expect(tabela).toHaveTextContent('Maria da Silva'));
    expect(chamadas.find((c) => c.url.pathname.endsWith('/12/sindicato'))?.body).toEqual({
      sindicatoId: 3,
    });

    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Retirar Bruno Lima do sindicato' }),
    );
    const confirmar = await screen.findByRole('dialog', { name: 'Retirar do sindicato' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(tabela).not.toHaveTextContent('Bruno Lima'));
    expect(chamadas.find((c) => c.url.pathname.endsWith('/11/sindicato'))?.body).toEqual({
      sindicatoId: null,
    });
  });
});
