// Service worker do Jornada: guarda o "casco" do app (HTML, JS, CSS, ícones) para o registro de
// ponto (#/dashboard/minhas-rotinas/web-ponto) abrir sem rede. A API (/api/) nunca passa pelo
// cache: sem rede a marcação vai para a fila off-line (IndexedDB) da própria tela.
const CACHE = 'jornada-app-v1';
const CASCO = [
  '/',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon.svg',
  '/icons/icon-maskable.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

const guardarTodos = async (urls) => {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      try {
        const resposta = await fetch(url, { cache: 'no-cache' });
        if (resposta.ok) await cache.put(url, resposta);
      } catch {
        // Um recurso que falhe não impede os demais de ficarem guardados.
      }
    }),
  );
};

/** Os scripts e estilos que o index.html referencia (nomes com hash do build). */
const recursosDoIndex = async () => {
  try {
    const html = await (await fetch('/', { cache: 'no-cache' })).text();
    return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  } catch {
    return [];
  }
};

self.addEventListener('install', (evento) => {
  evento.waitUntil(
    (async () => {
      await guardarTodos([...CASCO, ...(await recursosDoIndex())]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (evento) => {
  evento.waitUntil(
    (async () => {
      const nomes = await caches.keys();
      await Promise.all(nomes.filter((n) => n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (evento) => {
  const dados = evento.data;
  if (dados && dados.tipo === 'guardar' && Array.isArray(dados.urls)) {
    evento.waitUntil(guardarTodos(dados.urls.filter((u) => typeof u === 'string')));
  }
});

const isDoApp = (url) => url.origin === self.location.origin && !url.pathname.startsWith('/api/');

self.addEventListener('fetch', (evento) => {
  const pedido = evento.request;
  if (pedido.method !== 'GET') return;
  const url = new URL(pedido.url);
  if (!isDoApp(url)) return;

  if (pedido.mode === 'navigate') {
    // Rede primeiro (versão nova do app); sem rede, o index.html guardado (SPA).
    evento.respondWith(
      (async () => {
        try {
          const resposta = await fetch(pedido);
          if (resposta.ok) {
            const cache = await caches.open(CACHE);
            await cache.put('/', resposta.clone());
          }
          return resposta;
        } catch {
          const guardado = await caches.match('/');
          return guardado ?? Response.error();
        }
      })(),
    );
    return;
  }

  // Arquivos do build têm hash no nome: o guardado vale; o que faltar vem da rede e fica guardado.
  evento.respondWith(
    (async () => {
      const guardado = await caches.match(pedido, {
        ignoreSearch: url.pathname.startsWith('/assets/'),
      });
      if (guardado) return guardado;
      const resposta = await fetch(pedido);
      if (resposta.ok && resposta.type === 'basic') {
        const cache = await caches.open(CACHE);
        await cache.put(pedido, resposta.clone());
      }
      return resposta;
    })(),
  );
});
