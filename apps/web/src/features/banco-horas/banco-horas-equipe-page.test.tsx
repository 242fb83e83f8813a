import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { LIMITE, ok } from './banco-horas.fixtures.ts';

const equipe = {
  items: [
    {
      usuarioId: 7,
      nome: 'Maria da Silva',
      bancoHoraNome: 'Acordo individual',
      saldoMinutos: 3000,
      acimaDoLimite: true,
      aVencerMinutos: 3000,
      proximoVencimento: '2026-12-31',
    },
    {
      usuarioId: 8,
      nome: 'João Souza',
      bancoHoraNome: 'Acordo individual',
      saldoMinutos: -30,
      acimaDoLimite: false,
      aVencerMinutos: 0,
      proximoVencimento: null,
    },
  ],
  total: 2,
  pagina: 1,
  porPagina: 25,
};

const abrir = () => {
  entrarComo(
    loginRespostaFixture({
      Usuario: usuarioFixture({
        Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: true },
      }),
      MenuGestores: [
        item('/dashboard/gestor', 'Equipe', [
          item('/dashboard/gestor/banco-horas', 'Banco de horas da equipe'),
        ]),
      ],
    }),
  );
  renderApp('/#/dashboard/gestor/banco-horas');
};

describe('banco de horas da equipe (gestor)', () => {
  it(
    'mostra os saldos, quem passa do limite e o que vence; refaz a busca pelo limite',
    LIMITE,
    async () => {
      const { chamadas } = instalarFakeFetch({
        'GET /api/banco-horas/api/v1/bancoHora/equipe': () => ok(equipe),
      });
      abrir();
      const tabela = await screen.findByRole('table', { name: 'Banco de horas da equipe' });
      const maria = within(tabela).getByText('Maria da Silva').closest('tr')!;
      expect(maria).toHaveTextContent('+50:00');
      expect(maria).toHaveTextContent('Acima do limite');
      expect(maria).toHaveTextContent('31/12/2026');
      expect(within(tabela).getByText('João Souza').closest('tr')).toHaveTextContent('-00:30');
      const limite = screen.getByLabelText('Alertar acima de (HH:MM)');
      await userEvent.clear(limite);
      await userEvent.type(limite, '20:00');
      const ultima = chamadas.filter((c) => c.url.pathname.endsWith('/bancoHora/equipe')).at(-1)!;
      expect(ultima.url.searchParams.get('limiteMinutos')).toBe('1200');
      await userEvent.clear(limite);
      await userEvent.type(limite, '20h');
      expect(screen.getByText('Alertar acima de: use HH:MM (ex.: 40:00).')).toBeInTheDocument();
    },
  );

  it('equipe sem banco mostra o estado vazio', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/banco-horas/api/v1/bancoHora/equipe': () =>
        ok({ items: [], total: 0, pagina: 1, porPagina: 25 }),
    });
    abrir();
    expect(await screen.findByText('Ninguém da equipe em banco de horas')).toBeInTheDocument();
  });
});
