import type { AlertaConfiguracao, AlertaItem } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { AlertasEquipePage, MeusAlertasPage } from './alertas-pages.tsx';
import { ConfiguracaoAlertasPage } from './configuracao-alertas-page.tsx';

const B = '/api/alertas';
const LIMITE = { timeout: 30_000 };
const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

const alerta = (p: Partial<AlertaItem> = {}): AlertaItem => ({
  id: 5,
  tipo: 'interjornada',
  pessoaId: 9,
  pessoaNome: 'Paula Andrade',
  data: '2026-11-16',
  titulo: 'Interjornada abaixo de 11 horas: Paula Andrade',
  descricao:
    'Paula Andrade — entrada com 09h00 de descanso desde a última saída (mínimo 11h00) em 16/11/2026. Regra: Descanso mínimo de 11 horas entre jornadas (CLT art. 66).',
  regra: 'Descanso mínimo de 11 horas entre jornadas',
  lei: 'CLT art. 66',
  criadoEm: '2026-11-16T11:00:05.000Z',
  vistoEm: null,
  ...p,
});

const pagina = (itens: AlertaItem[]) =>
  ok({ itens, total: itens.length, naoVistos: itens.filter((i) => !i.vistoEm).length });

const preferencias = ok({
  silencioInicio: null,
  silencioFim: null,
  resumo: 'imediato',
  horarioResumo: '18:00',
});

describe('alertas do gestor', LIMITE, () => {
  it('mostra o alerta com a regra e a lei, marca como visto e filtra pela pessoa', async () => {
    let visto = false;
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/alertas`]: () =>
        pagina([alerta(visto ? { vistoEm: '2026-11-16T11:01:00.000Z' } : {})]),
      [`POST ${B}/alertas/5/visto`]: () => {
        visto = true;
        return ok({ id: 5, vistoEm: '2026-11-16T11:01:00.000Z' });
      },
    });
    renderComProviders(<AlertasEquipePage />);
    expect(await screen.findByText('1 alerta não visto')).toBeInTheDocument();
    expect(screen.getByText(/CLT art\. 66 · registrado em/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Marcar como visto: Interjornada abaixo de 11 horas: Paula Andrade',
      }),
    );
    expect(await screen.findByText('Nenhum alerta não visto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Só Paula Andrade' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.searchParams.get('pessoaId') === '9')).toBe(true),
    );
    expect(screen.getByText('Pessoa: Paula Andrade')).toBeInTheDocument();
  });

  it('lista vazia e falha ao carregar', async () => {
    instalarFakeFetch({ [`GET ${B}/alertas`]: () => pagina([]) });
    const { unmount } = renderComProviders(<AlertasEquipePage />);
    expect(await screen.findByText('Nenhum alerta')).toBeInTheDocument();
    unmount();
    instalarFakeFetch({
      [`GET ${B}/alertas`]: () => ({ status: 400, body: corpoErro400('Sessão sem permissão.') }),
    });
    renderComProviders(<AlertasEquipePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão sem permissão.');
  });
});

describe('meus alertas: preferências', LIMITE, () => {
  it('valida o silêncio incompleto e grava o resumo diário', async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/alertas`]: () => pagina([]),
      [`GET ${B}/preferencias`]: () => preferencias,
      [`PUT ${B}/preferencias`]: (req) => ok(req.body),
    });
    renderComProviders(<MeusAlertasPage />);
    const inicio = await screen.findByLabelText('Início do silêncio');
    await userEvent.type(inicio, '2200');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(
      await screen.findByText('Informe o início e o fim do silêncio, ou nenhum dos dois.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Fim do silêncio'), '0700');
    await userEvent.click(screen.getByRole('radio', { name: 'Resumo diário' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'PUT')).toBe(true));
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      silencioInicio: '22:00',
      silencioFim: '07:00',
      resumo: 'diario',
      horarioResumo: '18:00',
    });
  });
});

describe('configuração de alertas', LIMITE, () => {
  const config: AlertaConfiguracao = {
    tipo: 'atraso',
    nome: 'Atraso na entrada',
    lei: 'CLT art. 58 §1º',
    ativo: true,
    limiar: 10,
    unidadeLimiar: 'minutos',
    destinatarios: ['gestor'],
    canais: ['app', 'push'],
  };

  it('exige destinatário e grava o limiar e os canais', async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/configuracao`]: () => ok([config]),
      [`PUT ${B}/configuracao/atraso`]: (req) => ok({ ...config, ...(req.body as object) }),
    });
    renderComProviders(<ConfiguracaoAlertasPage />);
    const secao = await screen.findByRole('region', { name: 'Atraso na entrada' });
    await userEvent.click(within(secao).getByRole('checkbox', { name: 'Gestor' }));
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar Atraso na entrada' }));
    expect(await within(secao).findByText('Escolha ao menos um destinatário.')).toBeInTheDocument();
    await userEvent.click(within(secao).getByRole('checkbox', { name: 'RH' }));
    await userEvent.click(within(secao).getByRole('checkbox', { name: 'E-mail' }));
    const limiar = within(secao).getByLabelText('Limiar (minutos)');
    await userEvent.clear(limiar);
    await userEvent.type(limiar, '15');
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar Atraso na entrada' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'PUT')).toBe(true));
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      ativo: true,
      limiar: 15,
      destinatarios: ['rh'],
      canais: ['app', 'push', 'email'],
    });
  });
});
