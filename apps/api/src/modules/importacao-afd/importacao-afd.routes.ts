import {
  idParamSchema,
  importacaoAfdRespostaSchema,
  importarAfdQuerySchema,
  tarefaImportacaoAfdRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import type { createImportacaoAfdService } from './importacao-afd.service.ts';
import type { ImportacaoAfdTarefas } from './importacao-afd.tarefas.ts';
import {
  aceitarUploadEmFluxo,
  arquivoEmFluxo,
  limiteImportacaoAfdMb,
} from './importacao-afd.upload.ts';

const ROTA = '/dashboard/admin/arquivos-fiscais';

type Opts = {
  importacao: ReturnType<typeof createImportacaoAfdService>;
  tarefas: ImportacaoAfdTarefas;
  /** Tamanho máximo do arquivo em MB; padrão: AFD_IMPORTACAO_MAX_MB (50). */
  limiteMb?: number;
};

const DESCRICAO =
  'Multipart com o arquivo no campo `arquivos`, lido em fluxo linha a linha (leiautes 671, 1510 e ' +
  '595). A primeira linha que não é de AFD recusa o arquivo na hora (400); passar de ' +
  'AFD_IMPORTACAO_MAX_MB é 413.';

export const importacaoAfdRoutes: FastifyPluginAsyncZod<Opts> = async (app, opts) => {
  const { importacao, tarefas } = opts;
  const limiteMb = opts.limiteMb ?? limiteImportacaoAfdMb();
  await aceitarUploadEmFluxo(app, limiteMb);

  app.post(
    '/ImportarAfd/previa',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary: 'Prévia da importação de um AFD de REP-C/REP-A: nada é gravado',
        description: DESCRICAO,
        consumes: ['multipart/form-data'],
        querystring: importarAfdQuerySchema,
        response: { 200: importacaoAfdRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA);
      const r = await importacao.previa(auth, await arquivoEmFluxo(req, limiteMb), req.query);
      return okMaiusculo(
        r,
        `${r.marcacoes} marcação(ões) no arquivo: ${r.casadas} a importar, ${r.duplicadas} já importada(s), ${r.rejeitadas} rejeitada(s).`,
      );
    },
  );

  app.post(
    '/ImportarAfd',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary:
          'Importa o AFD de um REP-C/REP-A (671 por CPF; 1510/595 por PIS), numa transação; reimportar não duplica',
        description: DESCRICAO,
        consumes: ['multipart/form-data'],
        querystring: importarAfdQuerySchema,
        response: { 200: importacaoAfdRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA);
      const r = await importacao.importar(auth, await arquivoEmFluxo(req, limiteMb), req.query);
      return okMaiusculo(
        r,
        `${r.importadas} importada(s), ${r.duplicadas} duplicada(s), ${r.rejeitadas} rejeitada(s).`,
      );
    },
  );

  app.post(
    '/ImportarAfd/tarefas',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary: 'Importa um AFD grande na fila (pg-boss): 202 + a tarefa, com progresso',
        description: `${DESCRICAO} O arquivo é guardado e importado em segundo plano, numa transação; acompanhe por GET /ImportarAfd/tarefas/{id}. Sem fila no servidor: 503.`,
        consumes: ['multipart/form-data'],
        querystring: importarAfdQuerySchema,
        response: { 202: tarefaImportacaoAfdRespostaSchema },
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, ROTA);
      const r = await tarefas.enfileirar(auth, await arquivoEmFluxo(req, limiteMb), req.query);
      return reply
        .code(202)
        .header('location', `${req.url.split('?')[0]}/${r.id}`)
        .send(okMaiusculo(r, 'Arquivo recebido: a importação segue em segundo plano.'));
    },
  );

  app.get(
    '/ImportarAfd/tarefas/:id',
    {
      schema: {
        tags: ['arquivos-fiscais'],
        summary: 'Uma importação na fila: status, progresso e, no fim, o relatório',
        params: idParamSchema,
        response: { 200: tarefaImportacaoAfdRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tarefas.obter(exigirRota(req, ROTA), req.params.id)),
  );
};
