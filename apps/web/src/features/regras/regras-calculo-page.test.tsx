import type { RegraCalculo } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const ok = (data: unknown) => ({ body: { success: true, data, error: null, message: null } });
const LIMITE = { timeout: 20_000 };

const tolerancia = (parcial: Partial<RegraCalculo> = {}): RegraCalculo => ({
  id: 3,
  tipo: 'tolerancia',
  versao: 1,
  vigenciaInicio: '2026-01-01',
  nome: 'Tolerância padrão',
  descricao: null,
  alteradoEm: '2026-01-01T10:00:00-03:00',
  alteradoPor: 1,
  porMarcacao: 5,
  diaria: 10,
  escopo: 'todas',
  ...parcial,
});

const entrarComoRh = () =>
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [
        item('/dashboard/admin/regras', 'Regras', [
          item('/dashboard/admin/regras-calculo', 'Regras de cálculo'),
        ]),
      ],
    }),
  );

describe('regras de cálculo', () => {
  it(
    'lista a versão atual, valida nomeando o campo e grava uma nova versão com vigência',
    LIMITE,
    async () => {
      const { chamadas } = instalarFakeFetch({
        'GET /api/regras-calculo/api/v1/horaNoturna': () => ok([]),
        'GET /api/regras-calculo/api/v1/tolerancia': () => ok([tolerancia()]),
        'PUT /api/regras-calculo/api/v1/tolerancia/3': (req) =>
          ok(tolerancia({ ...(req.body as object), versao: 2 })),
      });
      entrarComoRh();
      renderApp('/#/dashboard/admin/regras-calculo');
      expect(await screen.findByText('Nenhuma regra deste tipo')).toBeInTheDocument();
      expect(screen.getAllByRole('tab')).toHaveLength(12);

      await userEvent.click(screen.getByRole('tab', { name: 'Tolerância' }));
      const tabela = await screen.findByRole('table', { name: 'Regras de Tolerância' });
      expect(within(tabela).getByText('v1, a partir de 01/01/2026')).toBeInTheDocument();
      expect(
        screen.getByText(
          /CLT art. 58 §1º e Súmula 366 TST: até 5 min por marcação, 10 min por dia/,
        ),
      ).toBeInTheDocument();

      await userEvent.click(
        within(tabela).getByRole('button', { name: 'Alterar Tolerância padrão' }),
      );
      const form = await screen.findByRole('form', { name: 'Alterar regra' });
      const porMarcacao = within(form).getByLabelText('Tolerância por marcação (min)');
      await userEvent.clear(porMarcacao);
      await userEvent.type(porMarcacao, '70');
      await userEvent.click(within(form).getByRole('button', { name: 'Salvar nova versão' }));
      expect(
        within(form).getByText(
          'Tolerância por marcação (min): a tolerância por marcação vai de 0 a 60 minutos.',
        ),
      ).toBeInTheDocument();
      expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);

      await userEvent.clear(porMarcacao);
      await userEvent.type(porMarcacao, '3');
      await userEvent.click(within(form).getByRole('button', { name: 'Salvar nova versão' }));
      await waitFor(() => expect(chamadas.some((c) => c.method === 'PUT')).toBe(true));
      const corpo = chamadas.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
      expect(corpo).toMatchObject({ nome: 'Tolerância padrão', porMarcacao: 3, diaria: 10 });
      expect(corpo.vigenciaInicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('mostra o histórico com as versões, quem e quando', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/regras-calculo/api/v1/horaNoturna': () => ok([]),
      'GET /api/regras-calculo/api/v1/tolerancia': () => ok([tolerancia({ versao: 2 })]),
      'GET /api/regras-calculo/api/v1/tolerancia/historico/3': () =>
        ok([
          tolerancia({
            versao: 2,
            vigenciaInicio: '2026-02-01',
            porMarcacao: 3,
            alteradoEm: '2026-01-20T09:30:00-03:00',
            alteradoPor: 4,
          }),
          tolerancia(),
        ]),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/regras-calculo');
    await userEvent.click(await screen.findByRole('tab', { name: 'Tolerância' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Histórico de Tolerância padrão' }),
    );
    const historico = await screen.findByRole('table', {
      name: 'Histórico de Tolerância padrão',
    });
    expect(within(historico).getByText('Versão 2')).toBeInTheDocument();
    expect(within(historico).getByText('a partir de 01/02/2026')).toBeInTheDocument();
    expect(
      within(historico).getByText(/^20\/01\/2026 \d{2}:\d{2} por usuário nº 4$/),
    ).toBeInTheDocument();
    expect(within(historico).getByText('Versão 1')).toBeInTheDocument();
  });
});
