import type { CadastroImportacaoPrevia, CadastroImportacaoRascunho } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { ImportacaoCadastros } from './importacao-cadastros.tsx';

const C = '/api/cadastros';
const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

const RASCUNHO: CadastroImportacaoRascunho = {
  id: 41,
  nomeArquivo: 'cargos.xlsx',
  colunas: ['Cargo', 'CBO'],
  mapeamento: { nome: 0, cbo: 1 },
  totalLinhas: 2,
  campos: [
    { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
    { campo: 'cbo', rotulo: 'CBO', obrigatorio: false },
  ],
};
const PREVIA: CadastroImportacaoPrevia = {
  totalLinhas: 2,
  validas: 1,
  invalidas: 1,
  errosMapeamento: [],
  items: [
    { linha: 2, valores: { nome: 'Auxiliar', cbo: '4110-05' }, erros: [] },
    {
      linha: 3,
      valores: { nome: 'Analista', cbo: '41A' },
      erros: [{ campo: 'cbo', mensagem: 'CBO: use os 6 dígitos da CBO (ex.: 4110-05)' }],
    },
  ],
  total: 2,
  pageNumber: 1,
  pageSize: 25,
};

const abrir = (rotas: Parameters<typeof instalarFakeFetch>[0]) => {
  const fake = instalarFakeFetch(rotas);
  renderComProviders(<ImportacaoCadastros />);
  return fake;
};

const secao = async () => screen.findByRole('region', { name: 'Importar de planilha' });

const enviar = async (s: HTMLElement, nome: string) => {
  const input = s.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], nome, { type: '' }), { applyAccept: false });
  await userEvent.click(within(s).getByRole('button', { name: 'Enviar planilha' }));
};

describe('estrutura: importação de cadastros por planilha', { timeout: 60_000 }, () => {
  it('cargos: envia, confere as colunas, vê o erro da CBO e importa as válidas', async () => {
    const { chamadas } = abrir({
      [`POST ${C}/cargos/importacao`]: () => ({ status: 201, ...ok(RASCUNHO) }),
      [`POST ${C}/cargos/importacao/41/previa`]: () => ok(PREVIA),
      [`POST ${C}/cargos/importacao/41/confirmacao`]: () =>
        ok({ importados: 1, rejeitados: 1, ids: [90] }),
    });
    const s = await secao();
    await userEvent.click(within(s).getByRole('combobox', { name: 'Cadastro' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cargos' }));
    await enviar(s, 'cargos.xlsx');
    expect(await within(s).findByText(/cargos\.xlsx: 2 linhas/)).toBeInTheDocument();
    expect(within(s).getByRole('combobox', { name: /^Nome/ })).toHaveValue('Cargo');
    await userEvent.click(within(s).getByRole('button', { name: 'Ver prévia' }));
    expect(
      await within(s).findByText(
        '2 linhas: 1 válida e 1 com erro. As linhas com erro não serão importadas.',
      ),
    ).toBeInTheDocument();
    expect(within(s).getByText('CBO: use os 6 dígitos da CBO (ex.: 4110-05)')).toBeInTheDocument();
    await userEvent.click(within(s).getByRole('button', { name: 'Importar 1 registro' }));
    expect(await within(s).findByText('1 cargo importado.')).toBeInTheDocument();
    expect(within(s).getByText(/1 linha recusada/)).toBeInTheDocument();
    expect(chamadas.find((c) => c.url.pathname.endsWith('/confirmacao'))?.body).toStrictEqual({
      mapeamento: { nome: 0, cbo: 1 },
    });
  });

  it('pede o arquivo certo e mostra a recusa do servidor', async () => {
    abrir({
      [`POST ${C}/departamentos/importacao`]: () => ({
        status: 400,
        body: corpoErro400('A planilha não tem nenhuma linha.', 'ARQUIVO_INVALIDO', 'arquivo'),
      }),
    });
    const s = await secao();
    await userEvent.click(within(s).getByRole('button', { name: 'Enviar planilha' }));
    expect(within(s).getByText('Planilha: escolha um arquivo CSV ou XLSX.')).toBeInTheDocument();
    await enviar(s, 'foto.png');
    expect(within(s).getByText('Planilha: envie um arquivo .csv ou .xlsx.')).toBeInTheDocument();
    await enviar(s, 'vazia.csv');
    expect(await within(s).findByText('A planilha não tem nenhuma linha.')).toBeInTheDocument();
  });
});
