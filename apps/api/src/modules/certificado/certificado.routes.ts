import { certificadoRespostaSchema, certificadosRespostaSchema } from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import type { CertificadoService } from './certificado.service.ts';

const ROTA = '/dashboard/admin/arquivos-fiscais';

const importarBodySchema = z.object({
  arquivo: arquivoRecebidoSchema.describe('PKCS#12 (.pfx/.p12) do certificado A1 ICP-Brasil'),
  senha: z.string().min(1, 'informe a senha do arquivo'),
});

export const certificadoRoutes: FastifyPluginAsyncZod<{ certificado: CertificadoService }> = async (
  app,
  { certificado },
) => {
  await aceitarMultipart(app, 1024 * 1024);

  app.get(
    '/certificados',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary: 'Certificados de assinatura da empresa (ou o do desenvolvedor em uso)',
        response: { 200: certificadosRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await certificado.listar(exigirRota(req, ROTA))),
  );

  app.post(
    '/certificados',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary: 'Envia o certificado A1 (PKCS#12) que passa a assinar comprovantes, AFD e AEJ',
        consumes: ['multipart/form-data'],
        body: importarBodySchema,
        response: { 200: certificadoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(
        await certificado.importar(exigirRota(req, ROTA), {
          arquivo: req.body.arquivo.bytes,
          senhaArquivo: req.body.senha,
        }),
        'Certificado importado.',
      ),
  );
};
