import { readFileSync, writeFileSync } from 'node:fs';
import { gerarPdfHolerites, type OpcoesFixture } from './holerites-fixture.ts';

/**
 * Linha de comando do gerador (o e2e a chama): lê as opções (empresa, competência, pessoas) em
 * JSON na entrada padrão e grava o PDF no caminho dado.
 * Uso: node --import tsx apps/api/test/gerar-holerites.ts saida.pdf < opcoes.json
 */
const saida = process.argv[2];
if (!saida) {
  process.stderr.write('informe o caminho do PDF de saída\n');
  process.exit(2);
}
const opcoes = JSON.parse(readFileSync(0, 'utf8')) as OpcoesFixture;
writeFileSync(saida, await gerarPdfHolerites(opcoes));
