import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../shared/errors.ts';
import { gerarPdf, type NoPdf } from '../../shared/pdf.ts';
import { verificarAssinatura } from '../certificado/index.ts';

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Data e hora de Brasília (DD/MM/AAAA HH:MM:SS). */
export const dataHoraBr = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(d);

export const mascararCpf = (cpf: string) =>
  cpf.length === 11 ? `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**` : '***';

const rotulado = (linhas: [string, string][]): NoPdf => ({
  table: {
    widths: [150, '*'],
    body: linhas.map(([r, v]) => [
      { text: r, bold: true },
      { text: v, fontSize: 9 },
    ]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});

/** Confere que os bytes são um PDF legível (sem senha); devolve o número de páginas. */
export const conferirPdf = async (bytes: Uint8Array, campo: string): Promise<number> => {
  const invalido = () =>
    new AppError('PDF_INVALIDO', 'O arquivo enviado não é um PDF válido.', 400, campo);
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    throw invalido();
  try {
    const d = await PDFDocument.load(bytes, { updateMetadata: false });
    return d.getPageCount();
  } catch {
    throw invalido();
  }
};

export type DadosAssinatura = {
  titulo: string;
  empresa: string;
  cnpj: string;
  signatario: string;
  cpf: string;
  em: Date;
  ip: string;
  userAgent: string | null;
  metodo: string;
  sha256: string;
  codigo: string;
  urlVerificacao: string;
  assinadoPor: string;
};

/**
 * Sela o documento: o PDF enviado, sem mudança nas páginas dele, mais uma página de assinatura
 * com quem, quando, de onde, o SHA-256 do documento e o código de verificação. Sai sem object
 * streams, como o selo PAdES (assinarPdf) espera.
 */
export const anexarPaginaAssinatura = async (original: Buffer, d: DadosAssinatura) => {
  const pagina = await gerarPdf({
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    defaultStyle: { fontSize: 10 },
    content: [
      { text: 'Página de assinatura eletrônica', fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
      {
        text: 'O documento anterior a esta página foi assinado eletronicamente pela pessoa abaixo, que confirmou a identidade com a senha de acesso ao Jornada.',
        margin: [0, 0, 0, 14],
      },
      rotulado([
        ['Documento', d.titulo],
        ['Empregador', `${d.empresa} (CNPJ ${d.cnpj})`],
        ['Assinado por', `${d.signatario} (CPF ${mascararCpf(d.cpf)})`],
        ['Data e hora', `${dataHoraBr(d.em)} (horário de Brasília)`],
        [
          'Confirmação de identidade',
          d.metodo === 'senha+totp' ? 'Senha e código do autenticador' : 'Senha',
        ],
        ['Endereço IP', d.ip],
        ['Navegador', d.userAgent ?? 'não informado'],
        ['SHA-256 do documento', d.sha256],
        ['Código de verificação', d.codigo],
      ]),
      { text: 'Para conferir a autenticidade, acesse:', margin: [0, 0, 0, 2] },
      { text: d.urlVerificacao, fontSize: 9, color: '#1c5bb8', margin: [0, 0, 0, 14] },
      {
        text: `Selado digitalmente (PAdES) com o certificado de ${d.assinadoPor}. Qualquer alteração neste arquivo invalida o selo.`,
        fontSize: 9,
        color: '#555555',
      },
    ],
  });
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const extra = await PDFDocument.load(pagina);
  for (const p of await doc.copyPages(extra, extra.getPageIndices())) doc.addPage(p);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
};

/** Confere o selo PAdES de um PDF: o CMS sobre os intervalos de /ByteRange. */
export const conferirSelo = async (pdf: Buffer): Promise<boolean> => {
  const texto = pdf.toString('latin1');
  const todos = [...texto.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const m = todos.at(-1);
  if (!m) return false;
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== pdf.length) return false;
  const conteudo = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const der = Buffer.from(texto.slice(a + b + 1, c - 1), 'hex');
  const lido = asn1js.fromBER(der.buffer.slice(der.byteOffset, der.byteOffset + der.length));
  if (lido.offset <= 0) return false;
  return verificarAssinatura(der.subarray(0, lido.offset), conteudo);
};

const ROTULO_EVENTO: Record<string, string> = {
  enviado: 'Enviado para assinatura',
  visualizado: 'Visualizado',
  lembrete: 'Lembrete enviado',
  assinado: 'Assinado',
  recusado: 'Recusado',
  'credencial-recusada': 'Tentativa de assinatura com senha ou código incorreto',
};

export type Evento = {
  evento: string;
  em: Date;
  ip: string | null;
  userAgent: string | null;
  nome: string;
  detalhe: unknown;
};

/** Relatório de evidências (PDF): o documento, os hashes e a trilha completa de eventos. */
export const gerarRelatorioEvidencias = (
  d: {
    titulo: string;
    empresa: string;
    signatario: string;
    situacao: string;
    sha256: string;
    sha256Selado: string | null;
    codigo: string | null;
    motivoRecusa: string | null;
    emitidoEm: Date;
  },
  eventos: Evento[],
) =>
  gerarPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 40, 30, 40],
    defaultStyle: { fontSize: 9 },
    content: [
      { text: 'Relatório de evidências da assinatura eletrônica', fontSize: 15, bold: true },
      { text: `Emitido em ${dataHoraBr(d.emitidoEm)}`, color: '#555555', margin: [0, 2, 0, 10] },
      rotulado([
        ['Documento', d.titulo],
        ['Empregador', d.empresa],
        ['Destinatário', d.signatario],
        ['Situação', d.situacao],
        ['SHA-256 do documento enviado', d.sha256],
        ['SHA-256 do PDF selado', d.sha256Selado ?? '—'],
        ['Código de verificação', d.codigo ?? '—'],
        ...(d.motivoRecusa ? [['Motivo da recusa', d.motivoRecusa] as [string, string]] : []),
      ]),
      {
        table: {
          headerRows: 1,
          widths: [95, 120, 100, 80, '*'],
          body: [
            ['Data e hora', 'Evento', 'Pessoa', 'Endereço IP', 'Navegador'].map((t) => ({
              text: t,
              bold: true,
            })),
            ...eventos.map((e) => [
              dataHoraBr(e.em),
              ROTULO_EVENTO[e.evento] ?? e.evento,
              e.nome,
              e.ip ?? '—',
              { text: e.userAgent ?? '—', fontSize: 7 },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  });
