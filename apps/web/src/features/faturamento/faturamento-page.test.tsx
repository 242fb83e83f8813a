import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import {
  colaboradores,
  EMPRESAS,
  EXTRATO,
  erro,
  F,
  LIMITE,
  ok,
  PLANOS,
} from './faturamento.fixtures.ts';
import { FaturamentoPage } from './faturamento-page.tsx';

const rotas = (extra: Parameters<typeof instalarFakeFetch>[0] = {}) =>
  instalarFakeFetch({
    [`GET ${F}/empresas`]: () => ok(EMPRESAS),
    [`GET ${F}/extrato`]: () => ok(EXTRATO),
    [`GET ${F}/extrato/colaboradores`]: (req) =>
      ok(colaboradores(Number(req.url.searchParams.get('pageNumber')))),
    [`GET ${F}/atribuicoes`]: () => ok([]),
    [`GET ${F}/planos`]: () => ok(PLANOS),
    ...extra,
  });

describe('tela de faturamento', LIMITE, () => {
  it('mostra as empresas do mês com os totais e os valores em reais', async () => {
    rotas();
    renderComProviders(<FaturamentoPage />);
    const tabela = await screen.findByRole('table', { name: /^Empresas em / });
    expect(within(tabela).getByText('Demo Comércio Ltda')).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 511,70')).toBeInTheDocument();
    expect(within(tabela).getByText('Fechado')).toBeInTheDocument();
    const totais = screen.getByRole('group', { name: 'Totais do mês' });
    expect(within(totais).getByText('R$ 660,70')).toBeInTheDocument();
    expect(within(totais).getByText('45')).toBeInTheDocument();
  });

  it('abre o extrato de uma empresa: faixas, valor e colaboradores paginados no servidor', async () => {
    const { chamadas } = rotas();
    renderComProviders(<FaturamentoPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver extrato de Demo Comércio Ltda' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Extrato de Demo Comércio Ltda' }),
    ).toBeInTheDocument();
    const faixas = screen.getByRole('table', { name: 'Faixas de preço aplicadas' });
    expect(within(faixas).getByText('de 1 a 100')).toBeInTheDocument();
    expect(within(faixas).getByText('acima de 100')).toBeInTheDocument();
    const pessoas = await screen.findByRole('table', { name: 'Colaboradores cobrados' });
    expect(within(pessoas).getAllByRole('row')).toHaveLength(26);
    expect(within(pessoas).getAllByText('01/03/2024')).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Colaboradores cobrados' })).getByText(
          'Pessoa 43',
        ),
      ).toBeInTheDocument(),
    );
    const paginas = chamadas
      .filter((c) => c.url.pathname.endsWith('/extrato/colaboradores'))
      .map((c) => c.url.searchParams.get('pageNumber'));
    expect(paginas).toEqual(['1', '2']);
  });

  it('fechar o extrato pede confirmação e grava o fechamento', async () => {
    const { chamadas } = rotas({
      [`POST ${F}/fechamentos`]: () =>
        ok({ ...EXTRATO, situacao: 'fechado', fechadoEm: '2026-11-02T12:00:00.000Z' }),
    });
    renderComProviders(<FaturamentoPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver extrato de Demo Comércio Ltda' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar extrato do mês' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Fechar extrato' });
    expect(
      within(dialogo).getByText(/Os 43 colaboradores e o valor de R\$ 511,70/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Fechar extrato' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      competencia: EXTRATO.competencia,
      empresaId: 2,
    });
  });

  it('sem empresas mostra o estado vazio; falha mostra a mensagem e tentar de novo', async () => {
    rotas({ [`GET ${F}/empresas`]: () => ok({ ...EMPRESAS, itens: [], total: 0 }) });
    const { unmount } = renderComProviders(<FaturamentoPage />);
    expect(await screen.findByText('Nenhuma empresa cliente')).toBeInTheDocument();
    unmount();
    rotas({ [`GET ${F}/empresas`]: () => erro(400, 'Competência inválida.') });
    renderComProviders(<FaturamentoPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Competência inválida.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('novo plano: valida os campos e envia os preços em centavos', async () => {
    const { chamadas } = rotas({
      [`POST ${F}/planos`]: (req) =>
        ok({ ...PLANOS[0], id: 9, nome: (req.body as { nome: string }).nome }),
    });
    renderComProviders(<FaturamentoPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Planos' }));
    expect(
      await screen.findByRole('table', { name: 'Preços do plano Essencial' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo plano' }));
    const painel = await screen.findByRole('dialog', { name: 'Novo plano' });
    await userEvent.click(within(painel).getByRole('button', { name: 'Salvar plano' }));
    expect(within(painel).getByText('Nome do plano: informe o nome.')).toBeInTheDocument();
    expect(
      within(painel).getByText('Preço da faixa 1: informe um valor em reais, como 8,90.'),
    ).toBeInTheDocument();

    await userEvent.type(within(painel).getByLabelText('Nome do plano'), 'Anual');
    await userEvent.clear(within(painel).getByLabelText('Mensalidade mínima (R$)'));
    await userEvent.type(within(painel).getByLabelText('Mensalidade mínima (R$)'), '1.299,90');
    await userEvent.click(within(painel).getByRole('button', { name: 'Adicionar faixa' }));
    await userEvent.type(within(painel).getByLabelText('Faixa 1: até quantos colaboradores'), '50');
    await userEvent.type(
      within(painel).getByLabelText('Faixa 1: preço por colaborador (R$)'),
      '9,9',
    );
    await userEvent.type(within(painel).getByLabelText('Faixa 2: preço por colaborador (R$)'), '7');
    await userEvent.click(within(painel).getByRole('button', { name: 'Salvar plano' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    expect(chamadas.find((c) => c.method === 'POST')?.body).toMatchObject({
      nome: 'Anual',
      mensalidadeMinimaCentavos: 129_990,
      faixas: [
        { ate: 50, precoCentavos: 990 },
        { ate: null, precoCentavos: 700 },
      ],
    });
  });
});
