import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { preferenciasLayout } from '../src/app/layout/layout-preferences.ts';
import { sessaoStore } from '../src/app/session/session-store.ts';

// Páginas entram por lazy(): a primeira transformação do chunk no Vitest passa de 1 s às vezes.
configure({ asyncUtilTimeout: 5000 });

// O componente dos avisos desce sob demanda (notificacoes-sob-demanda.tsx): carregado aqui, um
// teste com timers falsos não depende de quanto a primeira transformação do módulo demora.
await import('../src/app/notificacoes-componente.ts');

// Cada teste começa sem sessão, com o layout padrão e o fetch e os timers reais.
beforeEach(() => {
  localStorage.clear();
  sessaoStore.recarregar();
  preferenciasLayout.recarregar();
});

afterEach(() => {
  cleanup();
  cleanNotifications();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
