import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, MENU_COLABORADOR } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const LIMITE = { timeout: 60_000 };
/** O painel carrega a tela sob demanda (chunk): numa máquina ocupada leva mais que 1 s. */
const ESPERA = { timeout: 20_000 };

const abrir = () => {
  entrarComo(
    loginRespostaFixture({
      MenuMinhasRotinas: [
        ...MENU_COLABORADOR,
        item('/dashboard/minhas-rotinas/banco-folgas', 'Meu banco de folgas'),
      ],
    }),
  );
  renderApp('/#/dashboard/minhas-rotinas/banco-folgas');
};

const ok = (data: unknown) => ({
  status: 200,
  body: { success: true, data, error: null, message: null },
});

const lancamento = (p: object) => ({
  id: 1,
  usuarioId: 7,
  tipo: 'credito',
  origem: 'manual',
  data: '2026-11-16',
  validade: '2027-05-16',
  dias: 1,
  motivo: 'Inventário de domingo',
  estornoDe: null,
  estornado: false,
  autorNome: 'RH Demo',
  criadoEm: '2026-11-16T13:30:00.000Z',
  ...p,
});

describe('meu banco de folgas', () => {
  it('mostra o saldo em dias, o que vence e o extrato', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/banco-folgas/meu': () =>
        ok({
          usuarioId: 7,
          nome: 'Paula Andrade',
          saldo: 1,
          vencidos: 0,
          vencimentos: [{ validade: '2027-05-16', dias: 1 }],
          lancamentos: [
            lancamento({
              id: 2,
              tipo: 'debito',
              origem: 'folga',
              data: '2026-11-20',
              validade: null,
              dias: -1,
              motivo: 'Folga do banco de folgas',
              estornado: true,
            }),
            lancamento({}),
          ],
        }),
    });
    abrir();
    const saldo = await screen.findByLabelText('Saldo do banco de folgas', {}, ESPERA);
    expect(within(saldo).getByText('1 dia')).toBeInTheDocument();
    const vencer = screen.getByRole('list', { name: 'Dias a vencer' });
    expect(within(vencer).getByText('1 dia até 16/05/2027')).toBeInTheDocument();
    const extrato = screen.getByRole('table', { name: 'Extrato do banco de folgas' });
    const folga = within(extrato).getByText('Folga (estornado)').closest('tr')!;
    expect(folga).toHaveTextContent('20/11/2026');
    expect(folga).toHaveTextContent('-1');
    expect(within(extrato).getByText('Inventário de domingo')).toBeInTheDocument();
  });

  it('sem lançamentos, diz que o banco está vazio', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/banco-folgas/meu': () =>
        ok({
          usuarioId: 7,
          nome: 'Paula',
          saldo: 0,
          vencidos: 0,
          vencimentos: [],
          lancamentos: [],
        }),
    });
    abrir();
    expect(
      await screen.findByText('Nenhum lançamento no banco de folgas', {}, ESPERA),
    ).toBeInTheDocument();
    expect(screen.getByText('0 dias')).toBeInTheDocument();
  });

  it('erro da API aparece com a opção de tentar de novo', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/banco-folgas/meu': () => ({
        status: 500,
        body: { success: false, data: null, error: 'Erro', message: 'Erro do servidor' },
      }),
    });
    abrir();
    expect(await screen.findByRole('alert', {}, ESPERA)).toBeInTheDocument();
  });
});
