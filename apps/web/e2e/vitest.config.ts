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
    // Os testes calculam "hoje" no Node para escolher datas na tela; o navegador roda no fuso de
    // São Paulo (navegador.ts). No mesmo fuso, entre 21h e 0h de Brasília (0h–3h UTC) "hoje" não
    // vira o dia seguinte só do lado do teste. O servidor continua no fuso da máquina.
    env: { TZ: 'America/Sao_Paulo' },
    // Um navegador real numa máquina de 2 núcleos dividida com o servidor tem latência variável:
    // um fluxo pode ser repetido uma vez (o relatório marca "retry x1", visível no log do CI).
    // Uma falha que se repete continua vermelha.
    retry: 1,
  },
});
