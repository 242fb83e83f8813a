import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../../test/fake-api.ts';
import { CHAVES_SESSAO } from '../../../app/session/session-storage.ts';
import {
  base64UrlParaBytes,
  configurarNotificacoesPush,
  MENSAGEM_PUSH_DESLIGADO,
} from './notificacoes-push.ts';

const CHAVE_VAPID =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

type Permissao = 'default' | 'granted' | 'denied';

/** Navegador com Service Worker, Push API e Notification, no estado pedido. */
const simularNavegador = ({
  permissao,
  resposta,
}: {
  permissao: Permissao;
  resposta?: Permissao;
}) => {
  const subscribe = vi.fn().mockResolvedValue({
    toJSON: () => ({
      endpoint: 'https://push.exemplo.com/envio/abc',
      keys: { p256dh: 'chave-p256dh-do-navegador', auth: 'segredo-auth' },
    }),
  });
  const registro = {
    active: {},
    pushManager: { getSubscription: vi.fn().mockResolvedValue(null), subscribe },
  };
  const register = vi.fn().mockResolvedValue(registro);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn().mockResolvedValue(resposta ?? permissao);
  vi.stubGlobal('Notification', { permission: permissao, requestPermission });
  return { register, subscribe, requestPermission };
};

afterEach(() => vi.unstubAllGlobals());

describe('notificações Web Push (spec §3, §7, §9)', () => {
  it('telas de até 768 px não configuram push', async () => {
    const { register } = simularNavegador({ permissao: 'granted' });
    expect(await configurarNotificacoesPush(768)).toBe('mobile');
    expect(register).not.toHaveBeenCalled();
  });

  it('navegador sem Push API segue sem avisos', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(await configurarNotificacoesPush(1280)).toBe('sem-suporte');
  });

  it('permissão negada não inscreve (quem chama mostra o aviso do spec)', async () => {
    const { register } = simularNavegador({ permissao: 'default', resposta: 'denied' });
    expect(await configurarNotificacoesPush(1280)).toBe('permissao-negada');
    expect(register).not.toHaveBeenCalled();
    expect(MENSAGEM_PUSH_DESLIGADO).toBe(
      'Para podermos te notificar, ative a opção de receber notificações no seu navegador.',
    );
  });

  it('com permissão, inscreve com a chave VAPID do servidor e guarda o token e o uuid', async () => {
    const { subscribe, register } = simularNavegador({ permissao: 'granted' });
    const { chamadas } = instalarFakeFetch({
      'GET /api/auth/push/chave-publica': () => ({
        body: { success: true, data: { publicKey: CHAVE_VAPID }, error: null, message: null },
      }),
      'POST /api/auth/push/inscricao': () => ({
        body: { success: true, data: null, error: null, message: null },
      }),
    });
    expect(await configurarNotificacoesPush(1280)).toBe('inscrito');
    expect(register).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlParaBytes(CHAVE_VAPID),
    });
    const inscricao = chamadas.find((c) => c.url.pathname === '/api/auth/push/inscricao');
    const uuid = JSON.parse(localStorage.getItem(CHAVES_SESSAO.uuid) ?? '""');
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(inscricao?.body).toEqual({
      uuid,
      subscription: {
        endpoint: 'https://push.exemplo.com/envio/abc',
        keys: { p256dh: 'chave-p256dh-do-navegador', auth: 'segredo-auth' },
      },
    });
    expect(JSON.parse(localStorage.getItem(CHAVES_SESSAO.firebaseToken) ?? 'null')).toBe(
      'https://push.exemplo.com/envio/abc',
    );
  });

  it('a chave VAPID em base64url vira os 65 bytes da chave pública', () => {
    expect(base64UrlParaBytes(CHAVE_VAPID)).toHaveLength(65);
  });
});
