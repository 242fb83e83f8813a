import type { Relatorio } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { RelatoriosPage } from './relatorios-page.tsx';

const LIMITE = { timeout: 30_000 };

/** Resposta 200 do fake com o envelope minúsculo do contrato. */
const envelope = <T,>(data: T) => ({ body: { success: true, data, error: null, message: null } });

const relatorio = (parcial: Partial<Relatorio> = {}): Relatorio => ({
  id: 7,
  tipo: 'marcacoes',
  formato: 'xlsx',
  status: 'processando',
  inicio: '2026-01-01',
  fim: '2026-01-31',
  filialId: null,
  departamentoId: null,
  usuarioId: null,
  feitos: 3,
  total: 12,
  percentual: 25,
  linhas: 0,
  nomeArquivo: null,
  tamanhoBytes: null,
  erro: null,
  criadoEm: '2026-02-02T09:00:00-03:00',
  concluidoEm: null,
  expiraEm: null,
  ...parcial,
});
const lista = (items: Relatorio[]) =>
  envelope({ items, total: items.length, pageNumber: 1, pageSize: 25 });
const filtros = {
  'GET /api/base/filter/filiais': () => envelope([{ id: 1, nome: 'Matriz', detalhe: null }]),
  'GET /api/base/filter/departamentos': () =>
    envelope([{ id: 2, nome: 'Operações', detalhe: null }]),
  'GET /api/base/filter/pessoas': () => envelope([{ id: 31, nome: 'João Souza', detalhe: null }]),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-02T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

const escolherData = async (rotulo: string, dia: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(rotulo) }));
  const dias = await screen.findAllByRole('button', {
    name: new RegExp(`^${dia} fevereiro 2026`),
  });
  await userEvent.click(dias[0] as HTMLElement);
  await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
};

describe('relatórios', LIMITE, () => {
  it('valida o período nomeando o campo e pede os totais em PDF de um departamento', async () => {
    const { chamadas } = instalarFakeFetch({
      ...filtros,
      'GET /api/relatorios': () => lista([]),
      'POST /api/relatorios': () => ({
        ...envelope(relatorio({ status: 'pendente', feitos: 0, total: 0, percentual: 0 })),
        status: 201,
      }),
    });
    renderComProviders(<RelatoriosPage />);
    expect(await screen.findByText('Nenhum relatório solicitado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(screen.getByText('Data inicial: informe a data.')).toBeInTheDocument();
    expect(screen.getByText('Data final: informe a data.')).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Totais do espelho' }));
    await userEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    await escolherData('Data inicial', '1');
    await escolherData('Data final', '2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operações' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));

    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
        tipo: 'totais',
        formato: 'pdf',
        inicio: '2026-02-01',
        fim: '2026-02-02',
        filialId: null,
        departamentoId: 2,
        usuarioId: null,
      }),
    );
    expect(
      await screen.findByText('Relatório solicitado. Você será avisado quando ficar pronto.'),
    ).toBeInTheDocument();
  });

  it('mostra o progresso, o erro e baixa o arquivo pronto', async () => {
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
      ...filtros,
      'GET /api/relatorios': () =>
        lista([
          relatorio(),
          relatorio({
            id: 6,
            status: 'pronto',
            feitos: 12,
            percentual: 100,
            linhas: 340,
            tamanhoBytes: 20_480,
            nomeArquivo: 'relatorio-marcacoes-2026-01-01-a-2026-01-31.xlsx',
            concluidoEm: '2026-02-02T09:01:00-03:00',
            expiraEm: '2026-02-09T09:01:00-03:00',
          }),
          relatorio({
            id: 5,
            tipo: 'totais',
            status: 'erro',
            erro: 'Não contém dados para esse relatório',
            feitos: 0,
            total: 0,
            percentual: 0,
          }),
        ]),
      'GET /api/relatorios/6/arquivo': () => ({ body: 'PK' }),
    });
    renderComProviders(<RelatoriosPage />);
    const tabela = await screen.findByRole('table', { name: 'Relatórios solicitados' });
    expect(
      within(tabela).getByRole('progressbar', { name: 'Progresso do relatório 7' }),
    ).toBeInTheDocument();
    expect(within(tabela).getByText('3 de 12 colaboradores (25%)')).toBeInTheDocument();
    expect(within(tabela).getByText('Gerando')).toBeInTheDocument();
    expect(within(tabela).getByText('Pronto')).toBeInTheDocument();
    expect(within(tabela).getByText(/^09\/02\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(tabela).getByText('340 linha(s) · 20 KB')).toBeInTheDocument();
    expect(within(tabela).getByText('Erro')).toBeInTheDocument();
    expect(within(tabela).getByText('Não contém dados para esse relatório')).toBeInTheDocument();
    expect(within(tabela).getAllByRole('button', { name: /^Baixar/ })).toHaveLength(1);

    await userEvent.click(within(tabela).getByRole('button', { name: 'Baixar relatório 6' }));
    await waitFor(() =>
      expect(nomes).toEqual(['relatorio-marcacoes-2026-01-01-a-2026-01-31.xlsx']),
    );
    // A lista segue relida a cada 2 s (o pedido 7 ainda gera): procura o download entre as chamadas.
    expect(chamadas.some((c) => c.url.pathname === '/api/relatorios/6/arquivo')).toBe(true);
  });

  it('expirado: mostra "Expirado" e gera de novo o mesmo pedido', async () => {
    const expirado = relatorio({
      id: 4,
      tipo: 'totais',
      formato: 'pdf',
      status: 'expirado',
      departamentoId: 2,
      feitos: 12,
      percentual: 100,
      concluidoEm: '2026-01-20T09:01:00-03:00',
      expiraEm: '2026-01-27T09:01:00-03:00',
    });
    const { chamadas } = instalarFakeFetch({
      ...filtros,
      'GET /api/relatorios': () => lista([expirado]),
      'POST /api/relatorios': () => ({
        ...envelope(relatorio({ id: 8, status: 'pendente', feitos: 0, total: 0, percentual: 0 })),
        status: 201,
      }),
    });
    renderComProviders(<RelatoriosPage />);
    const tabela = await screen.findByRole('table', { name: 'Relatórios solicitados' });
    expect(within(tabela).getByText('Expirado')).toBeInTheDocument();
    expect(within(tabela).getByText('Arquivo apagado ao fim da validade.')).toBeInTheDocument();
    expect(within(tabela).queryByRole('button', { name: /^Baixar/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Gerar de novo o relatório 4' }),
    );
    expect(await screen.findByText('Relatório solicitado de novo.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      tipo: 'totais',
      formato: 'pdf',
      inicio: '2026-01-01',
      fim: '2026-01-31',
      filialId: null,
      departamentoId: 2,
      usuarioId: null,
    });
  });

  it('falha ao carregar a lista: mostra o erro', async () => {
    instalarFakeFetch({
      ...filtros,
      'GET /api/relatorios': () => ({ status: 403, body: { Mensagem: 'Sem permissão.' } }),
    });
    renderComProviders(<RelatoriosPage />);
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).getByText('Erro')).toBeInTheDocument();
  });
});
