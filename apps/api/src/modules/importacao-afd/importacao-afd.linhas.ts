import type { TerminadorLinhaAfd } from '@jornada/domain';

/** Uma linha física do arquivo: bytes sem o LF (com o CR, se houver: o leitor confere o fim). */
export type LinhaRecebida = {
  numero: number;
  bytes: Uint8Array;
  terminador: TerminadorLinhaAfd | undefined;
};

/**
 * Maior linha guardada: o maior registro de AFD tem 302 caracteres. De uma linha mais longa só se
 * guardam os primeiros bytes (o leitor a acusa pelo tamanho), para que um arquivo sem LF não
 * acumule na memória.
 */
export const MAIOR_LINHA = 1024;

const LF = 0x0a;

/**
 * Quebra um fluxo de bytes em linhas no LF, sem nunca guardar mais que uma linha (e o pedaço
 * recebido). `aoReceber` vê cada pedaço como chegou (ex.: o SHA-256 do arquivo).
 */
export async function* linhasDoFluxo(
  fluxo: AsyncIterable<Uint8Array>,
  aoReceber: (pedaco: Uint8Array) => void = () => {},
): AsyncGenerator<LinhaRecebida> {
  let pendente = new Uint8Array(0);
  let numero = 0;
  const juntar = (parte: Uint8Array) => {
    const espaco = MAIOR_LINHA - pendente.length;
    if (espaco <= 0) return;
    const corte = parte.subarray(0, espaco);
    const nova = new Uint8Array(pendente.length + corte.length);
    nova.set(pendente);
    nova.set(corte, pendente.length);
    pendente = nova;
  };
  for await (const pedaco of fluxo) {
    aoReceber(pedaco);
    let inicio = 0;
    for (let fim = pedaco.indexOf(LF, inicio); fim !== -1; fim = pedaco.indexOf(LF, inicio)) {
      numero += 1;
      const parte = pedaco.subarray(inicio, fim);
      if (pendente.length === 0)
        yield { numero, bytes: parte.slice(0, MAIOR_LINHA), terminador: undefined };
      else {
        juntar(parte);
        yield { numero, bytes: pendente, terminador: undefined };
        pendente = new Uint8Array(0);
      }
      inicio = fim + 1;
    }
    juntar(pedaco.subarray(inicio));
  }
  if (pendente.length > 0) yield { numero: numero + 1, bytes: pendente, terminador: 'nenhum' };
}
