/**
 * Instalação do registro de ponto como aplicativo (PWA): o manifesto em pt-BR e o service worker
 * (public/sw.js) que guarda o app para a tela de ponto abrir sem rede. Só no app compilado: no
 * servidor de desenvolvimento do Vite (com HMR) os módulos mudam a cada edição e não devem ficar
 * em cache.
 */
const MANIFESTO = '/manifest.webmanifest';
const SERVICE_WORKER = '/sw.js';

const garantirLinkManifesto = () => {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFESTO;
  document.head.append(link);
  const cor = document.createElement('meta');
  cor.name = 'theme-color';
  cor.content = '#4263eb';
  document.head.append(cor);
};

/** Recursos do próprio site já carregados (inclui os chunks sob demanda desta tela). */
const recursosCarregados = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entrada) => new URL(entrada.name, window.location.href))
    .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname);

export const registrarPwa = async (): Promise<void> => {
  garantirLinkManifesto();
  if (import.meta.hot || typeof navigator.serviceWorker?.register !== 'function') return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
    const registro = await navigator.serviceWorker.ready;
    registro.active?.postMessage({ tipo: 'guardar', urls: recursosCarregados() });
  } catch {
    // Sem service worker o ponto segue funcionando on-line; a fila off-line vive no IndexedDB.
  }
};
