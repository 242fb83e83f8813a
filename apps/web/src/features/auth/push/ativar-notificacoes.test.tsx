import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../../test/fake-api.ts';
import { entrarComo, renderApp } from '../../../../test/render-app.tsx';

const MENSAGEM =
  'Para podermos te notificar, ative a opção de receber notificações no seu navegador.';

const simularPermissao = (permission: NotificationPermission, resposta = permission) => {
  const requestPermission = vi.fn().mockResolvedValue(resposta);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register: vi.fn() } });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { requestPermission };
};

describe('notificações no painel', () => {
  it('permissão negada: depois de entrar, mostra o aviso do spec', async () => {
    simularPermissao('denied');
    instalarFakeFetch({});
    entrarComo();
    renderApp('/#/primeiro-acesso');
    expect(await screen.findByText(MENSAGEM)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar notificações' })).toBeNull();
  });

  it('permissão por decidir: o pedido só sai do clique em "Ativar notificações"', async () => {
    const { requestPermission } = simularPermissao('default', 'denied');
    instalarFakeFetch({});
    entrarComo();
    renderApp('/#/primeiro-acesso');
    const botao = await screen.findByRole('button', { name: 'Ativar notificações' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(botao);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(MENSAGEM)).toBeInTheDocument();
  });
});
