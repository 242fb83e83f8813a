import {
  buscarColaboradorAfdQuerySchema,
  colaboradoresAfdRespostaSchema,
  editarRepRelogioBodySchema,
  envelopeMaiusculoSchema,
  idParamSchema,
  mapeamentoAfdRespostaSchema,
  mapeamentosAfdRespostaSchema,
  repRelogioRespostaSchema,
  repsRelogioRespostaSchema,
  salvarMapeamentoAfdBodySchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import type { ImportacaoAfdCadastroService } from './importacao-afd-cadastro.service.ts';

const ROTA = '/dashboard/admin/arquivos-fiscais';
const tags = ['arquivos-fiscais'];
const vazioRespostaSchema = envelopeMaiusculoSchema(z.null());

/** Relógios REP-C/REP-A (cadastro por filial) e vínculos de identificadores do AFD (RH). */
export const importacaoAfdCadastroRoutes: FastifyPluginAsyncZod<{
  cadastro: ImportacaoAfdCadastroService;
}> = async (app, { cadastro }) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA);

  app.get(
    '/ImportarAfd/reps',
    {
      schema: {
        tags,
        summary: 'Relógios REP-C/REP-A de cada filial, com as últimas 50 importações de cada um',
        response: { 200: repsRelogioRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await cadastro.listarReps(rh(req))),
  );

  app.put(
    '/ImportarAfd/reps/:id',
    {
      schema: {
        tags,
        summary:
          'Nome e fuso do relógio (o fuso vale para as marcações 1510/595 importadas depois)',
        params: idParamSchema,
        body: editarRepRelogioBodySchema,
        response: { 200: repRelogioRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(
        await cadastro.editarRep(rh(req), req.params.id, req.body),
        'Relógio atualizado.',
      ),
  );

  app.get(
    '/ImportarAfd/mapeamentos',
    {
      schema: {
        tags,
        summary: 'Identificadores do AFD (CPF/PIS) vinculados pelo RH a colaboradores',
        response: { 200: mapeamentosAfdRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await cadastro.listarMapeamentos(rh(req))),
  );

  app.put(
    '/ImportarAfd/mapeamentos',
    {
      schema: {
        tags,
        summary: 'Vincula (ou revincula) um identificador do AFD a um colaborador da empresa',
        body: salvarMapeamentoAfdBodySchema,
        response: { 200: mapeamentoAfdRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await cadastro.salvarMapeamento(rh(req), req.body), 'Vínculo salvo.'),
  );

  app.delete(
    '/ImportarAfd/mapeamentos/:id',
    {
      schema: {
        tags,
        summary: 'Desfaz um vínculo (as marcações já importadas ficam)',
        params: idParamSchema,
        response: { 200: vazioRespostaSchema },
      },
    },
    async (req) => {
      await cadastro.removerMapeamento(rh(req), req.params.id);
      return okMaiusculo(null, 'Vínculo excluído.');
    },
  );

  app.get(
    '/ImportarAfd/colaboradores',
    {
      schema: {
        tags,
        summary: 'Colaboradores ativos pelo nome (até 20), para vincular um identificador',
        querystring: buscarColaboradorAfdQuerySchema,
        response: { 200: colaboradoresAfdRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await cadastro.findColaboradores(rh(req), req.query.search)),
  );
};
