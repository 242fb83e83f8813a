import type { Ocorrencia, Reprocessamento } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';
import { envelope } from './espelho.fixtures.ts';

const pedido = (parcial: Partial<Reprocessamento> = {}): Reprocessamento => ({
  id: 5,
  status: 'processando',
  dataInicio: '2026-01-01',
  dataFim: '2026-01-07',
  departamentoId: 2,
  departamento: 'Operações',
  total: 4,
  processados: 1,
  percentual: 25,
  diasApurados: 7,
  diasComOcorrencia: 0,
  solicitanteId: 1,
  solicitante: 'Rita RH',
  criadoEm: '2026-01-08T09:00:00-03:00',
  iniciadoEm: '2026-01-08T09:00:01-03:00',
  concluidoEm: null,
  canceladoEm: null,
  canceladoPorId: null,
  erro: null,
  ...parcial,
});
const lista = (items: Reprocessamento[]) =>
  envelope({ items, total: items.length, pageNumber: 1, pageSize: 50 });

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
    porCodigo: { SEM_MARCACAO: 1 },
    items: [
      {
        usuarioId: 31,
        nome: 'João Souza',
        departamentoId: 2,
        departamento: 'Operações',
        data: '2026-01-06',
        tipoDia: 'trabalho',
        alertas: [],
        inconsistencias: ['SEM_MARCACAO'],
        pendente: true,
        marcacoes: [],
        previsto: 480,
        trabalhado: 0,
        saldo: -480,
        calculadoEm: null,
        tratativa,
      },
    ],
  });

const entrarComoRh = () =>
  entrarComo(
    loginRespostaFixture({
      Usuario: usuarioFixture({
        Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: false },
      }),
      MenuAdmin: [
        item('/dashboard/admin/ponto', 'Ponto', [
          item('/dashboard/admin/reprocessamento', 'Reprocessamento'),
          item('/dashboard/admin/espelhos', 'Espelhos de ponto'),
        ]),
      ],
      // O RH de verdade não tem o menu do gestor: o espelho abre na tela de espelhos do RH.
      MenuGestores: [],
    }),
  );

const departamentos = () => envelope([{ id: 2, nome: 'Operações', detalhe: null }]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-08T12:00:00-03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

const escolherData = async (rotulo: string, dia: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(rotulo) }));
  const dias = await screen.findAllByRole('button', { name: new RegExp(`^${dia} janeiro 2026`) });
  await userEvent.click(dias[0] as HTMLElement);
  await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
};

