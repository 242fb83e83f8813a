import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';
import { sessaoStore } from './session/session-store.ts';

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  // A sessão gravada vai cifrada: lê-la é assíncrono, e o guarda espera (route-guard.tsx).
  useEffect(() => {
    void sessaoStore.hidratar();
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
