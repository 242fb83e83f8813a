import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, MENU_COLABORADOR } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { ok, solicitacaoFixture } from './horas-extras.fixtures.ts';
import { hojeIso } from './horas-extras.formato.ts';

const LIMITE = { timeout: 60_000 };
/** O painel carrega a tela sob demanda (chunk): numa máquina ocupada leva mais que 1 s. */
const ESPERA = { timeout: 20_000 };

const abrir = () => {
  entrarComo(
    loginRespostaFixture({
      MenuMinhasRotinas: [
        ...MENU_COLABORADOR,
        item('/dashboard/minhas-rotinas/horas-extras', 'Horas extras'),
      ],
    }),
  );
  renderApp('/#/dashboard/minhas-rotinas/horas-extras');
};

const PEDIDOS = [
  solicitacaoFixture({ id: 1, data: '2026-11-10', status: 'aprovada', autorizacaoId: 3 }),
  solicitacaoFixture({
    id: 2,
    data: '2026-11-12',
    minutos: 30,
    status: 'rejeitada',
    motivoDecisao: 'Sem demanda',
  }),
  solicitacaoFixture({ id: 3, data: '2026-11-20', minutos: 120 }),
  // De outra pessoa (a lista do gestor também traz a equipe): não aparece em "Meus pedidos".
  solicitacaoFixture({ id: 4, usuarioId: 99, nome: 'Outro', motivo: 'Não é meu' }),
];

describe('minhas horas extras', () => {
  it('mostra os meus pedidos com a situação de cada um', LIMITE, async () => {
    instalarFakeFetch({ 'GET /api/autorizacao-he/solicitacoes': () => ok(PEDIDOS) });
    abrir();
    const lista = await screen.findByRole('list', { name: 'Meus pedidos' }, ESPERA);
    const cartoes = within(lista).getAllByRole('listitem');
    expect(cartoes).toHaveLength(3);
    expect(cartoes[0]).toHaveTextContent('20/11/2026 · 2h');
    expect(cartoes[0]).toHaveTextContent('Pendente');
    expect(cartoes[1]).toHaveTextContent('Recusado');
    expect(cartoes[1]).toHaveTextContent('Motivo da recusa: Sem demanda');
    expect(cartoes[2]).toHaveTextContent('10/11/2026 · 1h30');
    expect(cartoes[2]).toHaveTextContent('Aprovado');
    expect(screen.queryByText('Não é meu')).not.toBeInTheDocument();
  });

  it('pede autorização: valida os campos e envia dia, minutos e motivo', LIMITE, async () => {
    const api = instalarFakeFetch({
      'GET /api/autorizacao-he/solicitacoes': () => ok([]),
      'POST /api/autorizacao-he/solicitacoes': (req) =>
        ok(solicitacaoFixture({ ...(req.body as object), id: 9 }), 'Pedido enviado ao gestor.'),
    });
    abrir();
    expect(
      await screen.findByText('Nenhum pedido de horas extras', {}, ESPERA),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Informe o tempo extra previsto em HH:MM (de 00:01 a 24:00).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Informe o motivo.')).toBeInTheDocument();
    expect(api.chamadas.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Tempo extra previsto/ }), {
      target: { value: '0130' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Inventário' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() => expect(api.chamadas.some((c) => c.method === 'POST')).toBe(true));
    const post = api.chamadas.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ data: hojeIso(), minutos: 90, motivo: 'Inventário' });
    expect(await screen.findByText(/enviado ao seu gestor/)).toBeInTheDocument();
  });

  it('erro do servidor no dia aparece no campo Dia', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/autorizacao-he/solicitacoes': () => ok([]),
      'POST /api/autorizacao-he/solicitacoes': () => ({
        status: 400,
        body: corpoErro400(
          'Peça a autorização antes de fazer as horas extras: a data não pode ser passada.',
          'SOLICITACAO_DATA_PASSADA',
          'data',
        ),
      }),
    });
    abrir();
    await screen.findByText('Nenhum pedido de horas extras', {}, ESPERA);
    fireEvent.change(screen.getByRole('textbox', { name: /Tempo extra previsto/ }), {
      target: { value: '01:00' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Entrega' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText(/a data não pode ser passada/)).toBeInTheDocument();
  });

  it('falha ao carregar os pedidos mostra o erro com nova tentativa', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/autorizacao-he/solicitacoes': () => ({
        status: 500,
        body: { success: false, data: null, error: 'Erro', message: 'Erro do servidor' },
      }),
    });
    abrir();
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' }, ESPERA);
    expect(tentar.closest('[role="alert"]')).toHaveTextContent('Erro do servidor');
  });
});
