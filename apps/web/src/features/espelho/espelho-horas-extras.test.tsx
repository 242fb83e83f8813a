import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { diaEspelhoFixture, envelope, espelhoFixture, linhaDoDia } from './espelho.fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

const comHorasExtras = (decisao: 'pagar' | null) => {
  const dia = diaEspelhoFixture({ data: '2026-01-05' });
  return espelhoFixture({
    dias: [
      {
        ...dia,
        apuracao: {
          ...dia.apuracao!,
          horasExtras: {
            total: 90,
            autorizada: 30,
            naoAutorizada: 60,
            destino: decisao ?? 'reter',
            decisao,
            retida: decisao ? 0 : 60,
          },
        },
      },
    ],
  });
};

describe('horas extras com autorização prévia no espelho', () => {
  it('mostra a HE autorizada e a não autorizada retida no dia', async () => {
    instalarFakeFetch({ 'GET /api/espelho': () => envelope(comHorasExtras(null)) });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    const tabela = await screen.findByRole('table', { name: 'Dias do espelho' });
    const dia = linhaDoDia(tabela, /05\/01 SEG/);
    expect(dia.getByText('HE autorizada 00:30')).toBeInTheDocument();
    expect(dia.getByText('HE não autorizada 01:00 — retida')).toBeInTheDocument();
  });

  it('depois da decisão do gestor, mostra o destino decidido', async () => {
    instalarFakeFetch({ 'GET /api/espelho': () => envelope(comHorasExtras('pagar')) });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    const tabela = await screen.findByRole('table', { name: 'Dias do espelho' });
    const dia = linhaDoDia(tabela, /05\/01 SEG/);
    expect(
      dia.getByText('HE não autorizada 01:00 — paga por decisão do gestor'),
    ).toBeInTheDocument();
  });
});
