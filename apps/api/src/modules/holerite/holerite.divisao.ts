import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../shared/errors.ts';

/** Um PDF do envio: o próprio arquivo, ou cada PDF de dentro do ZIP. */
export type PdfRecebido = { arquivo: string; bytes: Uint8Array };
/** Página lida: de qual PDF, o número (1 = primeira) e o texto impresso nela. */
export type PaginaLida = { arquivo: string; pagina: number; texto: string };
/** Uma página a copiar para o holerite de alguém. */
export type PaginaOrigem = { arquivo: string; pagina: number };

const isPdf = (b: Uint8Array) =>
  b.length > 4 && b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46;
const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b;

const arquivoInvalido = () =>
  new AppError(
    'HOLERITE_ARQUIVO_INVALIDO',
    'Envie um PDF com os holerites ou um ZIP de PDFs.',
    400,
    'arquivos',
  );

/** O PDF enviado, ou os PDFs de um ZIP (em ordem de nome; o que não é PDF fica de fora). */
export const pdfsDoEnvio = (nome: string, bytes: Uint8Array): PdfRecebido[] => {
  if (isPdf(bytes)) return [{ arquivo: nome, bytes }];
  if (!isZip(bytes)) throw arquivoInvalido();
  let entradas: Record<string, Uint8Array>;
  try {
    entradas = unzipSync(bytes, { filter: (f) => /\.pdf$/i.test(f.name) && !f.name.endsWith('/') });
  } catch {
    throw arquivoInvalido();
  }
  const pdfs = Object.entries(entradas)
    .filter(([, b]) => isPdf(b))
    .sort(([a], [b]) => a.localeCompare(b, 'pt-BR'))
    .map(([arquivo, b]) => ({ arquivo, bytes: b }));
  if (pdfs.length === 0)
    throw new AppError(
      'HOLERITE_ZIP_SEM_PDF',
      'O ZIP enviado não tem nenhum PDF.',
      400,
      'arquivos',
    );
  return pdfs;
};

const pdfIlegivel = (arquivo: string) =>
  new AppError(
    'HOLERITE_PDF_ILEGIVEL',
    `Não foi possível ler o PDF ${arquivo}: o arquivo está corrompido ou protegido por senha.`,
    400,
    'arquivos',
  );

type ItemTexto = { str?: string; hasEOL?: boolean };

/**
 * Lê o texto de cada página, uma de cada vez (pdf.js): a página é liberada antes da próxima, então
 * a memória não cresce com o número de páginas além do próprio arquivo.
 */
export async function* paginasDoPdf(pdf: PdfRecebido): AsyncGenerator<PaginaLida> {
  let documento: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // Cópia: o pdf.js transfere o buffer que recebe, e o pdf-lib ainda lerá estes bytes.
    documento = await getDocumentProxy(new Uint8Array(pdf.bytes), { isEvalSupported: false });
  } catch {
    throw pdfIlegivel(pdf.arquivo);
  }
  try {
    for (let n = 1; n <= documento.numPages; n += 1) {
      const pagina = await documento.getPage(n);
      const conteudo = await pagina.getTextContent();
      const texto = (conteudo.items as ItemTexto[])
        .map((i) => `${i.str ?? ''}${i.hasEOL ? '\n' : ' '}`)
        .join('');
      pagina.cleanup();
      yield { arquivo: pdf.arquivo, pagina: n, texto };
    }
  } finally {
    await documento.destroy();
  }
}

/**
 * Monta o PDF de uma pessoa com as páginas dela, na ordem do envio (pdf-lib). Cada PDF recebido é
 * aberto uma vez; cada holerite montado é devolvido e solto antes do próximo.
 */
export const createMontador = (pdfs: PdfRecebido[]) => {
  const abertos = new Map<string, Promise<PDFDocument>>();
  const abrir = (arquivo: string) => {
    let doc = abertos.get(arquivo);
    if (!doc) {
      const origem = pdfs.find((p) => p.arquivo === arquivo);
      if (!origem) throw arquivoInvalido();
      doc = PDFDocument.load(origem.bytes, { updateMetadata: false }).catch(() => {
        throw pdfIlegivel(arquivo);
      });
      abertos.set(arquivo, doc);
    }
    return doc;
  };
  return {
    /** Total de páginas do envio (soma dos PDFs). */
    contarPaginas: async () => {
      let total = 0;
      for (const p of pdfs) {
        const doc = await abrir(p.arquivo);
        try {
          total += doc.getPageCount();
        } catch {
          // Sem árvore de páginas legível (o pdf-lib abre quase tudo sem reclamar).
          throw pdfIlegivel(p.arquivo);
        }
      }
      return total;
    },
    montar: async (paginas: PaginaOrigem[], titulo: string): Promise<Buffer> => {
      const saida = await PDFDocument.create();
      saida.setTitle(titulo);
      saida.setProducer('Jornada');
      for (const p of paginas) {
        const origem = await abrir(p.arquivo);
        const [copia] = await saida.copyPages(origem, [p.pagina - 1]);
        saida.addPage(copia!);
      }
      return Buffer.from(await saida.save());
    },
  };
};
