import type { MenuItem } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const ok = (data: unknown, message: string | null = null) => ({
  body: { success: true, data, error: null, message },
});

const CATALOGO = {
  MenuMinhasRotinas: [item('/dashboard/minhas-rotinas/meu-painel', 'Meu painel')],
  MenuGestores: [],
  MenuAdmin: [
    item('/dashboard/admin/cadastros', 'Cadastros', [
      item('/dashboard/admin/colaboradores', 'Colaboradores'),
      item('/dashboard/admin/perfis', 'Perfis de acesso'),
    ]),
  ],
};
const PERFIS = [
  {
    id: 1,
    nome: 'Colaborador',
    rotas: ['/dashboard/minhas-rotinas/meu-painel'],
    quantidadeUsuarios: 3,
  },
  {
    id: 2,
    nome: 'RH',
    rotas: ['/dashboard/admin/perfis', '/dashboard/minhas-rotinas/meu-painel'],
    quantidadeUsuarios: 1,
  },
];
const MENU_RH: MenuItem[] = [item('/dashboard/admin/perfis', 'Perfis de acesso')];

const renderPerfis = (extras = {}) => {
  entrarComo(loginRespostaFixture({ MenuAdmin: MENU_RH }));
  const fake = instalarFakeFetch({
    'GET /api/auth/recursos': () => ok(CATALOGO),
    'GET /api/auth/perfis': () => ok(PERFIS),
    'GET /api/auth/recurso/update': () => ({
      body: {
        Success: true,
        Data: { ...loginRespostaFixture({ MenuAdmin: MENU_RH }), Mensagem: undefined },
        Mensagem: null,
        Error: null,
      },
    }),
    ...extras,
  });
  renderApp('/#/dashboard/admin/perfis');
  return fake;
};

describe('perfis de acesso', () => {
  it('lista os perfis com permissões e pessoas', async () => {
    renderPerfis();
    const tabela = await screen.findByRole('table', { name: 'Perfis de acesso' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas[1]).toHaveTextContent('Colaborador13');
    expect(linhas[2]).toHaveTextContent('RH21');
  });

  it('novo perfil: marcar o pai marca a subárvore; a confirmação mostra o que entra', async () => {
    const { chamadas } = renderPerfis({
      'POST /api/auth/perfis': ({ body }: { body: unknown }) => ({
        status: 201,
        body: {
          success: true,
          data: { id: 9, ...(body as object), quantidadeUsuarios: 0 },
          error: null,
          message: 'Perfil criado.',
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo perfil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(screen.getByText('Nome: informe pelo menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Permissões: marque pelo menos uma permissão')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Nome do perfil/), 'Cadastro');
    // O editor mostra os nomes dos recursos, nunca as rotas técnicas.
    expect(screen.getByRole('checkbox', { name: 'Meu painel' })).toBeInTheDocument();
    expect(screen.queryByText(/\/dashboard\//)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Colaboradores' }));
    expect(screen.getByRole('checkbox', { name: 'Cadastros' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cadastros' }));
    expect(screen.getByRole('checkbox', { name: 'Perfis de acesso' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));

    const confirmacao = await screen.findByRole('dialog', { name: 'Confirmar novo perfil' });
    expect(within(confirmacao).getByText('Incluídas (3)')).toBeInTheDocument();
    expect(within(confirmacao).getByText('Colaboradores')).toBeInTheDocument();
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil criado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      nome: 'Cadastro',
      rotas: [
        '/dashboard/admin/cadastros',
        '/dashboard/admin/colaboradores',
        '/dashboard/admin/perfis',
      ],
    });
    // Depois de mudar perfis, a própria sessão é reautenticada (menus atuais).
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.pathname === '/api/auth/recurso/update')).toBe(true),
    );
  });

  it('editar mostra o que sai e quantas pessoas são afetadas; erro do servidor aparece', async () => {
    const { chamadas } = renderPerfis({
      'PUT /api/auth/perfis/2': () => ({
        status: 403,
        body: corpoErro400(
          'Você não pode conceder uma permissão que não possui: /dashboard/admin/x',
          'ROTA_NAO_CONCEDIVEL',
        ),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar RH' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Meu painel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    const confirmacao = await screen.findByRole('dialog', {
      name: 'Confirmar alteração do perfil',
    });
    expect(within(confirmacao).getByText(/usado por 1 pessoa/)).toBeInTheDocument();
    expect(within(confirmacao).getByText('Retiradas (1)')).toBeInTheDocument();
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(/Você não pode conceder uma permissão que não possui/),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      nome: 'RH',
      rotas: ['/dashboard/admin/perfis'],
    });
  });

  it('excluir pede confirmação antes de chamar a API', async () => {
    const { chamadas } = renderPerfis({
      'DELETE /api/auth/perfis/1': () => ok(null, 'Perfil excluído.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Colaborador' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Excluir perfil' });
    expect(within(confirmacao).getByText(/atribuído a 3 pessoa/)).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Perfil Colaborador excluído.')).toBeInTheDocument();
  });

  it('perfis por pessoa: busca com 3 letras, marca perfis e confirma com o resumo', async () => {
    const { chamadas } = renderPerfis({
      'GET /api/base/filter/pessoas': () =>
        ok([{ id: 40, nome: 'Paula Andrade', detalhe: 'Operador de caixa' }]),
      'GET /api/auth/usuarios/40/perfis': () => ok({ usuarioId: 40, perfilIds: [1] }),
      'PUT /api/auth/usuarios/40/perfis': () => ok({ usuarioId: 40, perfilIds: [1, 2] }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Perfis por pessoa' }));
    await userEvent.type(screen.getByLabelText('Buscar pessoa'), 'Pa');
    await new Promise((r) => setTimeout(r, 400));
    expect(chamadas.some((c) => c.url.pathname === '/api/base/filter/pessoas')).toBe(false);
    await userEvent.type(screen.getByLabelText('Buscar pessoa'), 'u');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver perfis de Paula Andrade' }),
    );
    const grupo = await screen.findByRole('group', { name: 'Perfis de Paula Andrade' });
    expect(within(grupo).getByRole('checkbox', { name: 'Colaborador' })).toBeChecked();
    await userEvent.click(within(grupo).getByRole('checkbox', { name: 'RH' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfis' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Confirmar perfis' });
    expect(within(confirmacao).getByText('Incluídas (1)')).toBeInTheDocument();
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfis de Paula Andrade atualizados.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({ perfilIds: [1, 2] });
    expect(
      chamadas
        .find((c) => c.url.pathname === '/api/base/filter/pessoas')
        ?.url.searchParams.get('search'),
    ).toBe('Pau');
  });

  it('erro ao carregar mostra a mensagem e o botão de tentar de novo', async () => {
    renderPerfis({
      'GET /api/auth/perfis': () => ({ status: 403, body: corpoErro400('Sem permissão.') }),
    });
    expect(await screen.findByText('Sem permissão.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
