import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { datasDoMes, diaEquipe, envelope } from './escala.fixtures.ts';
import { MeuCalendarioPage } from './meu-calendario-page.tsx';

const individual = (req: RequisicaoFake) => {
  const ano = Number(req.url.searchParams.get('Ano'));
  const mes = Number(req.url.searchParams.get('Mes'));
  return envelope({
    periodo: mes === 12 ? 'DEZEMBRO' : 'NOVEMBRO',
    ano,
    dias: datasDoMes(ano, mes).map((data) => {
      const d = diaEquipe(7, data);
      return {
        data,
        horaEntrada: d.entrada,
        horaSaida: d.saida,
        naturezaDia: d.naturezaDia,
        feriado: data.endsWith('-11-02') ? 'Finados' : null,
        tags: data.endsWith('-11-02') ? (['feriados'] as const) : [],
      };
    }),
  });
};

const configuracao = (mostrarHorarioEscala: boolean) => () =>
  envelope({
    mostrarHorarioEscala,
    data: '2026-11-10',
    escalaId: 1,
    gestaoId: 1,
    alocacaoDataFim: 'Opcional',
    exigirAprovacao: false,
    alterarDiaTrabalhoDiasConsecutivos: 5,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00'));
});

// Fluxos de vários passos na tela: com a suíte inteira em paralelo passam dos 5 s padrão.
const LIMITE = { timeout: 20_000 };

describe('minha escala', LIMITE, () => {
  it('mostra o mês em semanas de DOM a SAB, com natureza, horários e feriados', async () => {
    instalarFakeFetch({
      'GET /api/escala/calendario/individual': individual,
      'GET /api/escala/configuracao/em-vigor': configuracao(true),
    });
    renderComProviders(<MeuCalendarioPage />);
    const tabela = await screen.findByRole('table', { name: 'Escala de NOVEMBRO 2026' });
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB']);
    expect(
      await within(tabela).findByRole('cell', { name: '10/11/2026: Trabalho, 08:00 às 17:48' }),
    ).toBeInTheDocument();
    expect(within(tabela).getByRole('cell', { name: '08/11/2026: DSR' })).toBeInTheDocument();
    expect(within(tabela).getByRole('cell', { name: '14/11/2026: Folga' })).toBeInTheDocument();
    expect(
      within(tabela).getByRole('cell', {
        name: /02\/11\/2026: Trabalho, 08:00 às 17:48, feriado Finados/,
      }),
    ).toBeInTheDocument();
  });

  it('sem mostrarHorarioEscala, os horários não aparecem', async () => {
    instalarFakeFetch({
      'GET /api/escala/calendario/individual': individual,
      'GET /api/escala/configuracao/em-vigor': configuracao(false),
    });
    renderComProviders(<MeuCalendarioPage />);
    expect(await screen.findByRole('cell', { name: '10/11/2026: Trabalho' })).toBeInTheDocument();
    expect(screen.queryByText('08:00–17:48')).toBeNull();
  });

  it('navega para o mês seguinte pedindo Ano e Mes', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/escala/calendario/individual': individual,
      'GET /api/escala/configuracao/em-vigor': configuracao(true),
    });
    renderComProviders(<MeuCalendarioPage />);
    await screen.findByRole('table', { name: 'Escala de NOVEMBRO 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(
      await screen.findByRole('table', { name: 'Escala de DEZEMBRO 2026' }),
    ).toBeInTheDocument();
    const ultima = chamadas.filter((c) => c.url.pathname.endsWith('/individual')).at(-1);
    expect([ultima?.url.searchParams.get('Ano'), ultima?.url.searchParams.get('Mes')]).toEqual([
      '2026',
      '12',
    ]);
  });

  it('mostra o erro com a mensagem do servidor', async () => {
    instalarFakeFetch({
      'GET /api/escala/calendario/individual': () => ({
        status: 404,
        body: { message: 'Colaborador não encontrado(a).' },
      }),
      'GET /api/escala/configuracao/em-vigor': configuracao(true),
    });
    renderComProviders(<MeuCalendarioPage />);
    expect(await screen.findByText('Não foi possível carregar a sua escala')).toBeInTheDocument();
    expect(screen.getByText('Colaborador não encontrado(a).')).toBeInTheDocument();
  });
});