describe('reprocessamento', () => {
  it('valida o período nomeando o campo e cria o pedido para o departamento', {
    timeout: 20_000,
  }, async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho/reprocessamento': () => lista([]),
      'GET /api/base/filter/departamentos': departamentos,
      'POST /api/espelho/reprocessamento': () => ({
        status: 201,
        body: { success: true, data: pedido({ status: 'pendente' }), error: null, message: null },
      }),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/reprocessamento');
    expect(await screen.findByText('Nenhum reprocessamento')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reprocessar' }));
    expect(screen.getByText('Data inicial: informe a data.')).toBeInTheDocument();
    expect(screen.getByText('Data final: informe a data.')).toBeInTheDocument();

    await escolherData('Data inicial', '1');
    await escolherData('Data final', '7');
    await userEvent.click(screen.getByPlaceholderText('Empresa inteira'));
    await userEvent.click(await screen.findByRole('option', { name: 'Operações' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reprocessar' }));

    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
        dataInicio: '2026-01-01',
        dataFim: '2026-01-07',
        departamentoId: 2,
      }),
    );
  });

  it('mostra o andamento, o log e cancela só depois de confirmar', async () => {
    let status: Reprocessamento['status'] = 'processando';
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho/reprocessamento': () => lista([pedido({ status })]),
      'GET /api/base/filter/departamentos': departamentos,
      'GET /api/espelho/reprocessamento/5/log': () =>
        envelope({
          reprocessamentoId: 5,
          items: [
            {
              id: 1,
              em: '2026-01-08T09:00:01-03:00',
              nivel: 'info',
              mensagem: 'Início: 4 colaboradores.',
            },
          ],
        }),
      'PUT /api/espelho/reprocessamento/5/cancelar': () => {
        status = 'cancelado';
        return envelope(pedido({ status: 'cancelado' }));
      },
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/reprocessamento');
    const tabela = await screen.findByRole('table', { name: 'Pedidos de reprocessamento' });
    expect(within(tabela).getByText('Processando')).toBeInTheDocument();
    expect(within(tabela).getByText('1 de 4 colaboradores (25%)')).toBeInTheDocument();
    expect(
      within(tabela).getByRole('progressbar', { name: 'Progresso do reprocessamento 5' }),
    ).toBeInTheDocument();

    await userEvent.click(within(tabela).getByRole('button', { name: 'Ver log' }));
    expect(await screen.findByText('Início: 4 colaboradores.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar painel' }));

    await userEvent.click(within(tabela).getByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar reprocessamento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(within(tabela).getByRole('button', { name: 'Cancelar' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Cancelar reprocessamento' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Sim, cancelar' }));
    expect(await within(tabela).findByText('Cancelado')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('lista as ocorrências do mês com link para o espelho do colaborador', async () => {
    instalarFakeFetch({
      'GET /api/espelho/reprocessamento': () => lista([]),
      'GET /api/base/filter/departamentos': departamentos,
      'GET /api/espelho/ocorrencias': () => ocorrencias(),
      'GET /api/base/filter/pessoas': () => envelope([]),
      'GET /api/espelho': () => ({
        status: 404,
        body: { Mensagem: 'Colaborador não encontrado.' },
      }),
    });
    entrarComoRh();
    const { router } = renderApp('/#/dashboard/admin/reprocessamento');
    await userEvent.click(await screen.findByRole('tab', { name: 'Ocorrências e divergências' }));
    const tabela = await screen.findByRole('table', { name: 'Ocorrências e divergências' });
    expect(within(tabela).getByText('João Souza')).toBeInTheDocument();
    expect(within(tabela).getByText('06/01/2026')).toBeInTheDocument();
    expect(within(tabela).getByText('Sem marcação')).toBeInTheDocument();
    expect(within(tabela).getByText('-08:00')).toBeInTheDocument();
    expect(screen.getByText('Sem marcação: 1 dia')).toBeInTheDocument();

    await userEvent.click(
      within(tabela).getByRole('link', { name: 'Ver espelho de João Souza em janeiro de 2026' }),
    );
    expect(enderecoAtual(router)).toBe('/#/dashboard/admin/espelhos?usuarioId=31&ano=2026&mes=1');
    expect(await screen.findByText('janeiro de 2026')).toBeInTheDocument();
  });

  it('ignora dias em lote com motivo e desfaz a tratativa', async () => {
    let tratada = false;
    const { chamadas } = instalarFakeFetch({
      'GET /api/espelho/reprocessamento': () => lista([]),
      'GET /api/base/filter/departamentos': departamentos,
      'GET /api/espelho/ocorrencias': () =>
        ocorrencias(
          tratada
            ? {
                id: 9,
                acao: 'ignorar',
                motivo: 'Folga combinada',
                por: 'Rita RH',
                em: '2026-02-01T10:00:00Z',
              }
            : null,
        ),
      'POST /api/divergencias/acoes': () => {
        tratada = true;
        return envelope({ aplicadas: 1 });
      },
      'POST /api/divergencias/desfazer': () => {
        tratada = false;
        return envelope({ aplicadas: 1 });
      },
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/reprocessamento');
    await userEvent.click(await screen.findByRole('tab', { name: 'Ocorrências e divergências' }));
    const tabela = await screen.findByRole('table', { name: 'Ocorrências e divergências' });
    await userEvent.click(
      within(tabela).getByRole('checkbox', { name: 'Selecionar João Souza em 06/01/2026' }),
    );
    const barra = screen.getByRole('toolbar', { name: 'Ações em lote' });
    expect(within(barra).getByText('1 dia selecionado')).toBeInTheDocument();
    await userEvent.click(within(barra).getByRole('button', { name: 'Ignorar' }));
    const modal = await screen.findByRole('dialog', { name: 'Ignorar (1 dia)' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(modal).findByText('Motivo: informe ao menos 5 caracteres.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.url.pathname.includes('/divergencias/acoes'))).toBe(false);
    await userEvent.type(within(modal).getByRole('textbox', { name: /Motivo/ }), 'Folga combinada');
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.pathname.includes('/divergencias/acoes'))?.body).toEqual({
        acao: 'ignorar',
        motivo: 'Folga combinada',
        itens: [{ usuarioId: 31, data: '2026-01-06' }],
      }),
    );
    expect(await within(tabela).findByText('Ignorada')).toBeInTheDocument();
    await userEvent.click(
      within(tabela).getByRole('button', {
        name: 'Desfazer tratativa de João Souza em 06/01/2026',
      }),
    );
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.pathname.includes('/divergencias/desfazer'))?.body).toEqual(
        {
          id: 9,
        },
      ),
    );
    expect(await within(tabela).findByText('Aberta')).toBeInTheDocument();
  });
});
