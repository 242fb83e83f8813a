import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { QuiosquesPage } from './quiosques-page.tsx';

const env = <T,>(data: T) => ({ body: { success: true, data, error: null, message: null } });
const dispositivo = {
  id: 3,
  nome: 'Entrada da loja',
  filialId: 1,
  filialNome: 'Loja Centro',
  metodos: ['pin', 'cracha'],
  latitude: null,
  longitude: null,
  fotoEvidencia: false,
  status: 'aguardando',
  ativadoEm: null,
  vistoEm: null,
  codigoExpiraEm: null,
};
const filiais = [{ id: 1, nome: 'Loja Centro' }];

afterEach(() => vi.unstubAllGlobals());

describe('cadastro de quiosques (RH)', () => {
  it('lista os aparelhos e gera o código de ativação', async () => {
    instalarFakeFetch({
      'GET /api/quiosque/dispositivos': () => env({ dispositivos: [dispositivo], filiais }),
      'POST /api/quiosque/dispositivos/3/codigo': () =>
        env({ codigo: 'K7MP2XQ9', expiraEm: '2026-11-16T13:45:00.000Z' }),
    });
    renderComProviders(<QuiosquesPage />);
    const linha = (await screen.findByText('Entrada da loja')).closest('tr')!;
    expect(within(linha).getByText('Aguardando ativação')).toBeInTheDocument();
    expect(within(linha).getByText('Matrícula e PIN, Crachá (leitor)')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Gerar código de ativação de Entrada da loja' }),
    );
    expect(await screen.findByLabelText('Código de ativação')).toHaveTextContent('K7MP2XQ9');
  });

  it('sem aparelhos mostra o estado vazio; o formulário exige nome e filial', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/quiosque/dispositivos': () => env({ dispositivos: [], filiais }),
    });
    renderComProviders(<QuiosquesPage />);
    expect(await screen.findByText('Nenhum quiosque cadastrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo quiosque' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do quiosque.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a filial.')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('PIN e cartões: redefine o PIN, emite o cartão para imprimir e revoga', async () => {
    let temCartao = false;
    const pessoa = () => ({
      usuarioId: 12,
      nome: 'Paula Andrade',
      matricula: '1003',
      temPin: true,
      pinDefinidoEm: '2026-11-10T12:00:00.000Z',
      temCartao,
    });
    const { chamadas } = instalarFakeFetch({
      'GET /api/quiosque/dispositivos': () => env({ dispositivos: [], filiais }),
      'GET /api/quiosque/pessoas': () => env([pessoa()]),
      'PUT /api/quiosque/pessoas/12/pin': () => env(null),
      'POST /api/quiosque/pessoas/12/cartao': () => {
        temCartao = true;
        return env({ conteudo: 'JQC.2.12.segredo', nome: 'Paula Andrade', matricula: '1003' });
      },
      'DELETE /api/quiosque/pessoas/12/cartao': () => {
        temCartao = false;
        return env(null);
      },
    });
    renderComProviders(<QuiosquesPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'PIN e cartões' }));
    const linha = (await screen.findByText('Paula Andrade')).closest('tr')!;
    expect(within(linha).getByText('Definido em 10/11/2026')).toBeInTheDocument();
    expect(within(linha).getByText('Sem cartão')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Redefinir PIN de Paula Andrade' }));
    await userEvent.type(await screen.findByLabelText('Novo PIN'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir PIN' }));
    expect(await screen.findByText('O novo PIN deve ter de 4 a 6 dígitos.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Novo PIN'), '34');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir PIN' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({ pin: '1234' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Emitir cartão de Paula Andrade' }));
    const cartao = await screen.findByRole('img', { name: 'Cartão QR de Paula Andrade' });
    expect(cartao).toHaveTextContent('Matrícula 1003');
    expect(within(cartao).getByRole('img', { name: 'QR do cartão' })).toBeInTheDocument();
    const imprimir = vi.fn();
    vi.stubGlobal('print', imprimir);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir cartão' }));
    expect(imprimir).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Revogar cartão de Paula Andrade' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Sem cartão')).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
