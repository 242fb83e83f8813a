import { createTheme } from '@mantine/core';

export const tema = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // Foco sempre visível ao navegar pelo teclado (e só nele, para não poluir o clique).
  focusRing: 'auto',
});
