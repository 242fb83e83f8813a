import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { arquivoGrande } from './importacao-afd.leitura.ts';
import type { ArquivoAfd } from './importacao-afd.service.ts';

const PADRAO_MB = 50;

/** Tamanho máximo do AFD importado, em MB: `AFD_IMPORTACAO_MAX_MB` (padrão 50). */
export const limiteImportacaoAfdMb = (valor = process.env.AFD_IMPORTACAO_MAX_MB): number => {
  if (valor === undefined || valor.trim() === '') return PADRAO_MB;
  const mb = Number(valor);
  if (!Number.isInteger(mb) || mb <= 0)
    throw new Error(`AFD_IMPORTACAO_MAX_MB deve ser um inteiro positivo (recebido: ${valor})`);
  return mb;
};

/**
 * Multipart em fluxo no escopo das rotas de importação: o arquivo não é lido para a memória nem
 * para o corpo; a rota o consome pedaço a pedaço depois de conferir a permissão.
 */
export const aceitarUploadEmFluxo = async (app: FastifyInstance, limiteMb: number) => {
  await app.register(multipart, {
    limits: { fileSize: limiteMb * 1024 * 1024, files: 1, fields: 10, parts: 20 },
  });
};

type Fluxo = AsyncIterable<Uint8Array> & { truncated?: boolean };

/** Os pedaços do arquivo; passar do limite é 413, ao pedir o primeiro pedaço além dele. */
async function* pedacos(fluxo: Fluxo, limiteMb: number): AsyncGenerator<Uint8Array> {
  try {
    // O pedaço recebido está dentro do limite: é lido (a primeira linha pode recusar o arquivo)
    // antes de se saber se o resto passa dele.
    for await (const pedaco of fluxo) {
      yield pedaco;
      if (fluxo.truncated) throw arquivoGrande(limiteMb);
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw arquivoGrande(limiteMb);
    throw new AppError(
      'UPLOAD_INTERROMPIDO',
      'O envio do arquivo AFD (campo arquivos) foi interrompido ou está malformado.',
      400,
      'arquivos',
    );
  }
  if (fluxo.truncated) throw arquivoGrande(limiteMb);
}

/** O arquivo do campo `arquivos` (spec §3) como fluxo. */
export const arquivoEmFluxo = async (
  req: FastifyRequest,
  limiteMb: number,
): Promise<ArquivoAfd> => {
  const faltando = new AppError(
    'ARQUIVO_OBRIGATORIO',
    'Arquivo AFD (campo arquivos): envie o arquivo num formulário multipart.',
    400,
    'arquivos',
  );
  if (!req.isMultipart()) throw faltando;
  const parte = await req.file();
  if (parte?.fieldname !== 'arquivos') throw faltando;
  return { nome: parte.filename || 'AFD.txt', conteudo: pedacos(parte.file, limiteMb) };
};
