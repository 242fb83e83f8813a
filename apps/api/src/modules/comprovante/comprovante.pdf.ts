import type { ItemComprovante } from '@jornada/domain';
import { gerarPdf, type NoPdf } from '../../shared/pdf.ts';

export type ConteudoComprovante = {
  itens: ItemComprovante[];
  /** Código curto do comprovante e onde conferi-lo. */
  codigo: string;
  urlVerificacao: string;
  /** Observações da marcação (off-line, hora da gravação). */
  observacoes: string[];
  assinadoPor: string;
};

/** O hash (64 hexadecimais, sem espaços) em duas linhas de 32: cabe na coluna e continua legível. */
const quebrarHash = (hash: string) => `${hash.slice(0, 32)}\n${hash.slice(32)}`;

const linha = (item: ItemComprovante): NoPdf[] => [
  { text: item.rotulo, style: 'rotulo' },
  item.inciso === 'VIII'
    ? { text: quebrarHash(item.valor), style: 'hash' }
    : { text: item.valor, style: 'valor' },
];

/**
 * PDF do Comprovante de Registro de Ponto do Trabalhador (Portaria 671 arts. 79–80): título e os
 * itens dos incisos II a VIII na ordem, em letra legível (≥ 3 mm de altura, Anexo IX item 9),
 * o código com QR para conferência e a nota da assinatura (o inciso IX é a assinatura PAdES).
 */
export const gerarPdfComprovante = (c: ConteudoComprovante): Promise<Buffer> => {
  const [titulo, ...itens] = c.itens;
  return gerarPdf({
    info: { title: titulo?.valor ?? 'Comprovante', subject: c.codigo, creator: 'Jornada' },
    pageSize: 'A5',
    pageMargins: [28, 28, 28, 28],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      titulo: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 0, 0, 12] },
      rotulo: { bold: true, fontSize: 9, color: '#333333' },
      valor: { fontSize: 10 },
      hash: { fontSize: 8.5, font: 'Roboto' },
      nota: { fontSize: 8, color: '#333333', margin: [0, 6, 0, 0] },
    },
    content: [
      { text: titulo?.valor ?? '', style: 'titulo' },
      {
        table: { widths: [110, '*'], body: itens.map(linha) },
        layout: 'lightHorizontalLines',
      },
      ...c.observacoes.map((texto) => ({ text: texto, style: 'nota' })),
      {
        columns: [
          { qr: c.urlVerificacao, fit: 90, width: 100 },
          {
            width: '*',
            stack: [
              { text: 'Código do comprovante', style: 'rotulo', margin: [0, 8, 0, 2] },
              { text: c.codigo, fontSize: 12, bold: true },
              { text: `Confira a autenticidade em ${c.urlVerificacao}`, style: 'nota' },
            ],
          },
        ],
        margin: [0, 14, 0, 0],
      },
      {
        text: `Documento assinado eletronicamente (PAdES) por ${c.assinadoPor}.`,
        style: 'nota',
      },
    ],
  });
};
