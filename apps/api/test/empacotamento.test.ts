import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * O `npm start` sobe a API empacotada num arquivo só (scripts/construir-api.mjs), que roda de
 * apps/api/dist: o que um pacote lê por caminho relativo ao próprio módulo quebra ali (foi o caso
 * dos municípios do IBGE, e o `npm start` parou). Aqui um módulo que usa o @jornada/ibge é
 * empacotado do mesmo jeito, dentro de apps/api/dist, e roda com `node` puro.
 */
const raiz = join(import.meta.dirname, '..', '..', '..');
const dist = join(raiz, 'apps', 'api', 'dist');
mkdirSync(dist, { recursive: true });
const pasta = mkdtempSync(join(dist, 'teste-empacotamento-'));

afterAll(() => rmSync(pasta, { recursive: true, force: true }));

type ConstruirApi = { empacotar: (entrada: string, saida: string) => Promise<unknown> };

describe('API empacotada como no npm start', () => {
  it('acha os municípios e os países do IBGE a partir de apps/api/dist', async () => {
    const entrada = join(pasta, 'entrada.ts');
    writeFileSync(
      entrada,
      "import { findMunicipio, listPaises } from '@jornada/ibge';\n" +
        'console.log(JSON.stringify([findMunicipio(3550308)?.nome, listPaises().length]));\n',
    );
    const script = pathToFileURL(join(raiz, 'scripts', 'construir-api.mjs')).href;
    const { empacotar } = (await import(script)) as ConstruirApi;
    const saida = join(pasta, 'saida.mjs');
    await empacotar(entrada, saida);
    const r = spawnSync(process.execPath, [saida], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const [saoPaulo, paises] = JSON.parse(r.stdout) as [string, number];
    expect(saoPaulo).toBe('São Paulo');
    expect(paises).toBeGreaterThan(200);
  });
});
