import { findUuidDispositivo, gravarTokenPush } from '../../../app/session/session-storage.ts';
import { findChavePublicaVapid, registrarInscricaoPush } from './push.api.ts';
import urlServiceWorker from './service-worker.ts?worker&url';

export const MENSAGEM_PUSH_DESLIGADO =
  'Para podermos te notificar, ative a opção de receber notificações no seu navegador.';

/** Spec §9: telas de até 768 px não configuram notificações. */
export const LARGURA_MAXIMA_SEM_PUSH = 768;

export type ResultadoPush = 'inscrito' | 'mobile' | 'sem-suporte' | 'permissao-negada';
export type EstadoPush = 'mobile' | 'sem-suporte' | NotificationPermission;

/** Chave VAPID (base64url) para o applicationServerKey do PushManager. */
export const base64UrlParaBytes = (texto: string): Uint8Array<ArrayBuffer> => {
  const base64 = texto.replace(/-/g, '+').replace(/_/g, '/');
  const completo = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(completo), (c) => c.charCodeAt(0));
};

const isSuportado = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** Em que pé está o push neste navegador, sem perguntar nada à pessoa. */
export const estadoPush = (largura: number): EstadoPush => {
  if (largura <= LARGURA_MAXIMA_SEM_PUSH) return 'mobile';
  if (!isSuportado()) return 'sem-suporte';
  return Notification.permission;
};

/** O worker fica fora do escopo da página (/assets/): `ready` não serve; espera o ativo. */
const aguardarAtivo = (registro: ServiceWorkerRegistration): Promise<ServiceWorker> => {
  if (registro.active) return Promise.resolve(registro.active);
  const worker = registro.installing ?? registro.waiting;
  if (!worker) return Promise.reject(new Error('service worker sem instalação'));
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') reject(new Error('service worker descartado'));
    });
  });
};

/**
 * Web Push (spec §3, §7): registra o service worker, pede permissão, inscreve o navegador com a
 * chave VAPID do nosso servidor e guarda o endpoint (no lugar do firebaseToken) e o uuid do
 * dispositivo. Pulado em telas de até 768 px. Permissão negada → quem chama mostra o aviso.
 * Com a permissão ainda não decidida, o pedido ao navegador só sai de um clique da pessoa
 * (botão "Ativar notificações"): pedir sozinho, logo após o login, é bloqueado ou ignorado pelos
 * navegadores e atrapalha a navegação.
 * Falhas do serviço de push do navegador rejeitam, e quem chama decide (o app segue sem avisos).
 */
export const configurarNotificacoesPush = async (largura: number): Promise<ResultadoPush> => {
  const estado = estadoPush(largura);
  if (estado === 'mobile' || estado === 'sem-suporte') return estado;
  const permissao =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permissao !== 'granted') return 'permissao-negada';

  const registro = await navigator.serviceWorker.register(urlServiceWorker);
  await aguardarAtivo(registro);
  const existente = await registro.pushManager.getSubscription();
  const inscricao =
    existente ??
    (await registro.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlParaBytes(await findChavePublicaVapid()),
    }));
  const { endpoint, keys } = inscricao.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('inscrição de push incompleta');
  await registrarInscricaoPush(findUuidDispositivo(), {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  gravarTokenPush(endpoint);
  return 'inscrito';
};

/** No logout: o navegador deixa de receber avisos da conta que saiu. */
export const cancelarInscricaoLocal = async (): Promise<void> => {
  if (!isSuportado()) return;
  const registros = await navigator.serviceWorker.getRegistrations();
  for (const registro of registros) {
    const inscricao = await registro.pushManager.getSubscription();
    await inscricao?.unsubscribe();
  }
};
