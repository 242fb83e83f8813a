import { defineConfig } from 'vitest/config';

// Projetos de teste: cada um roda isolado pelo scripts/test.mjs, que soma as contagens.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/cli/**/*.test.ts',
          ],
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
