import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Prazo, não medida: telas com muitos passos passam de 5 s numa máquina de 2 núcleos ocupada.
    testTimeout: 30_000,
  },
});
