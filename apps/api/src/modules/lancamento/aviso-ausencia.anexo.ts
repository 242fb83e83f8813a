import { createHash } from 'node:crypto';
import { LIMITE_ANEXO_AVISO_AUSENCIA_BYTES } from '@jornada/contracts';
import { AppError } from '../../shared/errors.ts';
import type { ArquivoRecebido } from '../../shared/multipart.ts';

export const MENSAGEM_ANEXO_GRANDE = 'Anexo: o arquivo passa do limite de 5 MB.';

/** Tipos aceitos, reconhecidos pelos primeiros bytes (a extensão e o tipo declarado mentem). */
const ASSINATURAS: { tipo: string; bytes: number[]; extensao: string }[] = [
  { tipo: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extensao: '.pdf' }, // %PDF-
  {
    tipo: 'image/png',
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    extensao: '.png',
  },
  { tipo: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extensao: '.jpg' },
];

export type AnexoValidado = {
  nome: string;
  tipo: string;
  tamanho: number;
  sha256: string;
  conteudo: Buffer;
};

/**
 * Confere o comprovante do aviso de ausência: não vazio, até 5 MB e PDF/JPG/PNG pelo conteúdo.
 * O nome fica sem caminho nem bytes de controle (vai no content-disposition do download).
 */
export const validarAnexoAviso = (a: ArquivoRecebido): AnexoValidado => {
  if (a.bytes.length === 0)
    throw new AppError('ANEXO_VAZIO', 'Anexo: o arquivo está vazio.', 400, 'anexo');
  if (a.bytes.length > LIMITE_ANEXO_AVISO_AUSENCIA_BYTES)
    throw new AppError('ANEXO_GRANDE', MENSAGEM_ANEXO_GRANDE, 413, 'anexo');
  const aceito = ASSINATURAS.find((s) => s.bytes.every((b, i) => a.bytes[i] === b));
  if (!aceito)
    throw new AppError('ANEXO_TIPO', 'Anexo: envie um arquivo PDF, JPG ou PNG.', 400, 'anexo');
  const base = (a.nome.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: remove bytes de controle do nome
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-150);
  return {
    nome: base === '' ? `comprovante${aceito.extensao}` : base,
    tipo: aceito.tipo,
    tamanho: a.bytes.length,
    sha256: createHash('sha256').update(a.bytes).digest('hex'),
    conteudo: a.bytes,
  };
};
