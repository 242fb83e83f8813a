import { screen, within } from '@testing-library/react';
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
});
