import type { RelatorioBancoHoras } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A página carrega antes do teste (o painel a importa sob demanda; sob carga passa de 5 s).
import './banco-horas-admin-page.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { B, entrarComoRh, LIMITE, ok, rotasDoBanco } from './banco-horas.fixtures.ts';

const relatorio = (p: Partial<RelatorioBancoHoras> = {}): RelatorioBancoHoras => ({
  tipo: 'saldos',
  titulo: 'Bancos de horas e saldos',
  inicio: '2026-11-01',
  fim: '2026-11-30',
  ate: '2026-11-16',
  bancoHoraId: null,
  colunas: [
    { chave: 'banco', titulo: 'Banco', tipo: 'texto' },
    { chave: 'pessoas', titulo: 'Colaboradores', tipo: 'numero' },
    { chave: 'saldo', titulo: 'Saldo total', tipo: 'minutos' },
  ],
  linhas: [{ banco: 'Banco de horas — acordo individual', pessoas: 12, saldo: 150 }],
  totais: { pessoas: 12, saldo: 150 },
  total: 1,
  pagina: 1,
  porPagina: 25,
  ...p,
});

const filtros = {
  'GET /api/base/filter/filiais': () => ok([{ id: 2, nome: 'Matriz', detalhe: null }]),
  'GET /api/base/filter/departamentos': () => ok([{ id: 3, nome: 'Vendas', detalhe: null }]),
  'GET /api/base/filter/grupos': () => ok([{ id: 9, nome: 'Brigada de incêndio', detalhe: null }]),
};

const pedidos = (chamadas: RequisicaoFake[], caminho: string) =>
  chamadas.filter((c) => c.url.pathname === `${B}${caminho}`).map((c) => c.url.searchParams);

afterEach(() => vi.restoreAllMocks());

describe('relatórios do banco de horas (RH)', () => {
  it('mostra o relatório com HH:MM e totais, filtra por grupo e baixa o XLSX', LIMITE, async () => {
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
      ...rotasDoBanco(),
      ...filtros,
      'GET /api/banco-horas/api/v1/bancoHora/relatorio/saldos': (req) =>
        req.url.searchParams.get('grupoId')
          ? ok(relatorio({ linhas: [], totais: { pessoas: 0, saldo: 0 }, total: 0 }))
          : ok(relatorio()),
      'GET /api/banco-horas/api/v1/bancoHora/relatorio/colaboradores': () =>
        ok(relatorio({ tipo: 'colaboradores', titulo: 'Banco de horas por colaborador' })),
      'GET /api/banco-horas/api/v1/bancoHora/relatorio/colaboradores/xlsx': () => ({ body: 'PK' }),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/banco-horas');
    await userEvent.click(await screen.findByRole('tab', { name: 'Relatórios' }));
    const tabela = await screen.findByRole('table', { name: 'Bancos de horas e saldos' });
    expect(within(tabela).getAllByText('+02:30')).toHaveLength(2);
    expect(within(tabela).getByText('Total do filtro')).toBeInTheDocument();
    expect(screen.getByText(/Período 01\/11\/2026 a 30\/11\/2026/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brigada de incêndio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('Não contém dados para esse relatório')).toBeInTheDocument();
    expect(pedidos(chamadas, '/bancoHora/relatorio/saldos').at(-1)!.get('grupoId')).toBe('9');
    expect(screen.getByRole('button', { name: 'Baixar XLSX' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Relatório' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Por colaborador' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brigada de incêndio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await screen.findByRole('table', { name: 'Banco de horas por colaborador' });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar XLSX' }));
    await waitFor(() => expect(nomes).toEqual(['banco-horas_colaboradores.xlsx']));
  });

  it('valida o período nomeando o campo', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      ...filtros,
      'GET /api/banco-horas/api/v1/bancoHora/relatorio/saldos': () => ok(relatorio()),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/banco-horas');
    await userEvent.click(await screen.findByRole('tab', { name: 'Relatórios' }));
    await screen.findByRole('table', { name: 'Bancos de horas e saldos' });
    await userEvent.click(screen.getByRole('button', { name: /^Início/ }));
    await userEvent.click(await screen.findByRole('button', { name: '20 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    await userEvent.click(screen.getByRole('button', { name: /^Fim/ }));
    await userEvent.click(await screen.findByRole('button', { name: '10 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    const antes = pedidos(chamadas, '/bancoHora/relatorio/saldos').length;
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(screen.getByText('Fim: não pode ser antes do início.')).toBeInTheDocument();
    expect(pedidos(chamadas, '/bancoHora/relatorio/saldos')).toHaveLength(antes);
  });

  it(
    'o relatório global abre a página com regraId e periodoId numa janela nova',
    LIMITE,
    async () => {
      const abrir = vi.spyOn(window, 'open').mockImplementation(() => null);
      const { chamadas } = instalarFakeFetch({
        ...rotasDoBanco(),
        ...filtros,
        'GET /api/banco-horas/api/v1/bancoHora/relatorio/colaboradores': () =>
          ok(relatorio({ tipo: 'colaboradores', titulo: 'Banco de horas por colaborador' })),
        'GET /api/banco-horas/api/v1/bancoHora/relatorio/global': () =>
          ok(relatorio({ tipo: 'colaboradores', titulo: 'Banco de horas por colaborador' })),
      });
      entrarComoRh();
      renderApp('/#/dashboard/admin/banco-horas?aba=relatorios&regraId=1&periodoId=101');
      await screen.findByRole('table', { name: 'Banco de horas por colaborador' });
      const q = pedidos(chamadas, '/bancoHora/relatorio/colaboradores')[0]!;
      expect([q.get('bancoHoraId'), q.get('periodoId')]).toEqual(['1', '101']);
      await userEvent.click(screen.getByRole('button', { name: 'Abrir relatório global' }));
      await waitFor(() => expect(abrir).toHaveBeenCalledTimes(1));
      expect(String(abrir.mock.calls[0]![0])).toContain(
        '#/dashboard/admin/banco-horas?aba=relatorios&regraId=1&periodoId=101',
      );
      const g = pedidos(chamadas, '/bancoHora/relatorio/global')[0]!;
      expect([g.get('regraId'), g.get('periodoId')]).toEqual(['1', '101']);
    },
  );
});
