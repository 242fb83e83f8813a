import type { AtivacaoQuiosque } from '@jornada/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { createFilaEmMemoria, definirFilaQuiosque, guardarAtivacao } from './aparelho-store.ts';
import { QuiosquePage } from './quiosque-page.tsx';

const ativacao: AtivacaoQuiosque = {
  token: '2.7.segredo',
  chaveHmac: 'ab'.repeat(32),
  dispositivo: {
    id: 7,
    nome: 'Entrada da loja',
    filialNome: 'Loja Centro',
    empresaNome: 'Demo Comércio Ltda',
    metodos: ['pin', 'qr', 'cracha'],
    fotoEvidencia: false,
  },
};
const env = <T,>(data: T) => ({ body: { success: true, data, error: null, message: null } });
const config = () => env(ativacao.dispositivo);
const marcacao = {
  nome: 'Paula Andrade',
  nsr: 120,
  dataHora: '2026-11-16T13:30:00.000Z',
  hora: '10:30',
  comprovante: 'ABCDEF0123456789ABCD',
  repetida: false,
  offline: false,
};

const definirOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  localStorage.clear();
  definirFilaQuiosque(createFilaEmMemoria());
  definirOnline(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quiosque de ponto', () => {
  it('ativa o aparelho com o código do RH e mostra o relógio', async () => {
    const { chamadas } = instalarFakeFetch({
      'POST /api/quiosque/aparelho/ativar': () => env(ativacao),
      'GET /api/quiosque/aparelho': config,
    });
    renderComProviders(<QuiosquePage />);
    await userEvent.type(screen.getByLabelText('Código de ativação'), 'abcd2345');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar quiosque' }));
    expect(await screen.findByRole('heading', { name: 'Entrada da loja' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hora atual')).toBeInTheDocument();
    const ativar = chamadas.find((c) => c.url.pathname.endsWith('/ativar'));
    expect(ativar?.body).toEqual({ codigo: 'ABCD2345' });
    expect(ativar?.headers.get('Authorization')).toBeNull();
  });

  it('por matrícula e PIN: confirma o nome, marca e mostra o comprovante', async () => {
    guardarAtivacao(ativacao);
    const { chamadas } = instalarFakeFetch({
      'GET /api/quiosque/aparelho': config,
      'POST /api/quiosque/aparelho/identificar': () =>
        env({ nome: 'Paula Andrade', iniciais: 'PA', foto: null, matricula: '1004' }),
      'POST /api/quiosque/aparelho/marcar': () => env(marcacao),
    });
    renderComProviders(<QuiosquePage />);
    await userEvent.type(await screen.findByLabelText('Matrícula'), '1004');
    for (const d of ['1', '2', '3', '4'])
      await userEvent.click(screen.getByRole('button', { name: d }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Paula Andrade' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar marcação' }));
    expect(await screen.findByText('Comprovante: ABCDEF0123456789ABCD')).toBeInTheDocument();
    const marcar = chamadas.find((c) => c.url.pathname.endsWith('/marcar'));
    expect(marcar?.headers.get('Authorization')).toBe('Quiosque 2.7.segredo');
    expect(marcar?.body).toMatchObject({ metodo: 'pin', matricula: '1004', pin: '1234' });
    expect(marcar?.body).toMatchObject({ assinatura: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('mostra o erro do servidor (PIN errado) sem sair da tela', async () => {
    guardarAtivacao(ativacao);
    instalarFakeFetch({
      'GET /api/quiosque/aparelho': config,
      'POST /api/quiosque/aparelho/identificar': () => ({
        status: 422,
        body: { Mensagem: 'Matrícula ou PIN incorretos.' },
      }),
    });
    renderComProviders(<QuiosquePage />);
    await userEvent.type(await screen.findByLabelText('Matrícula'), '1004');
    await userEvent.type(screen.getByLabelText('PIN'), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Matrícula ou PIN incorretos.');
  });

  it('sem conexão, o crachá vai para a fila e a tela mostra quantas há', async () => {
    guardarAtivacao(ativacao);
    definirOnline(false);
    const { chamadas } = instalarFakeFetch({});
    renderComProviders(<QuiosquePage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Crachá' }));
    await userEvent.type(screen.getByLabelText('Matrícula (crachá)'), '1005{Enter}');
    expect(await screen.findByText('Marcação guardada sem conexão')).toBeInTheDocument();
    expect(await screen.findByText('Sem conexão — marcações guardadas: 1')).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it('credencial revogada volta à ativação com o aviso', async () => {
    guardarAtivacao(ativacao);
    instalarFakeFetch({
      'GET /api/quiosque/aparelho': () => ({ status: 401, body: { Mensagem: 'Revogado' } }),
    });
    renderComProviders(<QuiosquePage />);
    expect(await screen.findByText(/credencial deste quiosque foi revogada/)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de ativação')).toBeInTheDocument();
  });
});
