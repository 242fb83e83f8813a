import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// semver já está na árvore (fastify, npm); sem @types, basta a função que usamos.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies: (versao: string, faixa: string, opcoes?: { includePrerelease?: boolean }) => boolean;
  minVersion: (faixa: string) => { version: string } | null;
};

const raiz = join(import.meta.dirname, '../../..');
const lerJson = <T>(arquivo: string): T => JSON.parse(readFileSync(join(raiz, arquivo), 'utf8'));

type Lock = {
  packages: Record<string, { version?: string; link?: boolean; engines?: { node?: string } }>;
};

/**
 * O README promete Node 20.19+ ou 22.13+ (engines da raiz): o menor Node de cada linha tem de
 * satisfazer o `engines.node` de todo pacote instalado, senão o `npm ci` do `npm start` avisa
 * EBADENGINE (e o pacote pode usar API que o Node 20 não tem).
 */
const menoresVersoesPrometidas = (faixa: string): string[] =>
  faixa.split('||').map((parte) => semver.minVersion(parte.trim())!.version);

const pacotesQueExcluem = (lock: Lock, versoes: string[]) =>
  Object.entries(lock.packages).flatMap(([caminho, p]) => {
    const faixa = p.engines?.node;
    if (!caminho || p.link || !faixa) return [];
    const fora = versoes.filter((v) => !semver.satisfies(v, faixa, { includePrerelease: true }));
    return fora.length ? [`${caminho}@${p.version} (engines.node "${faixa}" exclui ${fora})`] : [];
  });

describe('versão do Node prometida no README', () => {
  const raizPkg = lerJson<{ engines: { node: string } }>('package.json');
  const versoes = menoresVersoesPrometidas(raizPkg.engines.node);

  it('a raiz promete 20.19.0 e 22.13.0', () => {
    expect(versoes).toEqual(['20.19.0', '22.13.0']);
  });

  it('nenhum pacote do package-lock.json exclui essas versões (sem EBADENGINE)', () => {
    expect(pacotesQueExcluem(lerJson<Lock>('package-lock.json'), versoes)).toEqual([]);
  });
});
