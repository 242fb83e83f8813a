import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture, marcacaoFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';

const diaResumido = () => ({
  body: {
    success: true,
    error: null,
    data: { data: '2026-11-22', marcacoes: [marcacaoFixture({ hora: '07:58', nsr: 88 })] },
  },
});

describe('meu painel', () => {
  it('mostra o nome, as marcações reais de hoje e os atalhos do menu', async () => {
    instalarFakeFetch({ 'GET /api/main/monolito/dia-resumido': diaResumido });
    entrarComo();
    const { router } = renderApp('/#/dashboard/minhas-rotinas/meu-painel');
    expect(await screen.findByRole('heading', { name: 'Olá, Maria da Silva' })).toBeInTheDocument();
    expect(screen.getByText('Analista · Empresa Demo')).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Marcações de hoje' });
    expect(within(tabela).getByText('07:58')).toBeInTheDocument();
    expect(within(tabela).getByText('88')).toBeInTheDocument();

    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'Meu espelho de ponto' }));
    expect(enderecoAtual(router)).toBe('/#/dashboard/minhas-rotinas/espelho');
    expect(
      await screen.findByRole('heading', { name: 'Meu espelho de ponto' }),
    ).toBeInTheDocument();
  });

  it('oferece "Registrar ponto" só a quem pode marcar pela web', async () => {
    instalarFakeFetch({ 'GET /api/main/monolito/dia-resumido': diaResumido });
    entrarComo(
      loginRespostaFixture({
        Usuario: usuarioFixture({
          Configuracao: { UsarMenuGestor: false, HabilitarMarcacaoPelaWeb: false },
        }),
        MenuMinhasRotinas: [],
      }),
    );
    renderApp('/#/dashboard/minhas-rotinas/meu-painel');
    await screen.findByRole('table', { name: 'Marcações de hoje' });
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Registrar ponto' }),
    ).toBeNull();
  });
});
