// Service worker das notificações (Web Push + VAPID). Só trata push e clique: não intercepta
// requisições nem guarda cache, para nunca servir dado de um usuário a outro.

type DadosPush = {
  titulo?: string;
  title?: string;
  mensagem?: string;
  body?: string;
  url?: string;
};
type EventoPush = Event & {
  data: { json: () => unknown; text: () => string } | null;
  waitUntil: (promessa: Promise<unknown>) => void;
};
type EventoClique = Event & {
  notification: Notification & { data?: { url?: string } };
  waitUntil: (promessa: Promise<unknown>) => void;
};
type JanelaCliente = { url: string; focus: () => Promise<unknown> };
type EscopoSw = {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll: (opcoes: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<JanelaCliente[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  addEventListener: (tipo: string, ouvinte: (evento: Event) => void) => void;
};

const sw = self as unknown as EscopoSw;

const lerDados = (evento: EventoPush): DadosPush => {
  if (!evento.data) return {};
  try {
    return (evento.data.json() ?? {}) as DadosPush;
  } catch {
    return { mensagem: evento.data.text() };
  }
};

sw.addEventListener('push', (e) => {
  const evento = e as EventoPush;
  const dados = lerDados(evento);
  evento.waitUntil(
    sw.registration.showNotification(dados.titulo ?? dados.title ?? 'Jornada', {
      body: dados.mensagem ?? dados.body ?? '',
      icon: '/favicon.svg',
      lang: 'pt-BR',
      data: { url: dados.url ?? '/' },
    }),
  );
});

sw.addEventListener('notificationclick', (e) => {
  const evento = e as EventoClique;
  evento.notification.close();
  // Só abre endereços do próprio Jornada: um payload nunca leva a pessoa a outro site.
  const pedido = new URL(evento.notification.data?.url ?? '/', sw.registration.scope);
  const raiz = new URL('/', sw.registration.scope);
  const destino = pedido.origin === raiz.origin ? pedido.href : raiz.href;
  evento.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((janelas) => {
      const aberta = janelas.find((janela) => janela.url.startsWith(raiz.href));
      return aberta ? aberta.focus() : sw.clients.openWindow(destino);
    }),
  );
});
