import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // Os arquivos de um mesmo worker reaproveitam os módulos já importados (o app inteiro leva
    // ~5 s para carregar); cada arquivo continua com o seu banco e o seu app (test-db.ts).
    isolate: false,
    hookTimeout: 180_000,
  },
});
