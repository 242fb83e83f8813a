import type { FastifyRequest } from 'fastify';
import { exigirRota } from '../../shared/auth-context.ts';
import { ROTA_ESTRUTURA } from './use-cases/comum.ts';

/** Só quem tem o menu 'Estrutura da empresa' (o RH); vem antes de ler query, corpo e caminho. */
export const exigirEstrutura = (req: FastifyRequest) => exigirRota(req, ROTA_ESTRUTURA);
