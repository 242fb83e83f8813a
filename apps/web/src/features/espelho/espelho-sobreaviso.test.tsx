import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import {
  diaEspelhoFixture,
  envelope,
  espelhoFixture,
  linhaDoDia,
  totaisFixture,
} from './espelho.fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

// Sábado 03/01 de folga: acionada das 23:00 à 01:00 (trabalho, Súmula 428 TST); a escala de
// sobreaviso do dia deixou 10:00 de espera paga a 1/3.
const comSobreaviso = () =>
  espelhoFixture({
    dias: [
      diaEspelhoFixture({
        data: '2026-01-03',
        diaSemana: 'SAB',
        tipoDia: 'folga',
        jornada: [],
        marcacoes: [],
        sobreaviso: {
          acionamentos: [
            { lancamentoId: 4, horaInicio: '23:00', horaFim: '01:00', motivo: 'Incidente' },
          ],
          esperaSobreaviso: 600,
          esperaProntidao: 0,
        },
      }),
    ],
    totais: totaisFixture({
      sobreaviso: { esperaSobreaviso: 600, esperaProntidao: 0, acionado: 120 },
    }),
  });

describe('sobreaviso no espelho de ponto', () => {
  it('marca o acionamento no dia e mostra a espera à parte, no dia e nos totais', async () => {
    instalarFakeFetch({ 'GET /api/espelho': () => envelope(comSobreaviso()) });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    const tabela = await screen.findByRole('table', { name: 'Dias do espelho' });
    const dia = linhaDoDia(tabela, /03\/01 SAB/);
    expect(dia.getByText('acionamento de sobreaviso 23:00–01:00')).toBeInTheDocument();
    expect(dia.getByText('Sobreaviso (espera) 10:00')).toBeInTheDocument();
    expect(screen.getByText('Sobreaviso — espera (1/3)')).toBeInTheDocument();
    expect(screen.getByText('Acionamentos de sobreaviso (já no trabalhado)')).toBeInTheDocument();
    expect(screen.getByText('02:00')).toBeInTheDocument();
  });

  it('sem sobreaviso no mês, nenhuma linha de sobreaviso nos totais', async () => {
    instalarFakeFetch({ 'GET /api/espelho': () => envelope(espelhoFixture()) });
    entrarComo();
    renderApp('/#/dashboard/minhas-rotinas/espelho');
    await screen.findByRole('table', { name: 'Dias do espelho' });
    expect(screen.queryByText('Sobreaviso — espera (1/3)')).not.toBeInTheDocument();
    expect(screen.queryByText(/acionamento de sobreaviso/)).not.toBeInTheDocument();
  });
});
