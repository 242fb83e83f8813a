import type {
  ColaboradorAdmitido,
  ColaboradorOpcoes,
  PerfilAcesso,
  RegraPontoResumo,
} from '@jornada/contracts';
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

const OPCOES: ColaboradorOpcoes = {
  filiais: [{ id: 1, nome: 'Matriz São Paulo' }],
  departamentos: [],
  cargos: [],
  centrosCusto: [],
  gestores: [],
};
const REGRA: RegraPontoResumo = {
  id: 4,
  nome: 'CLT 44h',
  descricao: null,
  padrao: true,
  versao: 1,
  vigenciaInicio: '2026-01-01',
  alteradoEm: '2026-01-01T12:00:00Z',
  alteradoPor: null,
  ativo: true,
};
const PERFIS: PerfilAcesso[] = [
  { id: 8, nome: 'Colaborador', rotas: [], quantidadeUsuarios: 40 },
  { id: 9, nome: 'Gestor', rotas: [], quantidadeUsuarios: 3 },
];

const ADMITIDA: ColaboradorAdmitido = {
  id: 99,
  nome: 'Joana Conceição',
  cpf: '39053344705',
  email: 'joana@demo.jornada.dev',
  matricula: 'A-1020',
  filialId: 1,
  filialNome: 'Matriz São Paulo',
  departamentoId: null,
  departamentoNome: null,
  cargoId: null,
  cargoNome: null,
  gestorId: null,
  gestorNome: null,
  admissao: '2026-11-16',
  demissao: null,
  pis: null,
  situacao: 'ativo',
  centroCustoId: null,
  centroCustoNome: null,
  tipoContrato: 'clt',
  celular: null,
  cadastroConfirmado: false,
  escala: {
    id: 501,
    usuarioId: 99,
    usuarioNome: 'Joana Conceição',
    escalaId: 7,
    escalaNome: 'Comercial 44h',
    inicio: '2026-11-17',
    fim: null,
    inicioCiclo: null,
    ativo: true,
  },
  regraPonto: {
    id: 601,
    usuarioId: 99,
    usuarioNome: 'Joana Conceição',
    regraId: 4,
    regraNome: 'CLT 44h',
    dataInicio: '2026-11-16',
    dataFim: null,
    status: 'ativa',
    alteradoEm: '2026-11-16T12:00:00Z',
    alteradoPor: 1,
  },
  perfilIds: [9],
  HabilitarMarcacaoPelaWeb: false,
};

type Rotas = Record<string, (req: RequisicaoFake) => RespostaFake>;
const instalar = (extra: Rotas = {}) =>
  instalarFakeFetch({
    'GET /api/main/colaboradores': () =>
      envelope({ items: [], total: 0, pageNumber: 1, pageSize: 20 }),
    'GET /api/main/colaboradores/opcoes': () => envelope(OPCOES),
    'GET /api/escala/escala/combo': () =>
      envelope({ data: { items: [{ id: 7, nome: 'Comercial 44h' }] } }),
    'GET /api/regras-alocacao/regraponto': () =>
      envelope({ items: [REGRA], total: 1, pageNumber: 1, pageSize: 5000 }),
    'GET /api/auth/perfis': () => envelope(PERFIS),
    ...extra,
  });

const posts = (chamadas: RequisicaoFake[]) =>
  chamadas.filter((c) => c.method === 'POST' && c.url.pathname === '/api/main/colaboradores');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-16T12:00:00'));
});

const LIMITE = { timeout: 60_000 };

