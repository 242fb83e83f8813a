import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// Por um módulo nosso, e não import('@mantine/notifications'): o pacote inteiro viraria um
// chunk dinâmico, e o store (que o toast usa desde o início) desceria dentro dele.
const Notifications = lazy(async () => ({
  default: (await import('./notificacoes-componente.ts')).Notifications,
}));

/**
 * Os avisos (toast.ts) vão para o store do @mantine/notifications, que é pequeno; o componente
 * que os desenha (transições, portal, RemoveScroll) só desce com o primeiro aviso: a tela de
 * login abre sem ele. Montado, lê o store e mostra o que já estava na fila.
 */
export const NotificacoesSobDemanda = (props: NotificationsProps) => {
  const temAvisos = useNotifications().notifications.length > 0;
  const [isUsado, setUsado] = useState(temAvisos);
  useEffect(() => {
    if (temAvisos) setUsado(true);
  }, [temAvisos]);
  if (!temAvisos && !isUsado) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
};
