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
  ativo: true,
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
      expect(
        within(screen.getByRole('tablist', { name: 'Tipos de regra' })).getAllByRole('tab'),
      ).toHaveLength(12);
      expect(
        within(screen.getByRole('tablist', { name: 'Áreas de regras' })).getAllByRole('tab'),
      ).toHaveLength(5);

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

  it('mostra o histórico com as versões, quem (pelo nome) e quando', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/regras-calculo/api/v1/horaNoturna': () => ok([]),
      'GET /api/regras-calculo/api/v1/tolerancia': () => ok([tolerancia({ versao: 2 })]),
      'GET /api/base/filter/pessoas': () =>
        ok([{ id: 4, nome: 'Renata Dias', detalhe: 'Analista de RH' }]),
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
      await within(historico).findByText(/^20\/01\/2026 \d{2}:\d{2} por Renata Dias$/),
    ).toBeInTheDocument();
    expect(within(historico).queryByText(/usuário nº/)).toBeNull();
    expect(within(historico).getByText('Versão 1')).toBeInTheDocument();
  });

  it(
    'arquiva com confirmação; "Mostrar arquivadas" traz a arquivada com o selo e "Reativar"',
    LIMITE,
    async () => {
      let arquivada = false;
      const { chamadas } = instalarFakeFetch({
        'GET /api/regras-calculo/api/v1/horaNoturna': () => ok([]),
        'GET /api/regras-calculo/api/v1/tolerancia': (req) =>
          ok(
            arquivada
              ? req.url.searchParams.get('incluirArquivadas') === 'true'
                ? [tolerancia({ ativo: false })]
                : []
              : [tolerancia()],
          ),
        'PUT /api/regras-calculo/api/v1/tolerancia/status': (req) => {
          arquivada = !(req.body as { ativo: boolean }).ativo;
          return ok(tolerancia({ ativo: !arquivada }));
        },
      });
      entrarComoRh();
      renderApp('/#/dashboard/admin/regras-calculo');
      await userEvent.click(await screen.findByRole('tab', { name: 'Tolerância' }));
      const tabela = await screen.findByRole('table', { name: 'Regras de Tolerância' });
      expect(within(tabela).queryByText('Arquivada')).not.toBeInTheDocument();
      await userEvent.click(
        within(tabela).getByRole('button', { name: 'Arquivar Tolerância padrão' }),
      );
      const dialogo = await screen.findByRole('dialog', { name: 'Arquivar a regra' });
      expect(within(dialogo).getByText(/os meses já calculados não mudam/)).toBeInTheDocument();
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
      await waitFor(() =>
        expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({ id: 3, ativo: false }),
      );
      expect(await screen.findByText('Nenhuma regra deste tipo')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('switch', { name: 'Mostrar arquivadas' }));
      const comArquivadas = await screen.findByRole('table', { name: 'Regras de Tolerância' });
      expect(within(comArquivadas).getByText('Arquivada')).toBeInTheDocument();
      await userEvent.click(
        within(comArquivadas).getByRole('button', { name: 'Reativar Tolerância padrão' }),
      );
      const reativar = await screen.findByRole('dialog', { name: 'Reativar a regra' });
      await userEvent.click(within(reativar).getByRole('button', { name: 'Reativar' }));
      await waitFor(() =>
        expect(chamadas.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
          id: 3,
          ativo: true,
        }),
      );
      expect(
        await within(await screen.findByRole('table', { name: 'Regras de Tolerância' })).findByRole(
          'button',
          { name: 'Arquivar Tolerância padrão' },
        ),
      ).toBeInTheDocument();
    },
  );

  it('recusa do servidor (409) aparece com a mensagem dele', LIMITE, async () => {
    const mensagem =
      'A regra "Tolerância padrão" é usada pela versão atual da regra de ponto "Padrão CLT" e não pode ser arquivada. Troque-a na regra de ponto antes de arquivar.';
    instalarFakeFetch({
      'GET /api/regras-calculo/api/v1/horaNoturna': () => ok([]),
      'GET /api/regras-calculo/api/v1/tolerancia': () => ok([tolerancia()]),
      'PUT /api/regras-calculo/api/v1/tolerancia/status': () => ({
        status: 409,
        body: { success: false, data: null, error: 'REGRA_EM_USO', message: mensagem },
      }),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/regras-calculo');
    await userEvent.click(await screen.findByRole('tab', { name: 'Tolerância' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Arquivar Tolerância padrão' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Arquivar a regra' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
    expect(screen.getByText('Não foi possível arquivar')).toBeInTheDocument();
  });

  it('o histórico mostra arquivamento e reativação com o motivo', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/regras-calculo/api/v1/horaNoturna': () => ok([]),
      'GET /api/regras-calculo/api/v1/tolerancia': () => ok([tolerancia()]),
      'GET /api/base/filter/pessoas': () =>
        ok([{ id: 4, nome: 'Renata Dias', detalhe: 'Analista de RH' }]),
      'GET /api/regras-calculo/api/v1/tolerancia/historico/3': () =>
        ok([
          tolerancia({ evento: 'reativacao', motivo: null, alteradoEm: '2026-03-02T10:00:00Z' }),
          tolerancia({
            ativo: false,
            evento: 'arquivamento',
            motivo: 'Trocada',
            alteradoEm: '2026-03-01T10:00:00Z',
          }),
          tolerancia({ evento: 'versao' }),
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
    expect(within(historico).getByText('Reativada (versão 1)')).toBeInTheDocument();
    expect(within(historico).getByText('Arquivada (versão 1)')).toBeInTheDocument();
    expect(within(historico).getByText('Trocada')).toBeInTheDocument();
    expect(within(historico).getByText('Versão 1')).toBeInTheDocument();
  });
});
