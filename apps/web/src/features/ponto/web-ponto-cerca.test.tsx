import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { marcacaoFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { createArmazenamentoEmMemoria, definirArmazenamentoPendentes } from './pendentes-store.ts';

const WEB_PONTO = '/#/dashboard/minhas-rotinas/web-ponto';

const diaResumido = () => ({
  body: { success: true, error: null, data: { data: '2026-11-22', marcacoes: [] } },
});

const registrada = (extra: object) => ({
  body: {
    Success: true,
    Data: {
      marcacao: marcacaoFixture({ id: 3, nsr: 103, hora: '09:05', ...extra }),
      comprovanteId: 'CMP-0103',
    },
    Mensagem: 'Marcação registrada.',
    Error: null,
  },
});

const RECUSA =
  'Você está a 1,2 km da cerca de Loja Centro. Nesta filial o ponto só pode ser marcado dentro da cerca virtual.';

type Sucesso = (p: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Falha = (e: { code: number }) => void;

const instalarGps = (
  resposta: { latitude: number; longitude: number; accuracy: number } | { code: number },
) => {
  const getCurrentPosition = vi.fn((ok: Sucesso, falha: Falha, opcoes: PositionOptions) => {
    void opcoes;
    if ('code' in resposta) falha(resposta);
    else ok({ coords: resposta });
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
};

beforeEach(() => {
  definirArmazenamentoPendentes(createArmazenamentoEmMemoria());
  entrarComo();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('registrar ponto com a localização (cerca virtual)', { timeout: 20_000 }, () => {
  it('pede a posição com alta precisão, envia latitude, longitude e precisão e mostra "fora da cerca"', async () => {
    const gps = instalarGps({ latitude: -23.5403, longitude: -46.6339, accuracy: 12 });
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () =>
        registrada({ foraDaCerca: true, distanciaCercaMetros: 1200 }),
    });
    renderApp(WEB_PONTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    expect(await screen.findByText('fora da cerca (1,2 km)')).toBeInTheDocument();
    expect(gps.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true, maximumAge: 0 });
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      origem: 'navegador',
      latitude: -23.5403,
      longitude: -46.6339,
      precisaoMetros: 12,
    });
  });

  it('fora da cerca no modo recusar mostra a recusa com a distância', async () => {
    instalarGps({ latitude: -23.5403, longitude: -46.6339, accuracy: 12 });
    instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () => ({
        status: 403,
        body: {
          success: false,
          Success: false,
          data: null,
          Data: null,
          error: RECUSA,
          Error: RECUSA,
          message: RECUSA,
          Mensagem: RECUSA,
          codigo: 'FORA_DA_CERCA',
          campo: 'Localização',
        },
      }),
    });
    renderApp(WEB_PONTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    const alerta = await screen.findByRole('alert', { name: /Marcação recusada/ });
    expect(alerta).toHaveTextContent('Você está a 1,2 km da cerca de Loja Centro');
  });

  it('sem permissão de localização a marcação segue sem ela e avisa o motivo', async () => {
    instalarGps({ code: 1 });
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => diaResumido(),
      'POST /api/main/MarcarPonto3': () => registrada({}),
    });
    renderApp(WEB_PONTO);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    expect(
      await screen.findByText(/Sem localização nesta marcação: o acesso à localização foi negado/),
    ).toBeInTheDocument();
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).not.toHaveProperty('latitude');
  });
});
