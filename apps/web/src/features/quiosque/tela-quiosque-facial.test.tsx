import type { AtivacaoQuiosque } from '@jornada/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { createFilaEmMemoria, definirFilaQuiosque, guardarAtivacao } from './aparelho-store.ts';
import { QuiosquePage } from './quiosque-page.tsx';

// A câmera e o motor facial não existem no happy-dom: a captura entrega um descritor pronto.
vi.mock('./captura-facial.tsx', () => ({
  hasCapturaFacial: true,
  CapturaFacialDoQuiosque: ({
    onCapturar,
  }: {
    onCapturar: (r: { descritor: number[]; vivacidade: number }) => void;
  }) => (
    <button type="button" onClick={() => onCapturar({ descritor: [0.1, 0.2], vivacidade: 0.9 })}>
      Rosto capturado
    </button>
  ),
}));

const ativacao: AtivacaoQuiosque = {
  token: '2.7.segredo',
  chaveHmac: 'ab'.repeat(32),
  dispositivo: {
    id: 7,
    nome: 'Entrada da loja',
    filialNome: 'Loja Centro',
    empresaNome: 'Demo Comércio Ltda',
    metodos: ['face', 'pin'],
    fotoEvidencia: false,
  },
};
const env = <T,>(data: T) => ({ body: { success: true, data, error: null, message: null } });

beforeEach(() => {
  localStorage.clear();
  definirFilaQuiosque(createFilaEmMemoria());
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => vi.unstubAllGlobals());

describe('rosto no quiosque', () => {
  it('rosto recusado passa para o PIN com a matrícula já digitada', async () => {
    guardarAtivacao(ativacao);
    const { chamadas } = instalarFakeFetch({
      'GET /api/quiosque/aparelho': () => env(ativacao.dispositivo),
      'POST /api/quiosque/aparelho/marcar': (req) =>
        (req.body as { metodo: string }).metodo === 'face'
          ? {
              status: 422,
              body: {
                codigo: 'FACE_NAO_RECONHECIDA',
                Mensagem: 'Rosto não reconhecido. Use a matrícula e o PIN para registrar o ponto.',
              },
            }
          : env({
              nome: 'Paula Andrade',
              nsr: 121,
              dataHora: '2026-11-16T13:31:00.000Z',
              hora: '10:31',
              comprovante: 'ABCDEF0123456789ABCD',
              repetida: false,
              offline: false,
            }),
      'POST /api/quiosque/aparelho/identificar': () =>
        env({ nome: 'Paula Andrade', iniciais: 'PA', foto: null, matricula: '1003' }),
    });
    renderComProviders(<QuiosquePage />);
    await userEvent.type(await screen.findByLabelText('Matrícula'), '1003');
    await userEvent.click(screen.getByRole('button', { name: 'Capturar rosto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rosto capturado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rosto não reconhecido');
    expect(screen.getByLabelText('Matrícula')).toHaveValue('1003');
    await userEvent.type(screen.getByLabelText('PIN'), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar marcação' }));
    expect(await screen.findByText('Comprovante: ABCDEF0123456789ABCD')).toBeInTheDocument();
    const marcacoes = chamadas.filter((c) => c.url.pathname.endsWith('/marcar'));
    expect(marcacoes.map((c) => (c.body as { metodo: string }).metodo)).toEqual(['face', 'pin']);
    expect(marcacoes[0]?.body).toMatchObject({ face: { descritor: [0.1, 0.2], vivacidade: 0.9 } });
  });
});