/** Abre o formulário e preenche o cadastro básico (nome, CPF, e-mail, filial, admissão). */
const abrirComCadastro = async () => {
  renderComProviders(<ColaboradoresPage />);
  const novo = await screen.findByRole('button', { name: 'Novo colaborador' });
  await waitFor(() => expect(novo).toBeEnabled());
  await userEvent.click(novo);
  const modal = await screen.findByRole('dialog', { name: 'Novo colaborador' });
  await userEvent.type(within(modal).getByLabelText(/^Nome/), 'Joana Conceição');
  await userEvent.type(within(modal).getByLabelText(/^CPF/), '39053344705');
  await userEvent.type(within(modal).getByLabelText(/^E-mail/), 'joana@demo.jornada.dev');
  await userEvent.click(within(modal).getByRole('combobox', { name: /^Filial/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Matriz São Paulo' }));
  await userEvent.type(within(modal).getByRole('textbox', { name: /^Admissão/ }), '16112026');
  return modal;
};

const escolher = async (modal: HTMLElement, campo: RegExp, opcao: string) => {
  await userEvent.click(within(modal).getByRole('combobox', { name: campo }));
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
};

describe('Novo colaborador: admissão em um passo', LIMITE, () => {
  it('escala, regra, perfil, marcação pela web e matrícula num Salvar; o resumo mostra tudo', async () => {
    let tentativas = 0;
    const { chamadas } = instalar({
      'POST /api/main/colaboradores': () => {
        tentativas += 1;
        if (tentativas === 1)
          return {
            status: 400,
            body: corpoErro400('Escala não encontrada.', 'REFERENCIA_INVALIDA', 'escala.escalaId'),
          };
        return { status: 201, ...envelope(ADMITIDA, 'Colaborador cadastrado.') };
      },
    });
    const modal = await abrirComCadastro();
    expect(within(modal).getByRole('group', { name: 'Escala' })).toBeInTheDocument();
    expect(within(modal).getByRole('group', { name: 'Regra de ponto' })).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: 'Início na escala' })).toBeDisabled();

    // Validação ao lado dos campos, em pt-BR, antes de ir ao servidor.
    await userEvent.type(within(modal).getByLabelText(/^Matrícula/), 'A 1020');
    await escolher(modal, /^Escala/, 'Comercial 44h');
    await userEvent.type(
      within(modal).getByRole('textbox', { name: 'Início na escala' }),
      '10112026',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(
      within(modal).getByText('Matrícula: até 20 letras, números, ponto, barra ou hífen.'),
    ).toBeInTheDocument();
    expect(
      within(modal).getByText('Início na escala: não pode ser anterior à admissão.'),
    ).toBeInTheDocument();
    expect(posts(chamadas)).toHaveLength(0);

    const matricula = within(modal).getByLabelText(/^Matrícula/);
    await userEvent.clear(matricula);
    await userEvent.type(matricula, 'A-1020');
    const inicio = within(modal).getByRole('textbox', { name: 'Início na escala' });
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '17112026');
    await escolher(modal, /^Regra de ponto/, 'CLT 44h (padrão da empresa)');
    await escolher(modal, /^Perfil de acesso/, 'Gestor');
    await userEvent.click(within(modal).getByRole('switch', { name: /Marcação pela web/ }));

    // O servidor recusa a escala: a mensagem aparece no alerta e ao lado do campo Escala.
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Escala não encontrada.');
    expect(within(modal).getAllByText('Escala não encontrada.')).toHaveLength(2);

    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Novo colaborador' })).toBeNull(),
    );
    expect(posts(chamadas).at(-1)?.body).toStrictEqual({
      nome: 'Joana Conceição',
      cpf: '39053344705',
      email: 'joana@demo.jornada.dev',
      filialId: 1,
      departamentoId: null,
      cargoId: null,
      gestorId: null,
      admissao: '2026-11-16',
      pis: null,
      matricula: 'A-1020',
      centroCustoId: null,
      tipoContrato: 'clt',
      celular: null,
      escala: { escalaId: 7, inicio: '2026-11-17' },
      regraPonto: { regraId: 4 },
      perfilId: 9,
      HabilitarMarcacaoPelaWeb: false,
    });

    const resumo = await screen.findByRole('status', { name: /Joana Conceição foi cadastrado/ });
    expect(resumo).toHaveTextContent('Matrícula: A-1020');
    expect(resumo).toHaveTextContent('Escala: Comercial 44h, desde 17/11/2026');
    expect(resumo).toHaveTextContent('Regra de ponto: CLT 44h, desde 16/11/2026');
    expect(resumo).toHaveTextContent('Perfil de acesso: Gestor');
    expect(resumo).toHaveTextContent('Marcação pela web: desabilitada');
    await userEvent.click(within(resumo).getByRole('button', { name: 'Fechar resumo' }));
    expect(screen.queryByRole('status', { name: /foi cadastrado/ })).toBeNull();
  });

  it('sem permissão para as listas, o cadastro simples segue e as partes ficam para depois', async () => {
    const negado = (): RespostaFake => ({
      status: 403,
      body: corpoErro400('Você não tem permissão para esta operação.', 'SEM_PERMISSAO'),
    });
    const { chamadas } = instalar({
      'GET /api/escala/escala/combo': negado,
      'GET /api/regras-alocacao/regraponto': negado,
      'GET /api/auth/perfis': negado,
      'POST /api/main/colaboradores': () => ({
        status: 201,
        ...envelope(
          {
            ...ADMITIDA,
            matricula: null,
            escala: null,
            regraPonto: null,
            perfilIds: [8],
            HabilitarMarcacaoPelaWeb: true,
          },
          'Colaborador cadastrado.',
        ),
      }),
    });
    const modal = await abrirComCadastro();
    expect(
      await within(modal).findByText(/Não foi possível carregar as escalas .*aloque depois/),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('combobox', { name: /^Escala/ })).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    const resumo = await screen.findByRole('status', { name: /foi cadastrado/ });
    expect(resumo).toHaveTextContent('Escala: sem escala (alocar depois)');
    expect(resumo).toHaveTextContent('Regra de ponto: a padrão da empresa');
    expect(posts(chamadas).at(-1)?.body).toMatchObject({ HabilitarMarcacaoPelaWeb: true });
    expect(posts(chamadas).at(-1)?.body).not.toHaveProperty('escala');
  });
});
