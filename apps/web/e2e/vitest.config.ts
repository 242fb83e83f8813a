import { defineConfig } from 'vitest/config';

// Fluxos ponta a ponta no Chromium real (playwright-core + /usr/bin/chromium) contra o servidor real.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // Um navegador real numa máquina de 2 núcleos dividida com o servidor tem latência variável:
    // um fluxo pode ser repetido uma vez (o relatório marca "retry x1", visível no log do CI).
    // Uma falha que se repete continua vermelha.
    retry: 1,
  },
});
