import type {
  ColaboradorImportacaoPrevia,
  ColaboradorImportacaoRascunho,
  LinhaImportacao,
} from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  corpoErro400,
  instalarFakeFetch,
  type RequisicaoFake,
  type RespostaFake,
} from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { ColaboradoresPage } from './colaboradores-page.tsx';

const envelope = <T,>(data: T, message: string | null = null): RespostaFake => ({
  body: { success: true, data, error: null, message },
});

const CAMPOS: ColaboradorImportacaoRascunho['campos'] = [
  { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
  { campo: 'email', rotulo: 'E-mail', obrigatorio: true },
  { campo: 'cpf', rotulo: 'CPF', obrigatorio: true },
  { campo: 'pis', rotulo: 'PIS', obrigatorio: false },
  { campo: 'matricula', rotulo: 'Matrícula', obrigatorio: false },
  { campo: 'admissao', rotulo: 'Admissão', obrigatorio: true },
  { campo: 'filial', rotulo: 'Filial', obrigatorio: true },
  { campo: 'departamento', rotulo: 'Departamento', obrigatorio: false },
  { campo: 'cargo', rotulo: 'Cargo', obrigatorio: false },
  { campo: 'gestor', rotulo: 'Gestor (e-mail)', obrigatorio: false },
];

const RASCUNHO: ColaboradorImportacaoRascunho = {
  id: 7,
  nomeArquivo: 'funcionarios.xlsx',
  colunas: ['Nome completo', 'E-mail', 'CPF', 'Data de admissão', 'Filial', 'Setor'],
  mapeamento: {
    nome: 0,
    email: 1,
    cpf: 2,
    pis: null,
    matricula: null,
    admissao: 3,
    filial: 4,
    departamento: 5,
    cargo: null,
    gestor: null,
    centroCusto: null,
    tipoContrato: null,
    celular: null,
  },
  totalLinhas: 30,
  campos: CAMPOS,
};

const linha = (n: number, erros: LinhaImportacao['erros'] = []): LinhaImportacao => ({
  linha: n,
  valores: {
    nome: `Pessoa ${n}`,
    email: `p${n}@x.dev`,
    cpf: n === 4 ? '123.456.789-00' : '390.533.447-05',
    admissao: '2026-11-03',
    filial: 'Matriz São Paulo',
    departamento: 'Vendas',
  },
  erros,
});
const ERRO_CPF = {
  campo: 'cpf' as const,
  mensagem: 'CPF: CPF inválido (confira os dígitos verificadores)',
};

const previa = (req: RequisicaoFake): ColaboradorImportacaoPrevia => {
  const corpo = req.body as { pageNumber: number; soComErro: boolean };
  const todas = Array.from({ length: 30 }, (_, i) => linha(i + 2, i === 2 ? [ERRO_CPF] : []));
  const lista = corpo.soComErro ? todas.filter((l) => l.erros.length > 0) : todas;
  const inicio = (corpo.pageNumber - 1) * 25;
  return {
    totalLinhas: 30,
    validas: 29,
    invalidas: 1,
    errosMapeamento: [],
    items: lista.slice(inicio, inicio + 25),
    total: lista.length,
    pageNumber: corpo.pageNumber,
    pageSize: 25,
  };
};

const instalar = (extra: Record<string, (req: RequisicaoFake) => RespostaFake> = {}) =>
  instalarFakeFetch({
    'GET /api/main/colaboradores': () =>
      envelope({ items: [], total: 0, pageNumber: 1, pageSize: 20 }),
    'GET /api/main/colaboradores/opcoes': () =>
      envelope({
        filiais: [{ id: 1, nome: 'Matriz São Paulo' }],
        departamentos: [],
        cargos: [],
        centrosCusto: [],
        gestores: [],
      }),
    'POST /api/main/colaboradores/importacao': () => envelope(RASCUNHO),
    'POST /api/main/colaboradores/importacao/7/previa': (req) => envelope(previa(req)),
    'POST /api/main/colaboradores/importacao/7/confirmacao': () =>
      envelope({ importados: 29, rejeitados: 1, ids: [] }, '29 colaborador(es) importado(s).'),
    'GET /api/main/colaboradores/importacao/7/rejeitados': () => ({ body: 'nome;erro' }),
    'GET /api/main/colaboradores/exportacao': () => ({ body: 'Nome;E-mail' }),
    ...extra,
  });

const baixados: string[] = [];
beforeEach(() => {
  baixados.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    baixados.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.restoreAllMocks());

const abrirImportacao = async () => {
  renderComProviders(<ColaboradoresPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Importar colaboradores' }));
  return screen.findByRole('dialog', { name: 'Importar colaboradores' });
};

const enviarArquivo = async (dialogo: HTMLElement, nome = 'funcionarios.xlsx') => {
  const input = dialogo.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], nome, { type: '' }), { applyAccept: false });
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar planilha' }));
};

