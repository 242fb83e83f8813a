import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** Roda `jornada <args>` num processo próprio, da raiz do repositório, com `entrada` no stdin. */
export const executarJornada = (args: readonly string[], entrada = '') =>
  spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: RAIZ,
    input: entrada,
    encoding: 'utf8',
  });

/** Entrada inválida pelo contrato: saída 2, stdout vazio, uma linha em pt-BR que cita o campo. */
export const esperarEntradaInvalida = (
  r: ReturnType<typeof executarJornada>,
  campo: string,
): void => {
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  const linhas = r.stderr.split('\n').filter((l) => l.startsWith('jornada:'));
  expect(linhas).toHaveLength(1);
  expect(linhas[0]).toContain(campo);
  expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
};
