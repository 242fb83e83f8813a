import { createHash } from 'node:crypto';
import { LIMITE_ANEXO_PROCESSO_BYTES } from '@jornada/contracts';
import { AppError } from '../../shared/errors.ts';
import type { ArquivoRecebido } from '../../shared/multipart.ts';

/** Tipos aceitos, reconhecidos pelos primeiros bytes (a extensão e o tipo declarado mentem). */
const ASSINATURAS: { tipo: string; bytes: number[]; extensao: string }[] = [
  { tipo: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extensao: '.pdf' },
  { tipo: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensao: '.png' },
  { tipo: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extensao: '.jpg' },
];

export const MENSAGEM_ANEXO_GRANDE = 'O arquivo passa do limite de 5 MB.';

export type AnexoValidado = {
  nome: string;
  tipo: string;
  tamanho: number;
  sha256: string;
  conteudo: Buffer;
};

/**
 * Confere o arquivo de um campo: não vazio, até 5 MB e PDF/JPG/PNG pelo conteúdo. O nome fica sem
 * caminho nem bytes de controle (vai no content-disposition do download).
 */
export const validarArquivo = (
  a: ArquivoRecebido,
  campo: string,
  rotulo: string,
): AnexoValidado => {
  if (a.bytes.length === 0)
    throw new AppError('ANEXO_VAZIO', `${rotulo}: o arquivo está vazio.`, 400, campo);
  if (a.bytes.length > LIMITE_ANEXO_PROCESSO_BYTES)
    throw new AppError('ANEXO_GRANDE', `${rotulo}: ${MENSAGEM_ANEXO_GRANDE}`, 413, campo);
  const s = ASSINATURAS.find((x) => x.bytes.every((b, i) => a.bytes[i] === b));
  if (!s)
    throw new AppError('ANEXO_TIPO', `${rotulo}: envie um arquivo PDF, JPG ou PNG.`, 400, campo);
  const base = (a.nome.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: remove bytes de controle do nome
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-150);
  return {
    nome: base === '' ? `${campo}${s.extensao}` : base,
    tipo: s.tipo,
    tamanho: a.bytes.length,
    sha256: createHash('sha256').update(a.bytes).digest('hex'),
    conteudo: a.bytes,
  };
};
