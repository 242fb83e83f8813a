import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const FILTRO_MAX_BYTES = 16 * 1024;
const filtroInvalido = () =>
  new AppError('FILTRO_INVALIDO', 'O filtro enviado no corpo deve ser um objeto JSON.', 400);

const lerFiltroDoCorpo = async (fluxo: AsyncIterable<Buffer>): Promise<object> => {
  const partes: Buffer[] = [];
  let tamanho = 0;
  for await (const parte of fluxo) {
    tamanho += parte.length;
    if (tamanho > FILTRO_MAX_BYTES) throw filtroInvalido();
    partes.push(parte);
  }
  try {
    const filtro: unknown = JSON.parse(Buffer.concat(partes).toString('utf8'));
    if (filtro && typeof filtro === 'object' && !Array.isArray(filtro)) return filtro;
  } catch {
    // cai na recusa abaixo
  }
  throw filtroInvalido();
};

/**
 * A spec manda o filtro de algumas consultas GET no corpo (holerites, sindicatos, pessoas). O
 * Fastify não lê corpo de GET: neste plugin lemos o JSON (até 16 KB) e os campos dele valem como os
 * da query, validados pelo mesmo schema.
 */
export const aceitarFiltroNoCorpoDoGet = (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (req.method !== 'GET' || !Number(req.headers['content-length'])) return;
    const filtro = await lerFiltroDoCorpo(req.raw);
    req.query = { ...(req.query as object), ...filtro };
  });
};
