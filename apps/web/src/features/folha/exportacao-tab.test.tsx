import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { ExportacaoTab } from './exportacao-tab.tsx';
import {
  B,
  capturarDownloads,
  erro,
  exportacaoFixture,
  LEIAUTES,
  LIMITE,
  ok,
  VERBAS,
} from './folha.fixtures.ts';
import { mesAnterior } from './folha-formato.ts';

const escolher = async (rotulo: RegExp, opcao: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: rotulo }));
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
};

const rotas = (extra: Parameters<typeof instalarFakeFetch>[0] = {}) =>
  instalarFakeFetch({
    [`GET ${B}/leiaute`]: () => ok(LEIAUTES),
    [`GET ${B}/verba`]: () => ok(VERBAS),
    'GET /api/base/filter/filiais': () => ok([{ id: 3, nome: 'Loja Centro', detalhe: null }]),
    'GET /api/base/filter/departamentos': () => ok([{ id: 8, nome: 'Vendas', detalhe: null }]),
    ...extra,
  });

describe('aba Exportação', LIMITE, () => {
  it('pede o leiaute antes de exportar e valida o código da empresa na folha', async () => {
    const { chamadas } = rotas();
    renderComProviders(<ExportacaoTab />);
    await userEvent.type(screen.getByLabelText(/^Código da empresa na folha/), '12 3');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resumo' }));
    expect(screen.getByText('Leiaute do arquivo: escolha o leiaute.')).toBeInTheDocument();
    expect(
      screen.getByText('Código da empresa na folha: use de 1 a 14 letras ou dígitos.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.url.pathname === `${B}/exportacao`)).toBe(false);
  });

  it('mostra o resumo da competência e baixa o arquivo no leiaute pronto', async () => {
    const nomes = capturarDownloads();
    const { chamadas } = rotas({
      [`GET ${B}/exportacao`]: () => ok(exportacaoFixture()),
      [`GET ${B}/exportacao/arquivo`]: () => ({ body: '10000000012320261001501100' }),
    });
    renderComProviders(<ExportacaoTab />);
    await escolher(/^Estabelecimento/, 'Loja Centro');
    await escolher(/^Leiaute do arquivo/, 'Domínio (TXT, registro 10)');
    await userEvent.type(screen.getByLabelText(/^Código da empresa na folha/), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resumo' }));

    const resumo = await screen.findByRole('region', { name: 'Resumo da exportação' });
    const { ano, mes } = mesAnterior();
    const consulta = chamadas.find((c) => c.url.pathname === `${B}/exportacao`);
    expect(Object.fromEntries(consulta?.url.searchParams ?? [])).toEqual({
      ano: String(ano),
      mes: String(mes),
      filialId: '3',
      leiaute: 'dominio',
      codigoEmpresaFolha: '42',
    });
    expect(within(resumo).getByText('Resumo de Outubro/2026')).toBeInTheDocument();
    expect(within(resumo).getByText('Colaboradores: 12')).toBeInTheDocument();
    expect(within(resumo).getByText('Linhas no arquivo: 30')).toBeInTheDocument();
    const totais = within(resumo).getByRole('table', { name: 'Totais por código' });
    expect(within(totais).getByText('HE 50 %')).toBeInTheDocument();
    expect(within(totais).getByText('8:35')).toBeInTheDocument();
    expect(within(totais).getByText('3 dias')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Baixar arquivo' }));
    await waitFor(() =>
      expect(nomes).toEqual([`verbas-${ano}-${String(mes).padStart(2, '0')}.txt`]),
    );
    expect(chamadas.at(-1)?.url.searchParams.get('leiaute')).toBe('dominio');
  });

  it('mostra o erro da exportação vindo da API', async () => {
    rotas({ [`GET ${B}/exportacao`]: () => erro(404, 'Erro ao buscar nos dados') });
    renderComProviders(<ExportacaoTab />);
    await escolher(/^Leiaute do arquivo/, 'Folha própria');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resumo' }));
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).getByText('Erro ao buscar nos dados')).toBeInTheDocument();
  });
});
