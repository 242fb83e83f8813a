import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Projetos de teste: cada um roda isolado pelo scripts/test.mjs, que soma as contagens.
export default defineConfig({
  test: {
    // O padrão do Vitest é um worker a menos que os núcleos: numa máquina de 2 núcleos, um só, e o
    // outro núcleo fica ocioso (o processo principal só coordena). Um arquivo por núcleo.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Prazo, não medida: a CLI sobe processos, lentos numa máquina de 2 núcleos ocupada.
          testTimeout: 30_000,
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