const LIMITE = { timeout: 60_000 };

describe('Importar colaboradores (RH)', LIMITE, () => {
  it('envia a planilha, confere as colunas, vê o erro da linha, importa e baixa as recusadas', async () => {
    const { chamadas } = instalar();
    const dialogo = await abrirImportacao();
    await enviarArquivo(dialogo);

    expect(await within(dialogo).findByRole('combobox', { name: /^Nome/ })).toHaveValue(
      'Nome completo',
    );
    expect(within(dialogo).getByRole('combobox', { name: /^Departamento/ })).toHaveValue('Setor');
    expect(within(dialogo).getByRole('combobox', { name: /^Cargo/ })).toHaveValue('');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Ver prévia' }));

    const tabela = await within(dialogo).findByRole('table', { name: 'Prévia da importação' });
    expect(within(dialogo).getByText(/30 linhas: 29 válidas e 1 com erro/)).toBeInTheDocument();
    expect(within(tabela).getAllByRole('row')).toHaveLength(26);
    const ruim = within(tabela).getByText('123.456.789-00').closest('tr') as HTMLElement;
    expect(ruim).toHaveTextContent('CPF: CPF inválido (confira os dígitos verificadores)');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(within(dialogo).getByText('Pessoa 31')).toBeInTheDocument());
    await userEvent.click(within(dialogo).getByLabelText('Mostrar só as linhas com erro'));
    await waitFor(() => expect(within(dialogo).queryByText('Pessoa 2')).not.toBeInTheDocument());
    expect(within(dialogo).getByText('Pessoa 4')).toBeInTheDocument();

    await userEvent.click(
      within(dialogo).getByRole('button', { name: 'Importar 29 colaboradores' }),
    );
    expect(await within(dialogo).findByText(/29 colaboradores importados\./)).toBeInTheDocument();
    expect(within(dialogo).getByText(/1 linha recusada\./)).toBeInTheDocument();
    const confirmacao = chamadas.find((c) => c.url.pathname.endsWith('/confirmacao'));
    expect(confirmacao?.body).toEqual({ mapeamento: RASCUNHO.mapeamento });
    await userEvent.click(
      within(dialogo).getByRole('button', { name: 'Baixar linhas recusadas (CSV)' }),
    );
    await waitFor(() => expect(baixados).toEqual(['colaboradores-recusados.csv']));
  });

  it('pede o arquivo, mostra a recusa do servidor e exige as colunas obrigatórias', async () => {
    instalar({
      'POST /api/main/colaboradores/importacao': () => ({
        status: 400,
        body: corpoErro400('Envie uma planilha CSV ou XLSX.', 'ARQUIVO_INVALIDO', 'arquivo'),
      }),
    });
    const dialogo = await abrirImportacao();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar planilha' }));
    expect(
      within(dialogo).getByText('Planilha: escolha um arquivo CSV ou XLSX.'),
    ).toBeInTheDocument();
    await enviarArquivo(dialogo, 'foto.png');
    expect(
      within(dialogo).getByText('Planilha: envie um arquivo .csv ou .xlsx.'),
    ).toBeInTheDocument();
    await enviarArquivo(dialogo, 'lixo.csv');
    expect(await within(dialogo).findByText('Envie uma planilha CSV ou XLSX.')).toBeInTheDocument();
  });

  it('o mapeamento recusa obrigatório sem coluna e coluna repetida', async () => {
    instalar({
      'POST /api/main/colaboradores/importacao': () =>
        envelope({ ...RASCUNHO, mapeamento: { ...RASCUNHO.mapeamento, filial: null, cargo: 5 } }),
    });
    const dialogo = await abrirImportacao();
    await enviarArquivo(dialogo);
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Ver prévia' }));
    expect(within(dialogo).getByText('Filial: escolha a coluna da planilha.')).toBeInTheDocument();
    expect(
      within(dialogo).getByText('Cargo: a mesma coluna já está em Departamento.'),
    ).toBeInTheDocument();
    expect(within(dialogo).queryByRole('table')).not.toBeInTheDocument();
  });

  it('exporta a lista com os filtros da tela', async () => {
    const { chamadas } = instalar();
    renderComProviders(<ColaboradoresPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Arquivo CSV' }));
    await waitFor(() => expect(baixados).toEqual(['colaboradores.csv']));
    const pedido = chamadas.find((c) => c.url.pathname === '/api/main/colaboradores/exportacao');
    expect(pedido?.url.searchParams.get('formato')).toBe('csv');
    expect(pedido?.url.searchParams.get('situacao')).toBe('ativo');
  });
});
