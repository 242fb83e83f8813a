import {
  diaResumidoQuerySchema,
  diaResumidoRespostaSchema,
  marcarPontoBodySchema,
  marcarPontoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import { ok, okMaiusculo } from '../../shared/envelope.ts';
import {
  codigoComprovante,
  type createMarcacaoService,
  paraContrato,
  urlComprovante,
} from './marcacao.service.ts';

type Opts = { marcacao: ReturnType<typeof createMarcacaoService> };

export const marcacaoRoutes: FastifyPluginAsyncZod<Opts> = async (app, { marcacao }) => {
  app.post(
    '/MarcarPonto3',
    {
      schema: {
        tags: ['ponto'],
        summary:
          'Registra a marcação do colaborador logado (hora do servidor; off-line com a hora do dispositivo)',
        body: marcarPontoBodySchema,
        response: { 200: marcarPontoRespostaSchema },
      },
    },
    async (req) => {
      const { marcacao: m, repetida } = await marcacao.marcar(exigirAuth(req), req.body ?? {});
      const dados = {
        marcacao: paraContrato(m),
        comprovanteId: codigoComprovante(m.hash),
        comprovanteUrl: urlComprovante(m.hash),
      };
      return okMaiusculo(dados, repetida ? 'Marcação já registrada.' : 'Marcação registrada.');
    },
  );

  app.get(
    '/monolito/dia-resumido',
    {
      schema: {
        tags: ['ponto'],
        summary: 'Marcações do dia do colaborador logado',
        querystring: diaResumidoQuerySchema,
        response: { 200: diaResumidoRespostaSchema },
      },
    },
    async (req) => ok(await marcacao.diaResumido(exigirAuth(req), req.query.data)),
  );
};
