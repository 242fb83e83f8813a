import type { CadastroItem, CadastroPagina, VersaoCadastro } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const ROTA = '/dashboard/admin/estrutura';
const C = '/api/cadastros';

const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

const cadastro = (p: Partial<CadastroItem> = {}): CadastroItem => ({
  id: 1,
  nome: 'Loja Centro',
  codigo: 'LC',
  ativo: true,
  pessoas: 12,
  ...p,
});

const pagina = (items: CadastroItem[], total = items.length): CadastroPagina => ({
  items,
  total,
  pageNumber: 1,
  pageSize: 25,
});

const abrir = async (rotas: Parameters<typeof instalarFakeFetch>[0]) => {
  const fake = instalarFakeFetch(rotas);
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [
        item('/dashboard/admin/cadastros', 'Cadastros', [item(ROTA, 'Estrutura da empresa')]),
      ],
    }),
  );
  renderApp(`/#${ROTA}`);
  return fake;
};

describe('estrutura da empresa', () => {
  it('lista os departamentos paginados no servidor e busca pelo termo', async () => {
    const { chamadas } = await abrir({
      [`GET ${C}/departamentos`]: (req) =>
        req.url.searchParams.get('search')
          ? ok(pagina([cadastro({ id: 2, nome: 'Centro de Distribuição', codigo: null })]))
          : ok(pagina([cadastro(), cadastro({ id: 3, nome: 'Administrativo', pessoas: 4 })], 30)),
    });
    const tabela = await screen.findByRole('table', { name: 'Departamentos' });
    expect(within(tabela).getByText('Loja Centro')).toBeInTheDocument();
    expect(screen.getByText('30 departamentos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Buscar departamentos/ }),
      'distribuicao',
    );
    expect(await screen.findByText('Centro de Distribuição')).toBeInTheDocument();
    const ultima = chamadas.filter((c) => c.url.pathname === `${C}/departamentos`).at(-1);
    expect(ultima?.url.searchParams.get('search')).toBe('distribuicao');
    expect(ultima?.url.searchParams.get('pageSize')).toBe('25');
  });

  it('mostra o estado vazio e a falha ao carregar', async () => {
    await abrir({
      [`GET ${C}/departamentos`]: () => ok(pagina([])),
      [`GET ${C}/cargos`]: () => ({ status: 400, body: corpoErro400('Falha ao listar cargos.') }),
    });
    expect(await screen.findByText('Nenhum departamento cadastrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cargos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao listar cargos.');
  });

  it('valida o formulário e mostra no campo o nome repetido recusado pelo servidor', async () => {
    const { chamadas } = await abrir({
      [`GET ${C}/departamentos`]: () => ok(pagina([cadastro()])),
      [`POST ${C}/departamentos`]: () => ({
        status: 409,
        body: corpoErro400(
          'Já existe um departamento com o nome "Loja Centro" nesta empresa.',
          'NOME_DUPLICADO',
          'nome',
        ),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo departamento' }));
    const form = await screen.findByRole('form', { name: 'Novo departamento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('Nome: informe o nome do departamento.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Nome/ }), 'loja centro');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText(
        'Já existe um departamento com o nome "Loja Centro" nesta empresa.',
      ),
    ).toBeInTheDocument();
  });

  it('cria um cargo com a CBO e recusa a CBO fora do formato', async () => {
    const { chamadas } = await abrir({
      [`GET ${C}/departamentos`]: () => ok(pagina([])),
      [`GET ${C}/cargos`]: () =>
        ok(pagina([cadastro({ id: 9, nome: 'Repositor', cbo: '521125', codigo: '521125' })])),
      [`POST ${C}/cargos`]: (req) =>
        ok(cadastro({ id: 10, nome: (req.body as { nome: string }).nome })),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Cargos' }));
    expect(await screen.findByText('5211-25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo cargo' }));
    const form = await screen.findByRole('form', { name: 'Novo cargo' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Nome/ }), 'Almoxarife');
    await userEvent.type(within(form).getByRole('textbox', { name: /^CBO/ }), '4141');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(/CBO: use os 6 dígitos/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^CBO/ }), '-05');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      nome: 'Almoxarife',
      cbo: '4141-05',
    });
  });

  it('arquiva depois de confirmar e mostra o histórico no painel lateral', async () => {
    const versoes: VersaoCadastro[] = [
      {
        versao: 1,
        acao: 'arquivamento',
        alteradoPor: 3,
        alteradoPorNome: 'Rita RH',
        alteradoEm: '2026-11-16T13:30:00.000Z',
        dados: { nome: 'Loja Centro', codigo: 'LC', ativo: false },
      },
    ];
    const { chamadas } = await abrir({
      [`GET ${C}/departamentos`]: () => ok(pagina([cadastro()])),
      [`POST ${C}/departamentos/1/arquivar`]: () => ok(cadastro({ ativo: false })),
      [`GET ${C}/departamentos/1/historico`]: () => ok(versoes),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Arquivar Loja Centro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Arquivar departamento' });
    expect(dialogo).toHaveTextContent('quem já está nele continua');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.pathname === `${C}/departamentos/1/arquivar`)).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Histórico Loja Centro' }));
    const lista = await screen.findByRole('list', { name: 'Versões de Loja Centro' });
    expect(within(lista).getByText('Arquivamento')).toBeInTheDocument();
    expect(within(lista).getByText(/por Rita RH/)).toBeInTheDocument();
    expect(within(lista).getByText('Loja Centro, código LC, arquivado')).toBeInTheDocument();
  });

  it('inclui pessoas num grupo pela busca de pessoas', async () => {
    const { chamadas } = await abrir({
      [`GET ${C}/departamentos`]: () => ok(pagina([])),
      [`GET ${C}/grupos`]: () =>
        ok(pagina([cadastro({ id: 5, nome: 'CIPA', codigo: null, pessoas: 0 })])),
      [`GET ${C}/grupos/5/membros`]: () => ok({ items: [], total: 0, pageNumber: 1, pageSize: 25 }),
      'GET /api/base/filter/pessoas': () =>
        ok([
          { id: 7, nome: 'Maria da Silva', detalhe: 'Repositor · Loja Centro' },
          { id: 8, nome: 'Bruno Lima', detalhe: null },
        ]),
      [`POST ${C}/grupos/5/membros`]: () => ok(cadastro({ id: 5, nome: 'CIPA', pessoas: 1 })),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Grupos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Membros CIPA' }));
    expect(await screen.findByText('Grupo sem membros')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: /Incluir pessoas/ });
    await userEvent.click(picker);
    await userEvent.type(picker, 'Mar');
    await waitFor(() =>
      expect(
        chamadas
          .filter((c) => c.url.pathname === '/api/base/filter/pessoas')
          .map((c) => c.url.searchParams.get('search')),
      ).toContain('Mar'),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Maria da Silva' }));
    // Escolhida a pessoa, a lista de opções fecha e não cobre o botão de incluir.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Bruno Lima' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Incluir no grupo' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({ usuarioIds: [7] }),
    );
  });
});
