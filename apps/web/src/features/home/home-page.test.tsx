import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';

const MENU_ADMIN = [
  item('/dashboard/admin/cadastros', 'Cadastros', [
    item('/dashboard/admin/colaboradores', 'Colaboradores'),
    item('/dashboard/admin/perfis', 'Perfis de acesso'),
  ]),
  item('/dashboard/admin/billing', 'Faturamento'),
  item('/dashboard/admin/holerite', 'Holerites'),
];
const MENU_GESTORES = [
  item('/dashboard/gestor', 'Equipe', [item('/dashboard/gestor/aprovacoes', 'Aprovações')]),
];

describe('/home', () => {
  it('admin vê as áreas do MenuAdmin como links, sem as barradas pela empresa', async () => {
    entrarComo(loginRespostaFixture({ MenuAdmin: MENU_ADMIN }));
    const { router } = renderApp('/home');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(within(main).getByText('Cadastros')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Perfis de acesso' })).toHaveAttribute(
      'href',
      '/#/dashboard/admin/perfis',
    );
    expect(within(main).getByRole('link', { name: 'Holerites' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Faturamento' })).toBeNull();
    expect(within(main).queryByRole('tab')).toBeNull();

    await userEvent.click(within(main).getByRole('link', { name: 'Holerites' }));
    // A troca de /home para o painel carrega outro chunk: espera a tela antes de olhar o endereço.
    expect(await screen.findByRole('heading', { name: 'Holerites', level: 1 })).toBeInTheDocument();
    expect(enderecoAtual(router)).toBe('/#/dashboard/admin/holerite');
  });

  it('admin e gestor veem abas de Administração e Gestão', async () => {
    const gestor = usuarioFixture({
      Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: true },
    });
    entrarComo(
      loginRespostaFixture({ Usuario: gestor, MenuAdmin: MENU_ADMIN, MenuGestores: MENU_GESTORES }),
    );
    renderApp('/home');
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('tab', { name: 'Gestão' }));
    expect(within(main).getByRole('link', { name: 'Aprovações' })).toHaveAttribute(
      'href',
      '/#/dashboard/gestor/aprovacoes',
    );
  });

  it('gestor sem menu de admin vê só a Gestão', async () => {
    const gestor = usuarioFixture({
      Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: false },
    });
    entrarComo(loginRespostaFixture({ Usuario: gestor, MenuGestores: MENU_GESTORES }));
    renderApp('/home');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Aprovações' })).toBeInTheDocument();
    expect(within(main).queryByRole('tab')).toBeNull();
  });
});
