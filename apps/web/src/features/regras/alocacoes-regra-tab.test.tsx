import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  alocacaoFixture,
  entrarComoRh,
  LIMITE,
  ok,
  regraPontoFixture,
  resumoFixture,
  rotaPessoas,
  versaoAlocacaoFixture,
} from './regras.fixtures.ts';

const abrirAlocacoes = async () => {
  entrarComoRh();
  renderApp('/#/dashboard/admin/regras-calculo');
  await userEvent.click(await screen.findByRole('tab', { name: 'Alocações' }));
};

const regrasPonto = {
  'GET /api/regras-alocacao/regraponto': () =>
    ok({
      items: [resumoFixture(), resumoFixture({ id: 2, nome: 'Lojas', padrao: false })],
      total: 2,
      pageNumber: 1,
      pageSize: 5000,
    }),
};

const pagina = (items: unknown[]) =>
  ok({ items, total: items.length, pageNumber: 1, pageSize: 20 });

describe('alocações de regra de ponto', () => {
  it('lista as alocações ativas com a contagem e filtra por status', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...regrasPonto,
      'GET /api/regras-alocacao/alocacao': (req) =>
        req.url.searchParams.get('status') === 'inativa'
          ? pagina([alocacaoFixture({ id: 11, status: 'inativa', usuarioNome: 'Bruno Lima' })])
          : pagina([
              alocacaoFixture(),
              alocacaoFixture({
                id: 12,
                usuarioId: 6,
                usuarioNome: 'Bruno Lima',
                regraNome: 'Lojas',
                dataInicio: '2026-02-01',
                dataFim: '2026-12-31',
              }),
            ]),
      'GET /api/regras-alocacao/alocacao/count/': () => ok({ total: 3, ativas: 2, inativas: 1 }),
    });
    await abrirAlocacoes();
    const tabela = await screen.findByRole('table', { name: 'Alocações de regra de ponto' });
    expect(within(tabela).getByText('a partir de 01/01/2024')).toBeInTheDocument();
    expect(within(tabela).getByText('01/02/2026 a 31/12/2026')).toBeInTheDocument();
    expect(await screen.findByText('3 alocações: 2 ativas, 1 arquivadas')).toBeInTheDocument();
    expect(
      chamadas.find((c) => c.url.pathname.endsWith('/alocacao'))?.url.searchParams.get('status'),
    ).toBe('ativa');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arquivadas' }));
    expect(
      await screen.findByRole('button', { name: 'Reativar alocação de Bruno Lima em Padrão CLT' }),
    ).toBeInTheDocument();
  });

  it('mostra o estado vazio e o erro', LIMITE, async () => {
    let falhar = true;
    instalarFakeFetch({
      ...regrasPonto,
      'GET /api/regras-alocacao/alocacao': () =>
        falhar
          ? { status: 403, body: corpoErro400('Sem acesso às alocações.', 'ACESSO_NEGADO') }
          : pagina([]),
      'GET /api/regras-alocacao/alocacao/count/': () => ok({ total: 0, ativas: 0, inativas: 0 }),
    });
    await abrirAlocacoes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem acesso às alocações.');
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma alocação encontrada')).toBeInTheDocument();
  });

  it('arquiva uma alocação só depois de confirmar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...regrasPonto,
      'GET /api/regras-alocacao/alocacao': () => pagina([alocacaoFixture()]),
      'GET /api/regras-alocacao/alocacao/count/': () => ok({ total: 1, ativas: 1, inativas: 0 }),
      'PUT /api/regras-alocacao/alocacao/status': () =>
        ok([alocacaoFixture({ status: 'inativa' })]),
    });
    await abrirAlocacoes();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Arquivar alocação de Ana Souza em Padrão CLT' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Arquivar alocação' });
    expect(dialogo).toHaveTextContent('passa a valer a regra padrão da empresa');
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Alocação arquivada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({
      ids: [10],
      status: 'inativa',
    });
  });

  it('aloca uma regra: valida nomeando os campos e envia a vigência', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...regrasPonto,
      ...rotaPessoas,
      'GET /api/regras-alocacao/alocacao': () => pagina([]),
      'GET /api/regras-alocacao/alocacao/count/': () => ok({ total: 0, ativas: 0, inativas: 0 }),
      'POST /api/regras-alocacao/alocacao': () => ({
        status: 201,
        body: ok([alocacaoFixture({ id: 20, regraId: 2, regraNome: 'Lojas' })]).body,
      }),
    });
    await abrirAlocacoes();
    await userEvent.click(await screen.findByRole('button', { name: 'Alocar regra de ponto' }));
    const form = await screen.findByRole('form', { name: 'Alocar regra de ponto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Alocar' }));
    expect(within(form).getByText('Regra de ponto: escolha a regra de ponto.')).toBeInTheDocument();
    expect(
      within(form).getByText('Colaboradores: escolha ao menos um colaborador.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(form).getByRole('combobox', { name: 'Regra de ponto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lojas' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Colaboradores' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Alocar' }));
    expect(await screen.findByText('Regra de ponto alocada.')).toBeInTheDocument();
    const corpo = chamadas.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(corpo).toMatchObject({ regraId: 2, usuarioIds: [5], dataFim: null });
    expect(corpo.dataInicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('mostra a recusa do servidor (período sobreposto)', LIMITE, async () => {
    instalarFakeFetch({
      ...regrasPonto,
      ...rotaPessoas,
      'GET /api/regras-alocacao/alocacao': () => pagina([]),
      'GET /api/regras-alocacao/alocacao/count/': () => ok({ total: 0, ativas: 0, inativas: 0 }),
      'POST /api/regras-alocacao/alocacao': () => ({
        status: 409,
        body: corpoErro400(
          'Ana Souza já tem regra de ponto alocada de 01/12/2026 a sem data fim, período que se sobrepõe a este.',
          'ALOCACAO_SOBREPOSTA',
        ),
      }),
    });
    await abrirAlocacoes();
    await userEvent.click(await screen.findByRole('button', { name: 'Alocar regra de ponto' }));
    const form = await screen.findByRole('form', { name: 'Alocar regra de ponto' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Regra de ponto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lojas' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Colaboradores' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Alocar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'período que se sobrepõe a este',
    );
  });

  it('mostra o histórico do colaborador com antes e depois de cada versão', LIMITE, async () => {
    instalarFakeFetch({
      ...regrasPonto,
      ...rotaPessoas,
      'GET /api/regras-alocacao/alocacao': (req) =>
        req.url.searchParams.get('usuarioId') === '5'
          ? pagina([
              alocacaoFixture({ dataFim: '2026-11-30' }),
              alocacaoFixture({ id: 20, regraId: 2, regraNome: 'Lojas', dataInicio: '2026-12-01' }),
            ])
          : pagina([alocacaoFixture()]),
      'GET /api/regras-alocacao/alocacao/count/': () => ok({ total: 1, ativas: 1, inativas: 0 }),
      'GET /api/regras-alocacao/alocacao/historico/10': () =>
        ok([
          versaoAlocacaoFixture({
            versao: 2,
            acao: 'encerramento',
            dataFim: '2026-11-30',
            alteradoEm: '2026-11-20T14:00:00-03:00',
            alteradoPor: 4,
          }),
          versaoAlocacaoFixture(),
        ]),
      'GET /api/regras-alocacao/alocacao/get-by-id/20': (req) =>
        ok({
          ...alocacaoFixture({ id: 20, regraId: 2, regraNome: 'Lojas', dataInicio: '2026-12-01' }),
          ...(req.url.searchParams.get('withRegraDePonto') === 'true'
            ? { regraDePonto: regraPontoFixture({ id: 2, nome: 'Lojas', versao: 3 }) }
            : {}),
        }),
      'GET /api/regras-alocacao/alocacao/historico/20': () =>
        ok([
          versaoAlocacaoFixture({
            id: 20,
            regraId: 2,
            regraNome: 'Lojas',
            dataInicio: '2026-12-01',
            alteradoEm: '2026-11-20T14:00:00-03:00',
            alteradoPor: 4,
          }),
        ]),
    });
    await abrirAlocacoes();
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico de Ana Souza' }));
    const lista = await screen.findByRole('list', { name: 'Alocações de Ana Souza' });
    const itens = within(lista).getAllByRole('listitem');
    expect(itens[0]).toHaveTextContent('Lojas');
    expect(itens[0]).toHaveTextContent('Vigência: a partir de 01/12/2026');
    const versoes = await within(itens[1]!).findByRole('table', {
      name: 'Versões da alocação de Padrão CLT',
    });
    const encerramento = within(versoes).getByText('Encerrada por nova alocação').closest('tr')!;
    expect(encerramento).toHaveTextContent('Padrão CLT, a partir de 01/01/2024, ativa');
    expect(encerramento).toHaveTextContent('Padrão CLT, 01/01/2024 a 30/11/2026, ativa');
    await waitFor(() =>
      expect(encerramento).toHaveTextContent(/20\/11\/2026 \d{2}:\d{2} por Rita Recursos/),
    );

    await userEvent.click(
      within(itens[0]!).getByRole('button', { name: 'Ver configuração de Lojas' }),
    );
    const configuracao = await within(itens[0]!).findByRole('list', {
      name: 'Configuração de Lojas',
    });
    expect(configuracao).toHaveTextContent(
      'Tolerância: 5 min por marcação, 10 min por dia (CLT art. 58 §1º)',
    );
    expect(configuracao).toHaveTextContent('Extras: 50 % até 120 min, 100 %');
    expect(
      within(itens[0]!).getByText(/Lojas, versão 3, resolvida em 22\/11\/2026/),
    ).toBeInTheDocument();
  });
});
