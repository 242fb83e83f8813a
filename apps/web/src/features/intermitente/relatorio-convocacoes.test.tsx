import type { LinhaRelatorioConvocacoes, RelatorioConvocacoes } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LIMITE, ok } from './intermitente.fixtures.ts';
import { IntermitentePage } from './intermitente-page.tsx';

const LOJA: LinhaRelatorioConvocacoes = {
  id: 1,
  nome: 'Loja Centro — reforço de fim de semana',
  convocacoes: 1,
  convocados: 5,
  pessoas: 5,
  aceitas: 3,
  recusadas: 2,
  recusasPresumidas: 1,
  semResposta: 0,
  interrompidos: 0,
  descumprimentos: 0,
  minutosTrabalhados: 1260,
  remuneracaoTotal: 81_234,
};
const { id: _id, nome: _nome, ...NUMEROS } = LOJA;

const relatorio = (items: LinhaRelatorioConvocacoes[]): RelatorioConvocacoes => ({
  periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
  agrupar: 'contratante',
  items,
  total: items.length,
  pageNumber: 1,
  pageSize: 25,
  totais: items.length ? NUMEROS : { ...NUMEROS, convocacoes: 0 },
});

const base = {
  [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
  [`GET ${B}/download`]: () => ok([]),
  [`GET ${B}/grupo`]: () => ok([]),
  [`GET ${B}/Contratantes/por-status`]: () => ok([]),
};

const abrirEGerar = async () => {
  renderComProviders(<IntermitentePage />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Downloads e SAP' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Gerar relatório' }));
  expect(screen.getByText('Informe o início do período.')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Início do período' }), '30112026');
  await userEvent.type(screen.getByRole('textbox', { name: 'Fim do período' }), '01112026');
  await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
  expect(screen.getByText('O fim do período é anterior ao início.')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('textbox', { name: 'Início do período' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Início do período' }), '01112026');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Fim do período' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Fim do período' }), '30112026');
  await userEvent.click(screen.getByRole('radio', { name: 'Grupo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
};

describe('relatório de convocações', () => {
  it('mostra a tabela com os totais e baixa o CSV com o nome do período', LIMITE, async () => {
    const nomes: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      nomes.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const { chamadas } = instalarFakeFetch({
      ...base,
      [`POST ${B}/Relatorios/convocacoes`]: () =>
        ok({ ...relatorio([{ ...LOJA, nome: 'Caixas de fim de semana' }]), agrupar: 'grupo' }),
      [`POST ${B}/Relatorios/convocacoes-csv`]: () => ({ body: 'csv' }),
    });
    await abrirEGerar();
    const tabela = await screen.findByRole('table', { name: 'Relatório de convocações' });
    expect(within(tabela).getByRole('columnheader', { name: 'Grupo' })).toBeInTheDocument();
    const linha = within(tabela).getByRole('row', { name: /Caixas de fim de semana/ });
    expect(linha).toHaveTextContent('21,00 h');
    const total = within(tabela).getByRole('row', { name: /Total do período/ });
    expect(total).toHaveTextContent(/R\$\s812,34/);
    expect(chamadas.find((c) => c.url.pathname.endsWith('/Relatorios/convocacoes'))?.body).toEqual({
      periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
      agrupar: 'grupo',
      pageNumber: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar relatório em CSV' }));
    await waitFor(() => expect(nomes).toEqual(['relatorio_convocacoes_2026-11-01_2026-11-30.csv']));
  });

  it('período sem convocações: estado vazio; falha: a mensagem do servidor', LIMITE, async () => {
    let falhar = false;
    instalarFakeFetch({
      ...base,
      [`POST ${B}/Relatorios/convocacoes`]: () =>
        falhar
          ? { status: 400, body: corpoErro400('periodo.fim: o período passa de 366 dias.') }
          : ok(relatorio([])),
    });
    await abrirEGerar();
    expect(await screen.findByText('Nenhuma convocação no período')).toBeInTheDocument();
    falhar = true;
    await userEvent.click(screen.getByRole('radio', { name: 'Contratante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'periodo.fim: o período passa de 366 dias.',
    );
  });
});
