import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** Nó de conteúdo do pdfmake (objeto de definição ou texto). */
export type NoPdf = Record<string, unknown> | string;

type PdfMake = {
  setFonts: (fontes: unknown) => void;
  setUrlAccessPolicy: (politica: (url: string) => boolean) => void;
  setLocalAccessPolicy: (politica: (caminho: string) => boolean) => void;
  createPdf: (doc: Record<string, unknown>) => { getBuffer: () => Promise<Buffer> };
};

// pdfmake 0.3 no servidor (stack.md, armadilha 9): fontes Roboto do próprio pacote, nenhum acesso
// a URL e, no disco, só à pasta das fontes. Configurado uma vez para todos os documentos.
const exigir = createRequire(import.meta.url);
const pdfmake = exigir('pdfmake') as PdfMake;
const caminhoFontes = exigir.resolve('pdfmake/fonts/Roboto.js');
const pastaFontes = dirname(caminhoFontes);
pdfmake.setFonts(exigir(caminhoFontes));
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((caminho) => caminho.startsWith(pastaFontes));

/** Gera o PDF de uma definição de documento do pdfmake (comprovante, espelho). */
export const gerarPdf = (documento: Record<string, unknown>): Promise<Buffer> =>
  pdfmake.createPdf(documento).getBuffer();
