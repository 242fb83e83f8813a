import {
  alterarDataMarcacaoBodySchema,
  bancoHorasAtualQuerySchema,
  bancoHorasAtualRespostaSchema,
  carregarMesBodySchema,
  carregarPeriodoAtualBodySchema,
  decidirTratamentoBodySchema,
  desconsiderarMarcacaoBodySchema,
  editarMarcacaoBodySchema,
  historicoMarcacaoQuerySchema,
  historicoMarcacaoRespostaSchema,
  idParamSchema,
  incluirMarcacaoBodySchema,
  justificarMarcacaoBodySchema,
  listarTratamentosQuerySchema,
  listarTratamentosRespostaSchema,
  motivosMarcacaoRespostaSchema,
  periodoPontoRespostaSchema,
  restaurarMarcacaoBodySchema,
  tratamentoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enviarArquivo } from '../../shared/arquivo-http.ts';
import { exigirAuth } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { aceitarMultipart, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import { LIMITE_ANEXO_BYTES, MENSAGEM_ANEXO_GRANDE } from './anexo.ts';
import { MENSAGENS, type TratamentoService } from './tratamento.service.ts';

const anexo = {
  anexo: arquivoRecebidoSchema
    .optional()
    .describe('atestado, declaração… (opcional): PDF, JPG ou PNG até 5 MB'),
};
const tag = ['ponto-tratamento'];
const multipart = { consumes: ['multipart/form-data', 'application/json'] };

/** Tratamento (PTRP) e consultas do ponto tratado, no serviço principal (spec §7). */
export const tratamentoRoutes: FastifyPluginAsyncZod<{ tratamento: TratamentoService }> = async (
  app,
  { tratamento },
) => {
  await aceitarMultipart(app, LIMITE_ANEXO_BYTES);
  // Anexo acima do limite: a mensagem nomeia o campo (o tratador geral só diz "grande demais").
  app.setErrorHandler((erro) => {
    if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ANEXO_GRANDE', MENSAGEM_ANEXO_GRANDE, 413, 'anexo');
    throw erro;
  });

  app.get(
    '/CarregarMotivosMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Motivos de tratamento de marcação',
        response: { 200: motivosMarcacaoRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tratamento.motivos(exigirAuth(req))),
  );

  app.post(
    '/AlterarMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Justifica uma marcação (registro de tratamento; a original não muda)',
        body: justificarMarcacaoBodySchema,
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await tratamento.justificar(exigirAuth(req), req.body), MENSAGENS.justificativa),
  );

  app.post(
    '/AlterarDataMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Atribui a marcação a outro dia de apuração (multipart)',
        ...multipart,
        body: alterarDataMarcacaoBodySchema.extend(anexo),
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(
        await tratamento.alterarData(exigirAuth(req), req.body),
        MENSAGENS['alteracao-data'],
      ),
  );

  app.post(
    '/DesconsiderarMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Pede a desconsideração de uma marcação indevida (multipart)',
        ...multipart,
        body: desconsiderarMarcacaoBodySchema.extend(anexo),
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(
        await tratamento.desconsiderar(exigirAuth(req), req.body),
        MENSAGENS.desconsideracao,
      ),
  );

  app.post(
    '/RestaurarMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Pede a restauração de uma marcação desconsiderada (multipart)',
        ...multipart,
        body: restaurarMarcacaoBodySchema.extend(anexo),
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await tratamento.restaurar(exigirAuth(req), req.body), MENSAGENS.restauracao),
  );

  app.post(
    '/IncluirMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Inclui uma marcação que faltou, com motivo (multipart ou JSON)',
        ...multipart,
        body: incluirMarcacaoBodySchema.extend(anexo),
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await tratamento.incluir(exigirAuth(req), req.body), MENSAGENS.inclusao),
  );

  app.post(
    '/EditarMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Edita a hora: desconsidera a marcação e inclui a nova hora (mesmo motivo)',
        ...multipart,
        body: editarMarcacaoBodySchema.extend(anexo),
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) =>
      okMaiusculo(await tratamento.editar(exigirAuth(req), req.body), MENSAGENS.edicao),
  );

  app.get(
    '/tratamentos',
    {
      schema: {
        tags: tag,
        summary: 'Tratamentos: fila de aprovação (RH: todos; gestor: equipe; colaborador: os seus)',
        querystring: listarTratamentosQuerySchema,
        response: { 200: listarTratamentosRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tratamento.listar(exigirAuth(req), req.query)),
  );

  app.post(
    '/tratamentos/:id/decisao',
    {
      schema: {
        tags: tag,
        summary: 'Aprova ou reprova um tratamento (RH ou gestor do colaborador)',
        params: idParamSchema,
        body: decidirTratamentoBodySchema,
        response: { 200: tratamentoRespostaSchema },
      },
    },
    async (req) => {
      const r = await tratamento.decidir(exigirAuth(req), req.params.id, req.body);
      return okMaiusculo(
        r,
        req.body.status === 'Aprovada' ? 'Tratamento aprovado.' : 'Tratamento reprovado.',
      );
    },
  );

  app.get(
    '/tratamentos/:id/anexo',
    {
      schema: {
        tags: tag,
        summary: 'Anexo de um tratamento (o dono, quem pediu, o RH ou o gestor do dono)',
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const a = await tratamento.anexo(exigirAuth(req), req.params.id);
      return enviarArquivo(reply, a);
    },
  );

  app.post(
    '/CarregarMes',
    {
      schema: {
        tags: tag,
        summary: 'Mês tratado: marcações, tratamentos, previsto, trabalhado e saldo por dia',
        body: carregarMesBodySchema,
        response: { 200: periodoPontoRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tratamento.loadMes(exigirAuth(req), req.body)),
  );

  app.post(
    '/CarregarPeriodoAtual',
    {
      schema: {
        tags: tag,
        summary: 'Período atual (dia 1 do mês até hoje) tratado',
        body: carregarPeriodoAtualBodySchema,
        response: { 200: periodoPontoRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tratamento.loadPeriodoAtual(exigirAuth(req), req.body)),
  );

  app.get(
    '/CarregarHistoricoMarcacao',
    {
      schema: {
        tags: tag,
        summary: 'Histórico de marcações tratadas com a trilha de tratamentos',
        querystring: historicoMarcacaoQuerySchema,
        response: { 200: historicoMarcacaoRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tratamento.historico(exigirAuth(req), req.query)),
  );

  app.get(
    '/CarregarBancoHorasAtual',
    {
      schema: {
        tags: tag,
        summary: 'Crédito, débito e saldo do mês corrente até ontem (os do espelho de ponto)',
        querystring: bancoHorasAtualQuerySchema,
        response: { 200: bancoHorasAtualRespostaSchema },
      },
    },
    async (req) => okMaiusculo(await tratamento.bancoHorasAtual(exigirAuth(req), req.query)),
  );
};
