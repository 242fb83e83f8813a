import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { datasDoMes, diaEquipe, envelope } from './escala.fixtures.ts';

const dias = datasDoMes(2026, 11).map((data) => {
  const d = diaEquipe(7, data);
  return {
    data,
    horaEntrada: d.entrada,
    horaSaida: d.saida,
    naturezaDia: d.naturezaDia,
    feriado: null,
    tags: [],
  };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-13T12:00:00'));
});

describe('minha escala no painel pessoal', () => {
  it('mostra os próximos dias da escala a quem tem a rota da escala', async () => {
    instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => ({
        body: { success: true, error: null, data: { data: '2026-11-13', marcacoes: [] } },
      }),
      'GET /api/escala/calendario/individual': () =>
        envelope({ periodo: 'NOVEMBRO', ano: 2026, dias }),
      'GET /api/escala/configuracao/em-vigor': () =>
        envelope({
          mostrarHorarioEscala: true,
          data: '2026-11-13',
          escalaId: 1,
          gestaoId: 1,
          alocacaoDataFim: 'Opcional',
          exigirAprovacao: false,
          alterarDiaTrabalhoDiasConsecutivos: 5,
        }),
    });
    entrarComo(
      loginRespostaFixture({
        MenuMinhasRotinas: [
          item('/dashboard/minhas-rotinas/meu-painel', 'Meu painel'),
          item('/dashboard/minhas-rotinas/calendario', 'Minha escala'),
        ],
      }),
    );
    renderApp('/#/dashboard/minhas-rotinas/meu-painel');
    const lista = await screen.findByRole('list', { name: 'Próximos dias da escala' });
    const itens = within(lista)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(itens[0]).toBe('Hoje 13/11/2026 — Trabalho, 08:00 às 17:48');
    expect(itens[1]).toBe('SAB 14/11/2026 — Folga');
    expect(itens[2]).toBe('DOM 15/11/2026 — DSR');
    expect(screen.getByRole('link', { name: 'Ver o mês' })).toHaveAttribute(
      'href',
      '/#/dashboard/minhas-rotinas/calendario',
    );
  });
});
