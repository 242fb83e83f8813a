// Empacota a API (apps/api/src/server.ts e os pacotes @jornada/* que ela usa) num arquivo só,
// apps/api/dist/server.mjs, com o esbuild: o `npm start` sobe com `node` puro, sem transpilar
// TypeScript a cada subida. As dependências de node_modules ficam de fora (importadas em tempo
// de execução, como no desenvolvimento). `NODE_OPTIONS=--enable-source-maps` mostra as pilhas
// de erro nas fontes .ts (o mapa fica ao lado do arquivo).
import { join } from 'node:path';
import { build } from 'esbuild';

const api = join(import.meta.dirname, '..', 'apps', 'api');
export const SAIDA_API = join(api, 'dist', 'server.mjs');

/**
 * Empacota `entrada` em `saida` como o `npm start` sobe a API. `saida` precisa ficar dentro do
 * repositório: as dependências externas são achadas em node_modules a partir dela.
 */
export const empacotar = (entrada, saida) =>
  build({
    entryPoints: [entrada],
    outfile: saida,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Pacotes do workspace são TypeScript: entram no arquivo; o resto vem de node_modules.
    plugins: [
      {
        name: 'dependencias-externas',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@jornada/') ? undefined : { path: a.path, external: true },
          );
        },
      },
    ],
    // Módulos CommonJS empacotados que chamam require() dentro de um ESM.
    banner: {
      js: "import { createRequire as criarRequire } from 'node:module'; const require = criarRequire(import.meta.url);",
    },
  });

export const construirApi = async () => {
  await empacotar(join(api, 'src', 'server.ts'), SAIDA_API);
  // Municípios e países (@jornada/ibge) não entram no arquivo: o pacote os lê sob demanda pelo
  // nome (@jornada/ibge/dados/*.json), que o node acha em node_modules também a partir de dist/.
};
