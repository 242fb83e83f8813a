import {
  idParamSchema,
  salvarAvisoAusenciaBodySchema,
  solicitacaoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enviarArquivo } from '../../shared/arquivo-http.ts';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { arquivoRecebidoSchema } from '../../shared/multipart.ts';
import { MENSAGEM_ANEXO_GRANDE } from './aviso-ausencia.anexo.ts';
import { type LancamentoService, MENSAGENS } from './lancamento.service.ts';

const tags = ['lancamento'];

/**
 * Aviso de ausência do colaborador com o comprovante (issue 14 §2). Registrada dentro de
 * `lancamentoRoutes`, que já aceita multipart; a decisão é a de todo lançamento
 * (`/AlterarStatusLancamento`), e as listas são as de `/CarregarLancamentos?tipo=AvisoAusencia`.
 */
export const avisoAusenciaRoutes: FastifyPluginAsyncZod<{ lancamento: LancamentoService }> = async (
  app,
  { lancamento: s },
) => {
  // Anexo acima do limite: a mensagem nomeia o campo (o tratador geral só diz "grande demais").
  app.setErrorHandler((erro) => {
    if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ANEXO_GRANDE', MENSAGEM_ANEXO_GRANDE, 413, 'anexo');
    throw erro;
  });

  app.post(
    '/SolicitarAvisoAusencia',
    {
      schema: {
        tags,
        summary: 'O colaborador avisa uma ausência (CLT art. 473, atestado) com o comprovante',
        consumes: ['multipart/form-data', 'application/json'],
        body: salvarAvisoAusenciaBodySchema.extend({
          anexo: arquivoRecebidoSchema
            .optional()
            .describe('atestado, declaração, intimação: PDF, JPG ou PNG até 5 MB'),
        }),
        response: { 200: solicitacaoRespostaSchema },
      },
    },
    async (req) => {
      const { anexo, ...corpo } = req.body;
      return okMaiusculo(
        await s.salvarAvisoAusencia(exigirAuth(req), corpo, anexo),
        MENSAGENS.avisoAusenciaEnviado,
      );
    },
  );

  app.get(
    '/lancamentos/:id/anexo',
    {
      schema: {
        tags,
        summary: 'Comprovante de um aviso de ausência (o dono, o gestor da equipe ou o RH)',
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const a = await s.anexo(exigirAuth(req), req.params.id);
      return enviarArquivo(reply, a);
    },
  );
};
