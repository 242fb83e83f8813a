import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { AprovacoesPage } from './aprovacoes-page.tsx';
import { acaoFixture, envelope, erroServidor } from './escala.fixtures.ts';

const pagina = (items: ReturnType<typeof acaoFixture>[]) =>
  envelope({ items, total: items.length, pageNumber: 1, pageSize: 25 });

const pendente = acaoFixture({
  id: 70,
  status: 'ParaAprovar',
  tipoAcao: 'AlterarEntrada',
  novoHorarioEntrada: '09:30',
  solicitanteNome: 'Paula RH',
  decididoPorId: null,
  decididoPorNome: null,
  decididoEm: null,
  alteradoPorId: 9,
  alteradoPorNome: 'Paula RH',
  podeDecidir: true,
});

// Fluxos de vários passos na tela: com a suíte inteira em paralelo passam dos 5 s padrão.
const LIMITE = { timeout: 20_000 };

describe('aprovações de alterações de escala', LIMITE, () => {
  it('lista os pedidos pendentes da equipe e aprova depois de confirmar', async () => {
    let status = 'ParaAprovar';
    const { chamadas } = instalarFakeFetch({
      'GET /api/escala/acao': (req: RequisicaoFake) =>
        pagina(req.url.searchParams.get('status') === status ? [pendente] : []),
      'PUT /api/escala/acao/status': () => {
        status = 'nenhum';
        return envelope(acaoFixture({ ...pendente, status: 'Aprovada' }), 'Alteração aprovada.');
      },
    });
    renderComProviders(<AprovacoesPage />);
    const tabela = await screen.findByRole('table', { name: 'Alterações de escala' });
    const linha = within(tabela).getByText('Ana Silva Souza').closest('tr') as HTMLElement;
    expect(within(linha).getByText('10/11/2026')).toBeInTheDocument();
    expect(within(linha).getByText('Alterar Entrada')).toBeInTheDocument();
    expect(within(linha).getByText('Nova entrada às 09:30')).toBeInTheDocument();
    // Pedida por e Alterada por: num pedido pendente, a última mudança é o próprio pedido.
    expect(within(linha).getAllByText('Paula RH')).toHaveLength(2);
    expect(chamadas[0]?.url.searchParams.get('status')).toBe('ParaAprovar');

    await userEvent.click(
      within(linha).getByRole('button', { name: 'Aprovar: Ana Silva Souza, 10/11/2026' }),
    );
    const confirmar = await screen.findByRole('dialog', { name: 'Aprovar alteração' });
    expect(confirmar).toHaveTextContent(
      'Aprovar Alterar Entrada de Ana Silva Souza em 10/11/2026?',
    );
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Alteração aprovada.')).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT');
    expect(put?.body).toStrictEqual({ id: 70, status: 'Aprovada' });
    expect(await screen.findByText('Nenhuma alteração aqui')).toBeInTheDocument();
  });

  it('reprovar pede confirmação; desistir não envia nada', async () => {
    const { chamadas } = instalarFakeFetch({ 'GET /api/escala/acao': () => pagina([pendente]) });
    renderComProviders(<AprovacoesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reprovar: Ana Silva Souza, 10/11/2026' }),
    );
    const confirmar = await screen.findByRole('dialog', { name: 'Reprovar alteração' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a recusa do servidor (quem pediu não decide) aparece no modal', async () => {
    instalarFakeFetch({
      'GET /api/escala/acao': () => pagina([pendente]),
      'PUT /api/escala/acao/status': () =>
        erroServidor(
          403,
          'Quem pediu a alteração não pode aprová-la nem reprová-la.',
          'SEM_PERMISSAO',
        ),
    });
    renderComProviders(<AprovacoesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aprovar: Ana Silva Souza, 10/11/2026' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar alteração' })).getByRole('button', {
        name: 'Aprovar',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    expect(modal).toHaveTextContent('Quem pediu a alteração não pode aprová-la nem reprová-la.');
  });

  it('mostra o detalhe para auditoria e troca de visão por status', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/escala/acao': (req: RequisicaoFake) =>
        pagina(req.url.searchParams.get('status') === 'Aprovada' ? [acaoFixture()] : [pendente]),
    });
    renderComProviders(<AprovacoesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Detalhes da alteração nº 70' }),
    );
    const detalhe = await screen.findByRole('table', { name: 'Detalhe da alteração' });
    expect(within(detalhe).getByRole('row', { name: 'Pedida por Paula RH' })).toBeVisible();
    expect(within(detalhe).getByRole('row', { name: 'Decidida por —' })).toBeVisible();
    expect(within(detalhe).getByText('70')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Aprovadas' }));
    await waitFor(() => expect(chamadas.at(-1)?.url.searchParams.get('status')).toBe('Aprovada'));
    expect(await screen.findByText('Em 10/11/2026')).toBeInTheDocument();
    const aprovada = screen.getByText('Em 10/11/2026').closest('tr') as HTMLElement;
    // Alterada por: quem aprovou (decididoPorNome/alteradoPorNome da API).
    expect(within(aprovada).getByText('Renata Dias')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Aprovar:/ })).toBeNull();
  });

  it('pedido que cabe a outra pessoa: sem botões de decisão, a linha diz quem decide', async () => {
    const meu = acaoFixture({ ...pendente, id: 71, usuarioNome: 'Bruno Lima', podeDecidir: false });
    const remocao = acaoFixture({
      ...pendente,
      id: 72,
      usuarioNome: 'Carla Reis',
      status: 'ParaRemover',
      podeDecidir: false,
    });
    instalarFakeFetch({ 'GET /api/escala/acao': () => pagina([meu, remocao, pendente]) });
    renderComProviders(<AprovacoesPage />);
    const tabela = await screen.findByRole('table', { name: 'Alterações de escala' });
    for (const nome of ['Bruno Lima', 'Carla Reis']) {
      const linha = within(tabela).getByText(nome).closest('tr') as HTMLElement;
      expect(within(linha).getByText('Aguardando decisão do gestor ou do RH')).toBeVisible();
      expect(
        within(linha)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Detalhes']);
    }
    // Onde quem chama decide, os botões continuam lá e a frase não aparece.
    const decide = within(tabela).getByText('Ana Silva Souza').closest('tr') as HTMLElement;
    expect(within(decide).getByRole('button', { name: /^Aprovar:/ })).toBeEnabled();
    expect(within(decide).queryByText('Aguardando decisão do gestor ou do RH')).toBeNull();
  });

  it('mostra vazio e erro', async () => {
    instalarFakeFetch({
      'GET /api/escala/acao': () => ({
        status: 403,
        body: corpoErro400('Você não tem permissão para esta operação.'),
      }),
    });
    renderComProviders(<AprovacoesPage />);
    expect(await screen.findByText('Não foi possível carregar as alterações')).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para esta operação.')).toBeInTheDocument();
  });
});
