import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import {
  B,
  configuracaoFixture,
  criadaFixture,
  empresaFixture,
  LIMITE,
  OPERADORA,
  ok,
  pagina,
  rotaPlanos,
} from './admin-master.fixtures.ts';
import { AdminMasterPage } from './admin-master-page.tsx';

const tabela = () => screen.findByRole('table', { name: 'Empresas clientes' });

describe('administração geral (tela do operador)', LIMITE, () => {
  it('lista as empresas com CNPJ, plano, colaboradores ativos e situação, paginando no servidor', async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: (req) =>
        req.url.searchParams.get('pageNumber') === '2'
          ? pagina([empresaFixture({ id: 40, nomeFantasia: 'Loja 40' })], 30, 2)
          : pagina(
              [
                OPERADORA,
                empresaFixture({ situacao: 'suspensa', motivoSituacao: 'Inadimplência' }),
              ],
              30,
            ),
    });
    renderComProviders(<AdminMasterPage />);
    const t = await tabela();
    expect(within(t).getByText('Demo Comércio')).toBeInTheDocument();
    expect(within(t).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(t).getByText('Profissional')).toBeInTheDocument();
    expect(within(t).getByText('42')).toBeInTheDocument();
    expect(within(t).getByText('Suspensa')).toBeInTheDocument();
    expect(within(t).getByText('Inadimplência')).toBeInTheDocument();
    expect(within(t).getByText('Operadora')).toBeInTheDocument();
    // A operadora não se suspende: só a empresa cliente tem o botão.
    expect(within(t).queryByRole('button', { name: /Suspender Jornada/ })).toBeNull();
    expect(within(t).getByRole('button', { name: 'Reativar Demo Comércio' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Loja 40')).toBeInTheDocument();
    expect(chamadas.at(-1)?.url.searchParams.get('pageNumber')).toBe('2');
  });

  it('busca no servidor e mostra o estado vazio', async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: (req) =>
        req.url.searchParams.get('search') ? pagina([]) : pagina([empresaFixture()]),
    });
    renderComProviders(<AdminMasterPage />);
    await tabela();
    await userEvent.type(screen.getByLabelText(/^Buscar empresa/), 'inexistente');
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeInTheDocument();
    expect(chamadas.at(-1)?.url.searchParams.get('search')).toBe('inexistente');
  });

  it('mostra o erro da lista com a opção de tentar de novo', async () => {
    instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: () => ({
        status: 403,
        body: corpoErro400('Você não tem permissão para esta operação.', 'SEM_PERMISSAO'),
      }),
    });
    renderComProviders(<AdminMasterPage />);
    expect(
      await screen.findByText('Você não tem permissão para esta operação.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('valida a nova empresa campo a campo, aplica a máscara do CNPJ e mostra o convite', async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: () => pagina([]),
      [`POST ${B}/empresas`]: () => ok(criadaFixture()),
    });
    renderComProviders(<AdminMasterPage />);
    await screen.findByText('Nenhuma empresa encontrada');
    await userEvent.click(screen.getByRole('button', { name: 'Nova empresa' }));
    const form = await screen.findByRole('form', { name: 'Nova empresa cliente' });
    await userEvent.click(within(form).getByRole('button', { name: 'Criar empresa' }));
    expect(within(form).getByText('CNPJ: informe o CNPJ.')).toBeInTheDocument();
    expect(
      within(form).getByText('Razão social: informe a razão social (mínimo 3 caracteres).'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Plano: escolha o plano.')).toBeInTheDocument();
    expect(
      within(form).getByText('E-mail do administrador: informe um e-mail válido.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('CPF do administrador: informe o CPF.')).toBeInTheDocument();

    const cnpj = within(form).getByLabelText(/^CNPJ/);
    await userEvent.type(cnpj, '11222333000100');
    expect(cnpj).toHaveValue('11.222.333/0001-00');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar empresa' }));
    expect(
      within(form).getByText('CNPJ: número inválido (confira os dígitos verificadores).'),
    ).toBeInTheDocument();
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11222333000181');
    await userEvent.type(within(form).getByLabelText(/^Razão social/), 'Padaria Sol Ltda');
    await userEvent.type(within(form).getByLabelText(/^Nome fantasia/), 'Padaria Sol');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Plano/ }));
    const essencial = await screen.findByRole('option', { name: 'Essencial' });
    // Plano arquivado no faturamento não é oferecido a uma empresa nova.
    expect(screen.queryByRole('option', { name: 'Legado 2025' })).not.toBeInTheDocument();
    await userEvent.click(essencial);
    await userEvent.type(within(form).getByLabelText(/^Nome do administrador/), 'Ana Admin');
    await userEvent.type(
      within(form).getByLabelText(/^E-mail do administrador/),
      'ana@padaria.dev',
    );
    await userEvent.type(within(form).getByLabelText(/^CPF do administrador/), '52998224725');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar empresa' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Empresa criada' });
    expect(within(dialogo).getByLabelText('Link do convite')).toHaveValue(
      criadaFixture().convite.link,
    );
    expect(
      within(dialogo).getByText('O convite foi enviado para ana@padaria.dev.'),
    ).toBeInTheDocument();
    const corpo = chamadas.find((c) => c.method === 'POST')?.body;
    expect(corpo).toMatchObject({
      cnpj: '11222333000181',
      planoId: 11,
      adminCpf: '52998224725',
      fusoHorario: 'America/Sao_Paulo',
    });
  });

  it('CNPJ repetido: a mensagem do servidor aparece no campo', async () => {
    instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: () => pagina([]),
      [`POST ${B}/empresas`]: () => ({
        status: 409,
        body: corpoErro400('Já existe uma empresa com este CNPJ.', 'CNPJ_JA_CADASTRADO', 'cnpj'),
      }),
    });
    renderComProviders(<AdminMasterPage />);
    await screen.findByText('Nenhuma empresa encontrada');
    await userEvent.click(screen.getByRole('button', { name: 'Nova empresa' }));
    const form = await screen.findByRole('form', { name: 'Nova empresa cliente' });
    await userEvent.type(within(form).getByLabelText(/^CNPJ/), '11222333000181');
    await userEvent.type(within(form).getByLabelText(/^Razão social/), 'Padaria Sol Ltda');
    await userEvent.type(within(form).getByLabelText(/^Nome fantasia/), 'Padaria Sol');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Plano/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Corporativo' }));
    await userEvent.type(within(form).getByLabelText(/^Nome do administrador/), 'Ana Admin');
    await userEvent.type(
      within(form).getByLabelText(/^E-mail do administrador/),
      'ana@padaria.dev',
    );
    await userEvent.type(within(form).getByLabelText(/^CPF do administrador/), '52998224725');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar empresa' }));
    expect(await within(form).findAllByText('Já existe uma empresa com este CNPJ.')).toHaveLength(
      2,
    );
  });

  it('suspende com confirmação e motivo obrigatório', async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: () => pagina([empresaFixture()]),
      [`POST ${B}/empresas/2/suspensao`]: () => ok(empresaFixture({ situacao: 'suspensa' })),
    });
    renderComProviders(<AdminMasterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender Demo Comércio' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Suspender empresa' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Suspender empresa' }));
    expect(
      within(dialogo).getByText('Motivo: descreva o motivo (mínimo 5 caracteres).'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialogo).getByLabelText(/^Motivo/), 'Inadimplência de 3 meses');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Suspender empresa' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
        motivo: 'Inadimplência de 3 meses',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Suspender empresa' })).toBeNull(),
    );
  });

  it('configurações: desliga um módulo e salva', async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: () => pagina([empresaFixture()]),
      [`GET ${B}/empresas/2/configuracao`]: () => ok(configuracaoFixture),
      [`PUT ${B}/empresas/2/configuracao`]: (req) => ok(req.body),
    });
    renderComProviders(<AdminMasterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerenciar Demo Comércio' }));
    const form = await screen.findByRole('form', { name: 'Configurações da empresa' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Banco de horas' }));
    await userEvent.click(within(form).getByRole('switch', { name: /Exigir segundo fator/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
        ...configuracaoFixture,
        exigirSegundoFatorAdmin: true,
        modulos: ['sobreaviso', 'intermitente', 'holerite', 'folha'],
      }),
    );
  });

  it('acesso de suporte: exige conta e motivo, gera o link e lista sessões e ações', async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotaPlanos,
      [`GET ${B}/empresas`]: () => pagina([empresaFixture()]),
      [`GET ${B}/empresas/2/configuracao`]: () => ok(configuracaoFixture),
      [`GET ${B}/empresas/2/usuarios`]: (req) => {
        // Como o servidor: a busca filtra por nome ou e-mail.
        const busca = (req.url.searchParams.get('search') ?? '').toLowerCase();
        const rita = { id: 7, nome: 'Rita RH', email: 'rh@demo.dev', cargo: null };
        const itens = 'rita rh rh@demo.dev'.includes(busca) ? [rita] : [];
        return ok({
          itens,
          total: itens.length,
          pageNumber: 1,
          pageSize: 25,
        });
      },
      [`POST ${B}/empresas/2/suporte`]: () =>
        ok({
          url: 'http://localhost/hq-auth?token=xyz',
          expiraEm: '2026-11-16T13:35:00.000Z',
          duracaoSessaoMin: 30,
        }),
      [`GET ${B}/empresas/2/suporte`]: () =>
        ok({
          itens: [
            {
              emitidoEm: '2026-11-16T13:30:00.000Z',
              emitidoPor: 'Suporte Jornada',
              usuario: 'Rita RH',
              motivo: 'Ajuda na implantação',
              expiraEm: '2026-11-16T13:35:00.000Z',
              usadoEm: '2026-11-16T13:31:00.000Z',
              terminaEm: '2026-11-16T14:01:00.000Z',
              situacao: 'ativa',
            },
          ],
          total: 1,
          pageNumber: 1,
          pageSize: 10,
        }),
      [`GET ${B}/empresas/2/suporte/acoes`]: () =>
        ok({
          itens: [
            {
              id: 91,
              em: '2026-11-16T13:40:00.000Z',
              operador: 'Suporte Jornada',
              usuario: 'Rita RH',
              entidade: 'usuario',
              acao: 'convite-enviado',
            },
          ],
          total: 1,
          pageNumber: 1,
          pageSize: 10,
        }),
    });
    renderComProviders(<AdminMasterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerenciar Demo Comércio' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Acesso de suporte' }));
    const novo = await screen.findByRole('region', { name: 'Novo acesso de suporte' });
    await userEvent.click(within(novo).getByRole('button', { name: 'Gerar link de suporte' }));
    expect(
      within(novo).getByText('Conta: escolha a conta que o suporte vai abrir.'),
    ).toBeInTheDocument();
    expect(
      within(novo).getByText('Motivo: descreva o motivo do acesso (mínimo 5 caracteres).'),
    ).toBeInTheDocument();
    await userEvent.click(within(novo).getByRole('combobox', { name: /^Conta/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rita RH (rh@demo.dev)' }));
    expect(within(novo).getByRole('combobox', { name: /^Conta/ })).toHaveValue(
      'Rita RH (rh@demo.dev)',
    );
    await userEvent.type(within(novo).getByLabelText(/^Motivo/), 'Ajuda na implantação');
    await userEvent.click(within(novo).getByRole('button', { name: 'Gerar link de suporte' }));
    expect(await within(novo).findByLabelText('Link de suporte')).toHaveValue(
      'http://localhost/hq-auth?token=xyz',
    );
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      usuarioId: 7,
      motivo: 'Ajuda na implantação',
    });

    const sessoes = screen.getByRole('table', { name: 'Sessões de suporte' });
    expect(await within(sessoes).findByText('Ativa')).toBeInTheDocument();
    expect(within(sessoes).getByText('Ajuda na implantação')).toBeInTheDocument();
    const acoes = await screen.findByRole('table', { name: 'Ações do suporte' });
    expect(within(acoes).getByText('Usuário: Convite enviado')).toBeInTheDocument();
  });
});
