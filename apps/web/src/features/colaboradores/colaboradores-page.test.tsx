import type { ColaboradorOpcoes, ColaboradorWire, EmpregadorWire } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const JOAO: ColaboradorWire = {
  id: 11,
  nome: 'João Conceição',
  cpf: '39053344705',
  email: 'joao@demo.jornada.dev',
  matricula: null,
  filialId: 1,
  filialNome: 'Matriz São Paulo',
  departamentoId: 3,
  departamentoNome: 'Vendas',
  cargoId: 5,
  cargoNome: 'Vendedor',
  gestorId: null,
  gestorNome: null,
  admissao: '2025-03-10',
  demissao: null,
  pis: null,
  centroCustoId: null,
  centroCustoNome: null,
  tipoContrato: 'clt',
  celular: null,
  situacao: 'ativo',
  cadastroConfirmado: false,
};
const ANA: ColaboradorWire = {
  ...JOAO,
  id: 12,
  nome: 'Ana Lima',
  cpf: '11144477735',
  email: 'ana@demo.jornada.dev',
  cadastroConfirmado: true,
};

const OPCOES: ColaboradorOpcoes = {
  filiais: [
    { id: 1, nome: 'Matriz São Paulo' },
    { id: 2, nome: 'Loja Campinas' },
  ],
  departamentos: [{ id: 3, nome: 'Vendas' }],
  cargos: [{ id: 5, nome: 'Vendedor' }],
  centrosCusto: [{ id: 8, nome: 'CC Comercial' }],
  gestores: [
    { id: 12, nome: 'Ana Lima' },
    { id: 11, nome: 'João Conceição' },
  ],
};

const EMPREGADOR: EmpregadorWire = {
  razaoSocial: 'Demo Comércio Ltda',
  filiais: [
    {
      id: 1,
      nome: 'Matriz São Paulo',
      tipoInscricao: 'CNPJ',
      cnpj: '11222333000181',
      caepf: null,
      cno: null,
      logradouro: null,
      numero: null,
      complemento: null,
      bairro: null,
      cep: null,
      uf: 'SP',
      municipioIbge: 3550308,
      cidade: 'São Paulo',
      temRep: true,
    },
  ],
};

type Rotas = Record<string, (req: RequisicaoFake) => RespostaFake>;
const instalar = (extra: Rotas = {}) =>
  instalarFakeFetch({
    'GET /api/main/colaboradores': (req) =>
      envelope({
        items: [ANA, JOAO],
        total: 45,
        pageNumber: Number(req.url.searchParams.get('pageNumber') ?? 1),
        pageSize: 20,
      }),
    'GET /api/main/colaboradores/opcoes': () => envelope(OPCOES),
    'GET /api/main/empregador': () => envelope(EMPREGADOR),
    ...extra,
  });

const ultimaLista = (chamadas: RequisicaoFake[]) =>
  chamadas.filter((c) => c.url.pathname === '/api/main/colaboradores').at(-1)!.url.searchParams;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-16T12:00:00'));
});

const LIMITE = { timeout: 60_000 };

