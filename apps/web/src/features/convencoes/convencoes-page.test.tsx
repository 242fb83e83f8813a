import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  convencaoFixture,
  ddmmaaaa,
  diaIso,
  entrarComoRh,
  modeloFixture,
  ok,
  SINDICATOS,
} from './convencoes.fixtures.ts';

const LIMITE = { timeout: 30_000 };
const C = '/api/cadastros';

// A página entra por lazy(): carregada antes, a primeira transformação não conta no prazo do teste.
beforeAll(async () => {
  await import('./convencoes-page.tsx');
}, 120_000);

describe('convenções coletivas', () => {
  it('sem sindicatos, orienta a cadastrá-los na estrutura', LIMITE, async () => {
    instalarFakeFetch({ 'GET /api/base/filter/sindicatos': () => ok([]) });
    entrarComoRh();
    renderApp('/#/dashboard/admin/convencoes');
    expect(
      await screen.findByText('Nenhum sindicato cadastrado', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Cadastre os sindicatos em Estrutura da empresa/)).toBeInTheDocument();
  });

  it('falha ao carregar os sindicatos mostra a mensagem do servidor', LIMITE, async () => {
    instalarFakeFetch({
      'GET /api/base/filter/sindicatos': () => ({
        status: 403,
        body: { Mensagem: 'Sem permissão para esta tela.' },
      }),
    });
    entrarComoRh();
    renderApp('/#/dashboard/admin/convencoes');
    expect(await screen.findByText('Sem permissão para esta tela.')).toBeInTheDocument();
  });

  it(
    'lista os sindicatos com a convenção em vigor e cria uma a partir do modelo de exemplo com início no passado, mostrando o reprocessamento',
    LIMITE,
    async () => {
      const inicio = diaIso(-10);
      const criada = convencaoFixture({
        id: 9,
        nome: 'Comerciários (exemplo)',
        modelo: 'comerciarios',
        vigenciaInicio: inicio,
        sindicatoId: 4,
      });
      let criou = false;
      const { chamadas } = instalarFakeFetch({
        'GET /api/base/filter/sindicatos': () => ok(SINDICATOS),
        [`GET ${C}/sindicatos/3/convencoes`]: () => ok([convencaoFixture()]),
        [`GET ${C}/sindicatos/4/convencoes`]: () => ok(criou ? [criada] : []),
        [`GET ${C}/convencoes/modelos`]: () => ok([modeloFixture()]),
        [`POST ${C}/sindicatos/4/convencoes/modelo`]: () => {
          criou = true;
          return ok({ convencao: criada, reprocessamentoId: 31 });
        },
        'GET /api/espelho/reprocessamento/31': () =>
          ok({
            id: 31,
            status: 'concluido',
            dataInicio: inicio,
            dataFim: diaIso(-1),
            departamentoId: null,
            departamento: null,
            total: 12,
            processados: 12,
            percentual: 100,
            diasApurados: 120,
            diasComOcorrencia: 3,
            solicitanteId: 1,
            solicitante: 'RH',
            criadoEm: '2026-11-16T13:00:00.000Z',
            iniciadoEm: null,
            concluidoEm: null,
            canceladoEm: null,
            canceladoPorId: null,
            erro: null,
          }),
      });
      entrarComoRh();
      renderApp('/#/dashboard/admin/convencoes');
      const tabela = await screen.findByRole('table', { name: 'Sindicatos' });
      const linha = (nome: string) =>
        within(tabela).getByRole('rowheader', { name: nome }).closest('tr') as HTMLElement;
      await waitFor(() =>
        expect(linha('Sindicato dos Comerciários')).toHaveTextContent('CCT Comércio 2026'),
      );
      expect(linha('Sindicato dos Vigilantes')).toHaveTextContent('Sem convenção em vigor');

      await userEvent.click(screen.getByRole('button', { name: 'Abrir Sindicato dos Vigilantes' }));
      const secao = screen.getByRole('region', { name: 'Sindicato Sindicato dos Vigilantes' });
      expect(await within(secao).findByText('Sindicato sem convenção')).toBeInTheDocument();
      await userEvent.click(
        within(secao).getByRole('button', { name: 'Criar a partir de modelo' }),
      );
      const dialogo = await screen.findByRole('dialog');
      expect(within(dialogo).getByText('Modelo de exemplo — revise antes de usar')).toBeVisible();

      await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar convenção' }));
      expect(within(dialogo).getByText('Modelo: escolha o modelo.')).toBeInTheDocument();
      expect(within(dialogo).getByText('Início da vigência: informe a data.')).toBeInTheDocument();

      await userEvent.click(await within(dialogo).findByRole('combobox', { name: 'Modelo' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Comerciários (exemplo)' }));
      expect(within(dialogo).getByText(/60 % nas duas primeiras horas/)).toBeInTheDocument();
      await userEvent.type(
        within(dialogo).getByRole('textbox', { name: 'Início da vigência' }),
        ddmmaaaa(inicio).replaceAll('/', ''),
      );
      expect(
        within(dialogo).getByText(
          new RegExp(`recalculado \\(reprocessado\\) desde ${ddmmaaaa(inicio)}`),
        ),
      ).toBeInTheDocument();
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar convenção' }));

      const aviso = await within(secao).findByRole('status', { name: 'Convenção salva' });
      expect(aviso).toHaveTextContent(`recalculado desde ${ddmmaaaa(inicio)}`);
      await waitFor(() =>
        expect(aviso).toHaveTextContent('Concluído: 12 de 12 colaboradores (100 %).'),
      );
      const corpo = chamadas.find((c) => c.method === 'POST')?.body;
      expect(corpo).toEqual({ modelo: 'comerciarios', vigenciaInicio: inicio, vigenciaFim: null });
      const convencoes = await within(secao).findByRole('table', {
        name: 'Convenções de Sindicato dos Vigilantes',
      });
      expect(convencoes).toHaveTextContent('Modelo de exemplo — revise antes de usar');
      expect(convencoes).toHaveTextContent('60% até 120 min, 100%');
    },
  );
});
