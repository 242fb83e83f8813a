import { idParamSchema } from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth } from '../../shared/auth-context.ts';
import type { LancamentoService } from './lancamento.service.ts';

const tags = ['lancamento'];

/**
 * Aviso (CLT art. 135) e recibo (art. 145) de férias aprovadas em PDF, para baixar em "Minhas
 * férias" (a pessoa), na caixa do gestor e na lista do RH. O aviso também vai à assinatura
 * eletrônica da pessoa quando as férias são aprovadas.
 */
export const feriasDocumentosRoutes: FastifyPluginAsyncZod<{
  lancamento: LancamentoService;
}> = async (app, { lancamento: s }) => {
  for (const [caminho, resumo, gerar] of [
    ['aviso', 'Aviso de férias (CLT art. 135) em PDF', s.documentosFerias.aviso],
    ['recibo', 'Recibo de férias (CLT art. 145) em PDF', s.documentosFerias.recibo],
  ] as const)
    app.get(
      `/FeriasLancamento/:id/${caminho}`,
      {
        schema: { tags, summary: resumo, produces: ['application/pdf'], params: idParamSchema },
      },
      async (req, reply) => {
        const pdf = await gerar(exigirAuth(req), req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${pdf.nome}"`)
          .send(pdf.conteudo);
      },
    );
};
