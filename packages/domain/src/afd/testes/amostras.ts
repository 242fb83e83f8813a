// As amostras sintéticas byte a byte de fixtures/afd-samples (cópia de shared/design/afd-samples) (README ao lado delas),
// lidas pelo Vitest (`?raw`) — a mesma fonte que os testes da CLI leem do disco.

import aejTexto from '../../../../../fixtures/afd-samples/AEJ-example.synthetic.txt?raw';
import afdTexto from '../../../../../fixtures/afd-samples/AFD5120230012345678911222333000181REP_P.synthetic.txt?raw';
import { encodeLatin1 } from '../latin1.ts';

/** As amostras são ASCII puro: o texto lido é byte a byte o arquivo ISO-8859-1. */
export const AFD_AMOSTRA = encodeLatin1(afdTexto);
export const AEJ_AMOSTRA = encodeLatin1(aejTexto);
export const NOME_AFD_AMOSTRA = 'AFD5120230012345678911222333000181REP_P';

/** Hashes dos tipo 7 publicados no README das amostras (NSR 3 a 6). */
export const HASHES_README = [
  'e33da96f9cc04b6b73d47993c6b59c3e49ea6a0f6fdcd3f8991e5545d73da820',
  '80277ea5f90df10926750caae8dad99129a02b11560840e393220be3a47bf9bb',
  '20eff243fa65b3d64acceeda10bf33dc007b3926af69550874995bf12f06cac4',
  '80f378a381a7a302a6612d21aaf5cfc7b70f29748029c807d4239be8b209e67f',
];

/** Cópia com um trecho trocado, para os testes de arquivo danificado. */
export const danificar = (bytes: Uint8Array, de: string, para: string): Uint8Array => {
  const texto = String.fromCharCode(...bytes);
  if (!texto.includes(de)) throw new Error(`trecho "${de}" não existe na amostra`);
  return Uint8Array.from(texto.replace(de, para), (c) => c.charCodeAt(0));
};
