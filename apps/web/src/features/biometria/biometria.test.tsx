import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { BiometriaAdminPage } from './biometria-admin-page.tsx';
import { MinhaBiometriaPage } from './minha-biometria-page.tsx';

const LIMITE = { timeout: 30_000 };
const B = '/api/biometria';
const ok = (data: unknown) => ({ body: { success: true, data, error: null, message: null } });

const paula = (cadastrado: boolean) => ({
  usuarioId: 7,
  nome: 'Paula Andrade',
  matricula: '0007',
  cadastrado,
  cadastradoEm: cadastrado ? '2026-11-16T13:30:00.000Z' : null,
  amostras: cadastrado ? 3 : null,
  consentimento: cadastrado
    ? {
        id: 1,
        versaoTermo: '2026-11-v1',
        concedidoEm: '2026-11-16T13:30:00.000Z',
        coletadoPor: 'Rita RH',
      }
    : null,
});
const bruno = { ...paula(false), usuarioId: 8, nome: 'Bruno Lima', matricula: '0008' };

afterEach(() => vi.unstubAllGlobals());

describe('biometria facial do RH', LIMITE, () => {
  it('lista as pessoas com a situação e filtra pelo nome', async () => {
    instalarFakeFetch({ [`GET ${B}/pessoas`]: () => ok([paula(true), bruno]) });
    renderComProviders(<BiometriaAdminPage />);
    const linha = (await screen.findByText('Paula Andrade')).closest('tr')!;
    expect(within(linha).getByText('Cadastrada em 16/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Não cadastrada')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar colaborador'), 'bruno');
    expect(screen.queryByText('Paula Andrade')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar colaborador'));
    await userEvent.type(screen.getByLabelText('Buscar colaborador'), 'ninguém');
    expect(await screen.findByText('Nenhum colaborador encontrado')).toBeInTheDocument();
  });

  it('só abre a câmera depois do consentimento e avisa quando a câmera é negada', async () => {
    instalarFakeFetch({ [`GET ${B}/pessoas`]: () => ok([bruno]) });
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('negado', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderComProviders(<BiometriaAdminPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cadastrar rosto de Bruno Lima' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Cadastrar rosto de Bruno Lima' });
    expect(
      within(modal).getByText(/Termo de consentimento para biometria facial/),
    ).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Iniciar captura' }));
    expect(
      within(modal).getByText('Marque o consentimento da pessoa para continuar.'),
    ).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(
      within(modal).getByLabelText(
        'Bruno Lima leu o termo e consente com o uso do rosto para marcar o ponto',
      ),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Iniciar captura' }));
    expect(await within(modal).findByText('Câmera negada')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledOnce();
  });

  it('exclui a biometria depois de confirmar', async () => {
    let cadastrado = true;
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/pessoas`]: () => ok([paula(cadastrado)]),
      [`DELETE ${B}/pessoas/7`]: () => {
        cadastrado = false;
        return ok(paula(false));
      },
    });
    renderComProviders(<BiometriaAdminPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir biometria de Paula Andrade' }),
    );
    const confirmar = await screen.findByRole('dialog', { name: 'Excluir biometria facial' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não cadastrada')).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('minha biometria facial', LIMITE, () => {
  it('mostra o consentimento e revoga depois de confirmar', async () => {
    let cadastrado = true;
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/minha`]: () => ok(paula(cadastrado)),
      [`POST ${B}/minha/revogar`]: () => {
        cadastrado = false;
        return ok(paula(false));
      },
    });
    renderComProviders(<MinhaBiometriaPage />);
    expect(await screen.findByText('Você tem biometria facial cadastrada.')).toBeInTheDocument();
    expect(screen.getByText(/coletado por Rita RH/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revogar consentimento' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Revogar consentimento' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Sem biometria facial')).toBeInTheDocument();
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.pathname === `${B}/minha/revogar`)).toBe(true),
    );
  });
});
