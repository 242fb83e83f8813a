// Encadeamento SHA-256 do registro tipo 7 (leiaute do AFD, campo 8): entram, nesta ordem, NSR,
// tipo, data-hora da marcação, CPF, data-hora da gravação, coletor, on/off-line e o hash do
// registro anterior "caso exista". A forma da concatenação não está no texto oficial; a convenção
// adotada (legal-br.md §1.3.8, não verificada) é: bytes ISO-8859-1 das posições 001–073 tal como
// gravadas, seguidos dos 64 hexadecimais do hash do tipo 7 anterior da mesma cadeia (mesmo
// estabelecimento, ordem de NSR); nada é acrescentado na primeira marcação; hexadecimal minúsculo.

import { encodeLatin1 } from './latin1.ts';
import { montarCamposMarcacaoRepP } from './registros.ts';
import type { DadosMarcacaoRepP, MarcacaoRepPAfd, Sha256Hex } from './tipos.ts';

const PADRAO_HASH = /^[0-9a-fA-F]{64}$/;

/** Hash de uma posição 001–073 já gravada, dado o hash anterior tal como escrito no arquivo. */
export const calcularHashCampos = (
  campos: string,
  hashAnterior: string | null,
  sha256: Sha256Hex,
): string => sha256(encodeLatin1(campos + (hashAnterior ?? ''))).toLowerCase();

/**
 * Hash SHA-256 de uma marcação de REP-P, calculado uma vez no momento da marcação e guardado:
 * vai no AFD (tipo 7, campo 8) e no comprovante do trabalhador (Portaria 671 art. 79 VIII).
 * `hashAnterior` é o hash da marcação anterior do estabelecimento, ou `null` na primeira.
 */
export const calcularHashMarcacao = (
  marcacao: DadosMarcacaoRepP,
  hashAnterior: string | null,
  sha256: Sha256Hex,
): string => {
  if (hashAnterior !== null && !PADRAO_HASH.test(hashAnterior)) {
    throw new Error('hash anterior inválido: esperados 64 hexadecimais');
  }
  return calcularHashCampos(montarCamposMarcacaoRepP(marcacao), hashAnterior, sha256);
};

/**
 * Encadeia uma sequência de marcações (em ordem de NSR) a partir de `hashAnterior` — `null` quando
 * a cadeia começa nela; num recorte do AFD, o último hash guardado antes do recorte.
 */
export const encadearMarcacoes = (
  marcacoes: readonly DadosMarcacaoRepP[],
  hashAnterior: string | null,
  sha256: Sha256Hex,
): MarcacaoRepPAfd[] => {
  let anterior = hashAnterior;
  return marcacoes.map((marcacao) => {
    const hash = calcularHashMarcacao(marcacao, anterior, sha256);
    anterior = hash;
    return { ...marcacao, tipo: '7', hash };
  });
};
