import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../src/app/app-providers.tsx';
import { createQueryClient } from '../src/app/query-client.ts';

/** Renderiza com os mesmos provedores do app (Mantine em modo de teste: sem portais). */
export const renderComProviders = (
  ui: ReactElement,
  queryClient: QueryClient = createQueryClient(),
) => ({
  queryClient,
  ...render(
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  ),
});
