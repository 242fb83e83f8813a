import { describe, expect, it } from 'vitest';
import { createUmaPorLote } from './gravacao-em-lote.ts';

describe('createUmaPorLote', () => {
  it('quem pede durante uma execução recebe a próxima, nunca uma começada antes do pedido', async () => {
    const execucoes: string[] = [];
    const ler = createUmaPorLote(async (chave) => {
      const numero = execucoes.push(chave);
      await new Promise((r) => setTimeout(r, 5));
      return `${chave}#${numero}`;
    });
    const primeira = ler('empresa-1');
    // Chegam enquanto a primeira está em andamento: uma execução só para as duas.
    const [segunda, terceira] = [ler('empresa-1'), ler('empresa-1')];
    const outraChave = ler('empresa-2');
    expect(await Promise.all([primeira, segunda, terceira, outraChave])).toEqual([
      'empresa-1#1',
      'empresa-1#3',
      'empresa-1#3',
      'empresa-2#2',
    ]);
    expect(execucoes).toEqual(['empresa-1', 'empresa-2', 'empresa-1']);
  });
});
