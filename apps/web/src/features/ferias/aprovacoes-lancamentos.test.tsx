import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import { AprovacoesLancamentos } from './aprovacoes-lancamentos.tsx';
import { camposDoFormulario, LIMITE, ok, solicitacaoFixture } from './ferias.fixtures.ts';

const GESTOR = 9;
const ana = solicitacaoFixture({ id: 11, usuarioId: 21, colaboradorNome: 'Ana Souza' });
const bruno = solicitacaoFixture({
  id: 12,
  usuarioId: 22,
  colaboradorNome: 'Bruno Lima',
  tipo: 'DayOff',
  dataInicio: '2026-12-07',
  dataFim: '2026-12-07',
  dias: 1,
  motivo: 'Aniversario',
  periodos: [],
  periodoAquisitivo: null,
});
const meu = solicitacaoFixture({ id: 13, usuarioId: GESTOR, colaboradorNome: 'Gustavo Gestor' });

const rotas = (alterar?: () => { status?: number; body?: unknown }) =>
  instalarFakeFetch({
    'GET /api/main/CarregarLancamentos': (req) =>
      ok(req.url.searchParams.get('status') === 'Pendente' ? [ana, bruno, meu] : []),
    'GET /api/main/TotalPontosPorFuncionario': () =>
      ok([
        { usuarioId: 21, nome: 'Ana Souza', pendentes: 1, aprovados: 0, total: 1 },
        { usuarioId: 22, nome: 'Bruno Lima', pendentes: 1, aprovados: 3, total: 4 },
      ]),
    'POST /api/main/AlterarStatusLancamento': () => alterar?.() ?? ok(ana, 'Lançamento aprovado.'),
  });

const renderizar = () => {
  entrarComo(loginRespostaFixture({ Usuario: usuarioFixture({ Id: GESTOR }) }));
  return renderComProviders(<AprovacoesLancamentos />);
};

afterEach(() => localStorage.clear());

