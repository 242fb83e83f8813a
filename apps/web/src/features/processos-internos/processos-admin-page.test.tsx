import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { LIMITE, M, ok, processoFixture, tipoFixture } from './processos.fixtures.ts';
import { ProcessosAdminPage } from './processos-admin-page.tsx';
import { ProcessosEquipePage } from './processos-equipe-page.tsx';

describe('caixa de processos', LIMITE, () => {
  it('o gestor aprova a etapa com comentário; reprovar sem comentário é recusado', async () => {
    let decidido = false;
    const { chamadas, fake } = instalarFakeFetch({
      [`GET ${M}/ListarSolicitacaoProcessosInternosGestor`]: () =>
        ok(decidido ? [] : [processoFixture({ podeDecidir: true })]),
      [`POST ${M}/GerenciarProcessoInterno`]: () => {
        decidido = true;
        return ok(processoFixture({ etapaAtual: 1 }), 'Etapa aprovada.');
      },
    });
    renderComProviders(<ProcessosEquipePage />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Abrir Alteração de conta bancária de Paula Souza',
      }),
    );
    const painel = await screen.findByRole('dialog');
    await userEvent.click(within(painel).getByRole('button', { name: 'Reprovar' }));
    expect(
      within(painel).getByText('Comentário: informe o motivo da reprovação.'),
    ).toBeInTheDocument();
    await userEvent.type(within(painel).getByRole('textbox', { name: 'Comentário' }), 'Ok.');
    await userEvent.click(within(painel).getByRole('button', { name: 'Aprovar etapa' }));
    expect(await screen.findByText('Nada para decidir')).toBeInTheDocument();
    const post = fake.mock.calls.find(([, init]) => init?.method === 'POST');
    const corpo = post?.[1]?.body as FormData;
    expect([corpo.get('processoId'), corpo.get('acao'), corpo.get('comentario')]).toEqual([
      '11',
      'Aprovar',
      'Ok.',
    ]);
    expect(chamadas.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("RH: o filtro de gestores mostra 'Falha' quando a lista não carrega; tipos listados", async () => {
    instalarFakeFetch({
      [`GET ${M}/ListarSolicitacaoProcessosInternosGestor`]: () => ok([]),
      [`GET ${M}/CarregarUsuariosGestores`]: () => ({ status: 500, body: {} }),
      [`GET ${M}/ListarProcessosInternos`]: () => ok([tipoFixture({ ativo: false })]),
    });
    renderComProviders(<ProcessosAdminPage />);
    expect(await screen.findByText('Falha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tipos de processo' }));
    const tabela = await screen.findByRole('table', { name: 'Tipos de processo' });
    expect(within(tabela).getByText('Inativo')).toBeInTheDocument();
    expect(within(tabela).getByText('Gestor → RH')).toBeInTheDocument();
  });
});
