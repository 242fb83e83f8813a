import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { ConciliacaoTab } from './conciliacao-tab.tsx';
import {
  B,
  capturarDownloads,
  conciliacaoFixture,
  erro,
  LIMITE,
  ok,
  TIPOS,
} from './folha.fixtures.ts';

const rotas = (extra: Parameters<typeof instalarFakeFetch>[0] = {}) =>
  instalarFakeFetch({
    [`GET ${B}/tipos-quantidade`]: () => ok(TIPOS),
    'GET /api/base/filter/filiais': () => ok([]),
    'GET /api/base/filter/departamentos': () => ok([]),
    ...extra,
  });

describe('aba Conciliação', LIMITE, () => {
  it('mostra que o exportado confere com o espelho e baixa o PDF e o XLSX', async () => {
    const nomes = capturarDownloads();
    const { chamadas } = rotas({
      [`GET ${B}/conciliacao`]: () => ok(conciliacaoFixture(true)),
      [`GET ${B}/conciliacao/pdf`]: () => ({ body: '%PDF-1.7' }),
      [`GET ${B}/conciliacao/xlsx`]: () => ({ body: 'PK' }),
    });
    renderComProviders(<ConciliacaoTab />);
    expect(await screen.findByText('Tudo confere')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Conciliação por colaborador e código' });
    expect(within(tabela).getAllByText('Paula Andrade (matrícula 1003)')).toHaveLength(2);
    expect(within(tabela).getAllByText('8:35')).toHaveLength(2);
    expect(within(tabela).getByText('0,14 min')).toBeInTheDocument();
    expect(within(tabela).getByText('✓ Confere')).toBeInTheDocument();
    expect(
      within(tabela).getByText(
        'Sem verba (não vai para a folha): Banco de horas: créditos do mês 2:00',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar XLSX' }));
    await waitFor(() => expect(nomes).toHaveLength(2));
    expect(nomes[0]).toMatch(/^conciliacao-verbas-\d{4}-\d{2}\.pdf$/);
    expect(nomes[1]).toMatch(/\.xlsx$/);
    expect(chamadas.some((c) => c.url.pathname === `${B}/conciliacao/xlsx`)).toBe(true);
  });

  it('aponta o código que não confere', async () => {
    rotas({ [`GET ${B}/conciliacao`]: () => ok(conciliacaoFixture(false)) });
    renderComProviders(<ConciliacaoTab />);
    expect(await screen.findByText('Há diferenças')).toBeInTheDocument();
    expect(screen.getByText(/1 lançamento\(s\) não conferem com o espelho/)).toBeInTheDocument();
    expect(screen.getByText('✗ Não confere')).toBeInTheDocument();
    expect(screen.getByText('35 min')).toBeInTheDocument();
  });

  it('mostra o erro da API em português', async () => {
    rotas({ [`GET ${B}/conciliacao`]: () => erro(404, 'Erro ao buscar nos dados') });
    renderComProviders(<ConciliacaoTab />);
    expect(await screen.findByText('Erro ao buscar nos dados')).toBeInTheDocument();
  });
});
