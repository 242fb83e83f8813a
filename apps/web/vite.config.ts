import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { modelosFaciais } from './vite-modelos-faciais.ts';

const comprimirBr = promisify(brotliCompress);
const comprimirGz = promisify(gzip);

/** Texto que o navegador baixa; mapas de código só abrem nas ferramentas do desenvolvedor. */
const EXTENSOES = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Abaixo disso o cabeçalho e a ida ao disco custam mais que a compressão economiza. */
const MINIMO_BYTES = 1024;

const listar = async (pasta: string): Promise<string[]> => {
  const entradas = await readdir(pasta, { withFileTypes: true, recursive: true });
  return entradas
    .filter((e) => e.isFile() && EXTENSOES.test(e.name))
    .map((e) => join(e.parentPath, e.name));
};

const precomprimirArquivo = async (arquivo: string) => {
  if ((await stat(arquivo)).size < MINIMO_BYTES) return;
  const original = await readFile(arquivo);
  const [br, gz] = await Promise.all([
    comprimirBr(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    comprimirGz(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Só grava a versão que de fato encolhe: o servidor cai no original quando ela falta.
  await Promise.all([
    br.length < original.length ? writeFile(`${arquivo}.br`, br) : undefined,
    gz.length < original.length ? writeFile(`${arquivo}.gz`, gz) : undefined,
  ]);
};

/**
 * Grava, ao lado de cada arquivo de texto do build, as versões brotli (qualidade máxima) e gzip
 * (nível 9): comprime-se uma vez no build, e a API só escolhe a versão que o navegador aceita
 * (apps/api/src/shared/web.ts), sem gastar CPU por requisição. node:zlib, sem dependências; as
 * compressões correm em paralelo no pool de threads do libuv.
 */
const precomprimir = (): Plugin => ({
  name: 'jornada:precomprimir',
  apply: 'build',
  async writeBundle({ dir }) {
    if (!dir) return;
    await Promise.all((await listar(dir)).map(precomprimirArquivo));
  },
});

const PASTA_MODELOS_FACIAIS = join(
  import.meta.dirname,
  '../../node_modules/@vladmandic/human/models',
);

// Em desenvolvimento o Vite serve o app e repassa /api à API (porta 8080); em produção a própria
// API serve o dist/ e o fallback do SPA.
export default defineConfig({
  plugins: [
    react(),
    precomprimir(),
    // Os modelos faciais vêm no pacote npm da biblioteca (sem download em tempo de execução).
    modelosFaciais((arquivo) => readFile(join(PASTA_MODELOS_FACIAIS, arquivo))),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // O tamanho comprimido de verdade sai do plugin precomprimir (.br e .gz ao lado de cada arquivo).
    reportCompressedSize: false,
  },
});
