import {
  envelopeMinusculoSchema,
  estornoPagamentoSchema,
  idParamSchema,
  pagamentoRegistradoSchema,
  pagamentosRegistradosQuerySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';

const tags = ['banco-horas'];
const V1 = '/api/v1';
const env = envelopeMinusculoSchema;

/** Pagamentos gravados de um colaborador e o desfazer de um deles (só o RH do banco). */
export const registrarEstornos = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: BancoHorasService,
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);

  app.get(
    `${V1}/bancoHora/pagamento`,
    {
      schema: {
        tags,
        summary: 'Pagamentos gravados do colaborador (extraordinário, encerramentos, estágio)',
        querystring: pagamentosRegistradosQuerySchema,
        response: { 200: env(z.array(pagamentoRegistradoSchema)) },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(await s.estornoPagamento.listar(auth, Number(req.query.usuarioId)));
    },
  );

  app.post(
    `${V1}/bancoHora/pagamento/:id/estorno`,
    {
      schema: {
        tags,
        summary:
          'Desfaz um pagamento extraordinário, fechamento antecipado ou rescisão com motivo (estorno); auditado',
        params: idParamSchema,
        body: estornoPagamentoSchema,
        response: { 200: env(pagamentoRegistradoSchema) },
      },
    },
    async (req) => {
      const auth = rh(req);
      return ok(
        await s.estornoPagamento.desfazer(auth, req.params.id, req.body.motivo),
        'Pagamento desfeito.',
      );
    },
  );
};