describe('aprovações de férias, recesso e day off', () => {
  it('aprova vários de uma vez e não oferece decidir o próprio pedido', LIMITE, async () => {
    const { fake } = rotas();
    renderizar();
    const tabela = await screen.findByRole('table', { name: 'Pedidos da equipe' });
    const linhaMeu = within(tabela).getByText('Gustavo Gestor').closest('tr') as HTMLElement;
    expect(within(linhaMeu).getByText('Aguardando decisão de outra pessoa')).toBeInTheDocument();
    expect(within(linhaMeu).queryByRole('button', { name: /^Aprovar/ })).toBeNull();
    const linhaBruno = within(tabela).getByText('Bruno Lima').closest('tr') as HTMLElement;
    expect(within(linhaBruno).getByText('Aniversário')).toBeInTheDocument();

    await userEvent.click(within(tabela).getByRole('checkbox', { name: 'Selecionar todos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar selecionados (2)' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Aprovar pedidos' });
    expect(within(confirmar).getByText('Aprovar os 2 pedidos selecionados?')).toBeInTheDocument();
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('2 pedidos aprovados.')).toBeInTheDocument();
    expect(camposDoFormulario(fake, '/AlterarStatusLancamento')).toEqual([
      { lancamentoId: '11', status: 'Aprovado' },
      { lancamentoId: '12', status: 'Aprovado' },
    ]);
  });

  it('reprova só com o motivo', LIMITE, async () => {
    const { fake } = rotas();
    renderizar();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Reprovar pedido: Férias de Ana Souza, 05/01/2027 a 18/01/2027',
      }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Reprovar pedido' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(within(dialogo).getByText('Informe o motivo da reprovação.')).toBeInTheDocument();
    expect(camposDoFormulario(fake, '/AlterarStatusLancamento')).toEqual([]);
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: /^Motivo da reprovação/ }),
      'Equipe desfalcada em janeiro',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() =>
      expect(camposDoFormulario(fake, '/AlterarStatusLancamento')).toEqual([
        { lancamentoId: '11', status: 'Reprovado', motivo: 'Equipe desfalcada em janeiro' },
      ]),
    );
  });

  it(
    'no lote, cada pedido tem o seu resultado: um aprovado, outro recusado com o motivo',
    LIMITE,
    async () => {
      let chamada = 0;
      const { fake } = rotas(() => {
        chamada += 1;
        return chamada === 1
          ? ok(ana, 'Lançamento aprovado.')
          : {
              status: 409,
              body: corpoErro400(
                'Ninguém aprova o próprio pedido.',
                'TRANSICAO_INVALIDA',
                'lancamentoId',
              ),
            };
      });
      renderizar();
      const tabela = await screen.findByRole('table', { name: 'Pedidos da equipe' });
      await userEvent.click(within(tabela).getByRole('checkbox', { name: 'Selecionar todos' }));
      await userEvent.click(screen.getByRole('button', { name: 'Aprovar selecionados (2)' }));
      const confirmar = await screen.findByRole('dialog', { name: 'Aprovar pedidos' });
      await userEvent.click(within(confirmar).getByRole('button', { name: 'Aprovar' }));
      const resultado = await screen.findByRole('region', { name: 'Resultado da decisão em lote' });
      expect(
        within(resultado).getByText('1 pedido aprovado; 1 com falha (veja o motivo de cada um).'),
      ).toBeInTheDocument();
      const linhas = within(
        within(resultado).getByRole('table', { name: 'Resultado de cada pedido' }),
      ).getAllByRole('row');
      expect(within(linhas[1]!).getByText('Ana Souza')).toBeInTheDocument();
      expect(within(linhas[1]!).getByText('Aprovado')).toBeInTheDocument();
      expect(within(linhas[2]!).getByText('Bruno Lima')).toBeInTheDocument();
      expect(
        within(linhas[2]!).getByText('Não foi possível: Ninguém aprova o próprio pedido.'),
      ).toBeInTheDocument();
      expect(camposDoFormulario(fake, '/AlterarStatusLancamento')).toHaveLength(2);
      await userEvent.click(within(resultado).getByRole('button', { name: 'Fechar resultado' }));
      expect(screen.queryByRole('region', { name: 'Resultado da decisão em lote' })).toBeNull();
    },
  );

  it('reprova vários com um só motivo, cada um na sua chamada', LIMITE, async () => {
    const { fake } = rotas(() => ok(ana, 'Lançamento reprovado.'));
    renderizar();
    const tabela = await screen.findByRole('table', { name: 'Pedidos da equipe' });
    await userEvent.click(
      within(tabela).getByRole('checkbox', {
        name: 'Selecionar: Férias de Ana Souza, 05/01/2027 a 18/01/2027',
      }),
    );
    await userEvent.click(
      within(tabela).getByRole('checkbox', {
        name: 'Selecionar: Day off de Bruno Lima, 07/12/2026',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reprovar selecionados (2)' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reprovar pedidos' });
    expect(
      within(dialogo).getByText(/Reprovar os 2 pedidos selecionados com o mesmo motivo\?/),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: /^Motivo da reprovação/ }),
      'Fechamento do inventário',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(
      await screen.findByText('2 pedidos reprovados.', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(camposDoFormulario(fake, '/AlterarStatusLancamento')).toEqual([
      { lancamentoId: '11', status: 'Reprovado', motivo: 'Fechamento do inventário' },
      { lancamentoId: '12', status: 'Reprovado', motivo: 'Fechamento do inventário' },
    ]);
  });

  it('filtra por colaborador com os totais de cada um', LIMITE, async () => {
    const { chamadas } = rotas();
    renderizar();
    await screen.findByRole('table', { name: 'Pedidos da equipe' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Colaborador' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bruno Lima (1 pendente)' }));
    await waitFor(() =>
      expect(
        chamadas.some(
          (c) =>
            c.url.pathname.endsWith('/CarregarLancamentos') &&
            c.url.searchParams.get('usuarioId') === '22',
        ),
      ).toBe(true),
    );
  });
});
