import {
  cadastroImportacaoConfirmacaoBodySchema,
  cadastroImportacaoParamSchema,
  cadastroImportacaoPreviaBodySchema,
  cadastroImportacaoPreviaRespostaSchema,
  cadastroImportacaoRascunhoRespostaSchema,
  cadastroImportacaoResultadoRespostaSchema,
  TIPOS_CADASTRO,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import { exigirEstrutura } from './cadastro.acesso.ts';
import type { CadastroService } from './cadastro.service.ts';

const LIMITE_BYTES = 10 * 1024 * 1024;

/**
 * Importação dos cadastros da estrutura por planilha (RH, menu Estrutura da empresa): as mesmas
 * etapas da importação de colaboradores, um caminho por cadastro. Um arquivo por importação.
 */
export const cadastroImportacaoRoutes: FastifyPluginAsyncZod<{
  cadastros: CadastroService;
}> = async (app, { cadastros }) => {
  const imp = cadastros.importacao;
  await aceitarMultipart(app, LIMITE_BYTES);
  app.setErrorHandler((erro) => {
    const { code } = erro as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'ARQUIVO_GRANDE',
        'O arquivo passa de 10 MB: divida a planilha.',
        413,
        'arquivo',
      );
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('ARQUIVOS_DEMAIS', 'Envie um arquivo por importação.', 400, 'arquivo');
    throw erro;
  });
  const tags = ['cadastros'];

  for (const tipo of TIPOS_CADASTRO) {
    const base = `/${tipo}/importacao`;
    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Envia a planilha (CSV ou XLSX) de ${tipo}: rascunho e mapeamento proposto`,
          consumes: ['multipart/form-data'],
          body: z.object({
            arquivo: arquivoRecebidoSchema.describe('Planilha CSV ou XLSX, até 10 MB'),
          }),
          response: { 201: cadastroImportacaoRascunhoRespostaSchema },
        },
      },
      async (req, reply) => {
        const auth = exigirEstrutura(req);
        return reply.code(201).send(ok(await imp.enviar(auth, tipo, req.body.arquivo)));
      },
    );
    app.post(
      `${base}/:id/previa`,
      {
        schema: {
          tags,
          summary: `Prévia da importação de ${tipo}: valida cada linha (não grava nada)`,
          params: cadastroImportacaoParamSchema,
          body: cadastroImportacaoPreviaBodySchema,
          response: { 200: cadastroImportacaoPreviaRespostaSchema },
        },
      },
      async (req) => ok(await imp.previa(exigirEstrutura(req), tipo, req.params.id, req.body)),
    );
    app.post(
      `${base}/:id/confirmacao`,
      {
        schema: {
          tags,
          summary: `Inclui as linhas válidas de ${tipo} numa transação; guarda as recusadas`,
          params: cadastroImportacaoParamSchema,
          body: cadastroImportacaoConfirmacaoBodySchema,
          response: { 200: cadastroImportacaoResultadoRespostaSchema },
        },
      },
      async (req) => {
        const r = await imp.confirmar(
          exigirEstrutura(req),
          tipo,
          req.params.id,
          req.body.mapeamento,
        );
        return ok(r, `${r.importados} registro(s) importado(s).`);
      },
    );
    app.get(
      `${base}/:id/rejeitados`,
      {
        schema: {
          tags,
          summary: `CSV das linhas de ${tipo} recusadas na confirmação, com a coluna "erro"`,
          params: cadastroImportacaoParamSchema,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const a = await imp.rejeitados(exigirEstrutura(req), tipo, req.params.id);
        return reply
          .type(a.tipo)
          .header('content-disposition', `attachment; filename="${a.nomeArquivo}"`)
          .header('cache-control', 'private, no-store')
          .send(a.conteudo);
      },
    );
  }
};
