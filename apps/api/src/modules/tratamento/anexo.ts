import { createHash } from 'node:crypto';
import { LIMITE_ANEXO_TRATAMENTO_BYTES } from '@jornada/contracts';
import { AppError } from '../../shared/errors.ts';
import type { ArquivoRecebido } from '../../shared/multipart.ts';

/** Limite do anexo de um pedido de tratamento (atestado, declaração…). */
export const LIMITE_ANEXO_BYTES = LIMITE_ANEXO_TRATAMENTO_BYTES;

export const MENSAGEM_ANEXO_GRANDE = 'Anexo: o arquivo passa do limite de 5 MB.';
const MENSAGEM_ANEXO_TIPO = 'Anexo: envie um arquivo PDF, JPG ou PNG.';

/** Tipos aceitos, reconhecidos pelos primeiros bytes (a extensão e o tipo declarado mentem). */
const ASSINATURAS: { tipo: string; bytes: number[] }[] = [
  { tipo: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { tipo: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { tipo: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

const EXTENSAO: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

export type AnexoValidado = {
  nome: string;
  tipo: string;
  tamanho: number;
  sha256: string;
  conteudo: Buffer;
};

/** Nome seguro para o content-disposition: sem caminho, sem controle, até 150 caracteres. */
const nomeSeguro = (nome: string, tipo: string) => {
  const base = (nome.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: remove bytes de controle do nome
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-150);
  return base === '' ? `anexo${EXTENSAO[tipo]}` : base;
};

/**
 * Confere o anexo de um pedido: não vazio, até 5 MB e PDF/JPG/PNG pelo conteúdo. Devolve o tipo
 * reconhecido e o SHA-256 que ficam guardados com o arquivo.
 */
export const validarAnexo = (a: ArquivoRecebido): AnexoValidado => {
  if (a.bytes.length === 0)
    throw new AppError('ANEXO_VAZIO', 'Anexo: o arquivo está vazio.', 400, 'anexo');
  if (a.bytes.length > LIMITE_ANEXO_BYTES)
    throw new AppError('ANEXO_GRANDE', MENSAGEM_ANEXO_GRANDE, 413, 'anexo');
  const tipo = ASSINATURAS.find((s) => s.bytes.every((b, i) => a.bytes[i] === b))?.tipo;
  if (!tipo) throw new AppError('ANEXO_TIPO', MENSAGEM_ANEXO_TIPO, 400, 'anexo');
  return {
    nome: nomeSeguro(a.nome, tipo),
    tipo,
    tamanho: a.bytes.length,
    sha256: createHash('sha256').update(a.bytes).digest('hex'),
    conteudo: a.bytes,
  };
};