describe('Colaboradores (RH)', LIMITE, () => {
  it('lista com CPF mascarado, busca de 3 letras, filtros e páginas', async () => {
    const { chamadas } = instalar();
    renderComProviders(<ColaboradoresPage />);
    const tabela = await screen.findByRole('table', { name: 'Lista de colaboradores' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas[2]).toHaveTextContent('João Conceição');
    expect(linhas[2]).toHaveTextContent('390.533.447-05');
    expect(linhas[2]).toHaveTextContent('10/03/2025');
    expect(screen.getByText('45 colaboradores')).toBeInTheDocument();
    expect(ultimaLista(chamadas).get('situacao')).toBe('ativo');

    await userEvent.type(screen.getByLabelText('Buscar colaborador'), 'jo');
    expect(screen.getByText('Busca: digite ao menos 3 caracteres.')).toBeInTheDocument();
    expect(ultimaLista(chamadas).get('search')).toBeNull();
    await userEvent.type(screen.getByLabelText('Buscar colaborador'), 'ã');
    await waitFor(() => expect(ultimaLista(chamadas).get('search')).toBe('joã'));

    await userEvent.click(screen.getByText('Desligados'));
    await waitFor(() => expect(ultimaLista(chamadas).get('situacao')).toBe('desligado'));
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(ultimaLista(chamadas).get('pageNumber')).toBe('2'));
  });

  it('lista vazia e falha ao carregar têm a sua mensagem', async () => {
    instalar({
      'GET /api/main/colaboradores': () =>
        envelope({ items: [], total: 0, pageNumber: 1, pageSize: 20 }),
    });
    const { unmount } = renderComProviders(<ColaboradoresPage />);
    expect(await screen.findByText('Nenhum colaborador encontrado')).toBeInTheDocument();
    unmount();
    instalar({
      'GET /api/main/colaboradores': () => ({
        status: 403,
        body: corpoErro400('Você não tem permissão para esta operação.', 'SEM_PERMISSAO'),
      }),
    });
    renderComProviders(<ColaboradoresPage />);
    expect(
      await screen.findByText('Não foi possível carregar os colaboradores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para esta operação.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('novo colaborador: valida nomeando o campo, mascara o CPF e mostra o CPF repetido', async () => {
    let tentativas = 0;
    const { chamadas } = instalar({
      'POST /api/main/colaboradores': (req) => {
        tentativas += 1;
        if (tentativas === 1)
          return {
            status: 409,
            body: corpoErro400('Já existe um colaborador com este CPF.', 'CPF_DUPLICADO', 'cpf'),
          };
        const admitido = { ...JOAO, id: 99, escala: null, regraPonto: null, perfilIds: [] };
        return {
          status: 201,
          ...envelope({ ...admitido, ...(req.body as object) }, 'Colaborador cadastrado.'),
        };
      },
    });
    renderComProviders(<ColaboradoresPage />);
    await screen.findByRole('table', { name: 'Lista de colaboradores' });
    await userEvent.click(screen.getByRole('button', { name: 'Novo colaborador' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo colaborador' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByText('Nome: informe o nome completo.')).toBeInTheDocument();
    expect(within(modal).getByText('CPF: informe o CPF.')).toBeInTheDocument();
    expect(within(modal).getByText('Filial: escolha a filial.')).toBeInTheDocument();
    expect(within(modal).getByText('Admissão: informe a data de admissão.')).toBeInTheDocument();

    await userEvent.type(within(modal).getByLabelText(/^Nome/), 'Maria Souza');
    await userEvent.type(within(modal).getByLabelText(/^CPF/), '39053344706');
    expect(within(modal).getByLabelText(/^CPF/)).toHaveValue('390.533.447-06');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(
      within(modal).getByText('CPF: número inválido (confira os dígitos).'),
    ).toBeInTheDocument();
    await userEvent.clear(within(modal).getByLabelText(/^CPF/));
    await userEvent.type(within(modal).getByLabelText(/^CPF/), '39053344705');
    await userEvent.type(within(modal).getByLabelText(/^E-mail/), 'maria@demo.jornada.dev');
    await userEvent.click(within(modal).getByRole('combobox', { name: /^Filial/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Loja Campinas' }));
    await userEvent.click(within(modal).getByRole('button', { name: /Admissão/ }));
    await userEvent.click(await screen.findByRole('button', { name: '16 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Já existe um colaborador com este CPF.',
    );
    expect(within(modal).getAllByText('Já existe um colaborador com este CPF.')).toHaveLength(2);
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Colaborador cadastrado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Novo colaborador' })).toBeNull(),
    );
    expect(chamadas.filter((c) => c.method === 'POST').at(-1)?.body).toStrictEqual({
      nome: 'Maria Souza',
      cpf: '39053344705',
      email: 'maria@demo.jornada.dev',
      filialId: 2,
      departamentoId: null,
      cargoId: null,
      gestorId: null,
      admissao: '2026-11-16',
      pis: null,
      matricula: null,
      centroCustoId: null,
      tipoContrato: 'clt',
      celular: null,
      HabilitarMarcacaoPelaWeb: true,
    });
  });

  it('editar envia o cadastro completo com o id no caminho', async () => {
    const { chamadas } = instalar({
      'PUT /api/main/colaboradores/11': (req) =>
        envelope({ ...JOAO, ...(req.body as object) }, 'Colaborador alterado.'),
    });
    renderComProviders(<ColaboradoresPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar João Conceição' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar colaborador' });
    expect(within(modal).getByLabelText(/^CPF/)).toHaveValue('390.533.447-05');
    await userEvent.clear(within(modal).getByLabelText(/^Nome/));
    await userEvent.type(within(modal).getByLabelText(/^Nome/), 'João Conceição Souza');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Colaborador alterado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({
      nome: 'João Conceição Souza',
      cpf: '39053344705',
      email: 'joao@demo.jornada.dev',
      filialId: 1,
      departamentoId: 3,
      cargoId: 5,
      gestorId: null,
      admissao: '2025-03-10',
      pis: null,
      matricula: null,
      centroCustoId: null,
      tipoContrato: 'clt',
      celular: null,
    });
  });

  it('desligar pede confirmação com a data de demissão', async () => {
    const { chamadas } = instalar({
      'POST /api/main/colaboradores/11/desligamento': (req) =>
        envelope(
          { ...JOAO, situacao: 'desligado', demissao: (req.body as { demissao: string }).demissao },
          'Colaborador desligado.',
        ),
    });
    renderComProviders(<ColaboradoresPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desligar João Conceição' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Desligar João Conceição' });
    expect(within(confirmar).getByRole('textbox', { name: /Data de demissão/ })).toHaveValue(
      '16/11/2026',
    );
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Desligar' }));
    expect(await screen.findByText('Colaborador desligado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toStrictEqual({
      demissao: '2026-11-16',
    });
  });

  it('convida para o primeiro acesso só quem ainda não concluiu', async () => {
    const { chamadas } = instalar({
      'POST /api/auth/convites': () =>
        envelope({ expiraEm: '2026-11-23T12:00:00.000Z' }, 'Convite enviado.'),
    });
    renderComProviders(<ColaboradoresPage />);
    await screen.findByRole('table', { name: 'Lista de colaboradores' });
    expect(
      screen.queryByRole('button', { name: 'Convidar para o primeiro acesso: Ana Lima' }),
    ).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Convidar para o primeiro acesso: João Conceição' }),
    );
    expect(
      await screen.findByText(/Convite enviado\. João Conceição recebe o link/),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.url.pathname === '/api/auth/convites')?.body).toStrictEqual({
      usuarioId: 11,
    });
  });

  it('Empresa e filiais: confirma que vai ao REP (AFD tipo 2) e valida o CNPJ', async () => {
    const { chamadas } = instalar({
      'PUT /api/main/empregador': (req) =>
        envelope(
          { ...EMPREGADOR, ...(req.body as { razaoSocial?: string }) },
          'Dados do empregador alterados.',
        ),
    });
    renderComProviders(<ColaboradoresPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Empresa e filiais' }));
    const razao = await screen.findByLabelText(/^Razão social/);
    expect(razao).toHaveValue('Demo Comércio Ltda');
    await userEvent.clear(razao);
    await userEvent.type(razao, 'Demo Comércio e Serviços Ltda');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar razão social' }));
    const confirmar = await screen.findByRole('dialog', {
      name: 'Confirmar alteração do empregador',
    });
    expect(
      within(confirmar).getByText(/a alteração é registrada no REP \(AFD tipo 2\)/),
    ).toBeInTheDocument();
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Confirmar e registrar' }));
    expect(await screen.findByText('Dados do empregador alterados.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({
      razaoSocial: 'Demo Comércio e Serviços Ltda',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Editar filial Matriz São Paulo' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar filial' });
    expect(within(modal).getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    await userEvent.clear(within(modal).getByLabelText(/^CNPJ/));
    await userEvent.type(within(modal).getByLabelText(/^CNPJ/), '11222333000182');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(
      within(modal).getByText('CNPJ: número inválido (confira os dígitos).'),
    ).toBeInTheDocument();
    expect(chamadas.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
