import type { Ocorrencia } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';

const envelope = <T,>(data: T) => ({
  body: { success: true, data, error: null, message: null },
});

const ocorrencias = (tratativa: Ocorrencia['tratativa'] = null) =>
  envelope({
    ano: 2026,
    mes: 1,
    inicio: '2026-01-01',
    fim: '2026-01-31',
    fonte: 'calculo',
    total: 1,
    pageNumber: 1,
    pageSize: 25,
    porCodigo: { MARCACAO_IMPAR: 1 },
    items: [
      {
        usuarioId: 31,
        nome: 'João Souza',
        departamentoId: 2,
        departamento: 'Operações',
        data: '2026-01-06',
        tipoDia: 'trabalho',
        alertas: [],
        inconsistencias: ['MARCACAO_IMPAR'],
        pendente: true,
        marcacoes: ['08:00', '12:00', '13:00'],
        previsto: 480,
        trabalhado: 240,
        saldo: -240,
        calculadoEm: null,
        tratativa,
      },
    ],
  });

const entrarComoGestor = () =>
  entrarComo(
    loginRespostaFixture({
      Usuario: usuarioFixture({
        Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: false },
      }),
      MenuGestores: [
        item('/dashboard/gestor', 'Equipe', [
          item('/dashboard/gestor/espelhos', 'Espelhos da equipe'),
          item('/dashboard/gestor/divergencias', 'Divergências da equipe'),
        ]),
      ],
      MenuAdmin: [],
    }),
  );

// A rota carrega a página sob demanda (lazy): o módulo já carregado não depende da máquina.
beforeAll(async () => {
  await import('./divergencias-equipe-page.tsx');
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('divergências da equipe (gestor)', { timeout: 30_000 }, () => {
  it('lista os dias da equipe sem filtros da empresa e justifica em lote', async () => {
    let tratada = false;
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho/ocorrencias': () =>
        ocorrencias(
          tratada
            ? {
                id: 4,
                acao: 'justificar',
                motivo: 'Esqueceu de marcar a saída',
                por: 'Gil Gestor',
                em: '2026-01-08T10:00:00Z',
              }
            : null,
        ),
      'POST /api/divergencias/acoes': () => {
        tratada = true;
        return envelope({ aplicadas: 1 });
      },
    });
    entrarComoGestor();
    renderApp('/#/dashboard/gestor/divergencias');
    // A página é carregada sob demanda (lazy): a primeira espera é maior.
    const tabela = await screen.findByRole(
      'table',
      { name: 'Ocorrências e divergências' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('heading', { name: 'Divergências da equipe' })).toBeInTheDocument();
    expect(within(tabela).getByText('João Souza')).toBeInTheDocument();
    expect(within(tabela).getByText('Marcação ímpar')).toBeInTheDocument();
    // A API já limita à equipe: sem departamento, sem fotografia do reprocessamento da empresa.
    expect(screen.queryByRole('combobox', { name: 'Departamento' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Último reprocessamento' })).toBeNull();
    expect(chamadas.some((c) => c.url.pathname.includes('/filter/departamentos'))).toBe(false);

    await userEvent.click(
      within(tabela).getByRole('checkbox', { name: 'Selecionar João Souza em 06/01/2026' }),
    );
    const barra = screen.getByRole('toolbar', { name: 'Ações em lote' });
    await userEvent.click(within(barra).getByRole('button', { name: 'Justificar' }));
    const modal = await screen.findByRole('dialog', { name: 'Justificar (1 dia)' });
    await userEvent.type(
      within(modal).getByRole('textbox', { name: /Motivo/ }),
      'Esqueceu de marcar a saída',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.pathname.includes('/divergencias/acoes'))?.body).toEqual({
        acao: 'justificar',
        motivo: 'Esqueceu de marcar a saída',
        itens: [{ usuarioId: 31, data: '2026-01-06' }],
      }),
    );
    expect(await within(tabela).findByText('Justificada')).toBeInTheDocument();
  });

  it('"Ver espelho" abre o espelho na tela de espelhos da equipe', async () => {
    instalarFakeFetch({
      'GET /api/espelho/ocorrencias': () => ocorrencias(),
      'GET /api/base/filter/pessoas': () => envelope([]),
      'GET /api/espelho': () => ({
        status: 404,
        body: { Mensagem: 'Colaborador não encontrado.' },
      }),
    });
    entrarComoGestor();
    const { router } = renderApp('/#/dashboard/gestor/divergencias');
    const tabela = await screen.findByRole(
      'table',
      { name: 'Ocorrências e divergências' },
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(tabela).getByRole('link', { name: 'Ver espelho de João Souza em janeiro de 2026' }),
    );
    expect(enderecoAtual(router)).toBe('/#/dashboard/gestor/espelhos?usuarioId=31&ano=2026&mes=1');
  });

  it('falha ao carregar: mostra o erro', async () => {
    instalarFakeFetch({
      'GET /api/espelho/ocorrencias': () => ({ status: 403, body: { Mensagem: 'Sem permissão.' } }),
    });
    entrarComoGestor();
    renderApp('/#/dashboard/gestor/divergencias');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Sem permissão.',
    );
  });
});
