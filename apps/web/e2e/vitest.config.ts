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
  },
});
