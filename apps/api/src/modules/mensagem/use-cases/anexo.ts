import { ANEXO_MENSAGEM_MAX_BYTES } from '@jornada/contracts';
import { AppError } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';

/** Assinaturas dos tipos aceitos: o tipo vem do conteúdo, não do nome nem do navegador. */
const ASSINATURAS: { tipo: string; bytes: number[] }[] = [
  { tipo: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { tipo: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { tipo: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

const EXTENSAO: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** Nome seguro para o download: sem caminho, sem controle, sem aspas, até 120 caracteres. */
const nomeSeguro = (nome: string, tipo: string) => {
  const base = (nome.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: remove caracteres de controle do nome.
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim()
    .slice(0, 120);
  return base.length > 0 ? base : `anexo${EXTENSAO[tipo]}`;
};

/** PDF ou imagem (PNG/JPEG) de até 10 MB, reconhecido pelo conteúdo. */
export const validarAnexo = (a: ArquivoRecebido) => {
  if (a.bytes.length === 0) throw new AppError('ANEXO_VAZIO', 'O anexo está vazio.', 400, 'anexo');
  if (a.bytes.length > ANEXO_MENSAGEM_MAX_BYTES)
    throw new AppError('ANEXO_GRANDE', 'O anexo passa de 10 MB.', 413, 'anexo');
  const achado = ASSINATURAS.find((s) => s.bytes.every((b, i) => a.bytes[i] === b));
  if (!achado)
    throw new AppError(
      'ANEXO_TIPO',
      'O anexo deve ser um PDF ou uma imagem (PNG ou JPEG).',
      400,
      'anexo',
    );
  return { nome: nomeSeguro(a.nome, achado.tipo), tipo: achado.tipo, conteudo: a.bytes };
};
