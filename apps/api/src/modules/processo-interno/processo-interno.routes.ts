import multipart from '@fastify/multipart';
import {
  anexoProcessoQuerySchema,
  cancelarProcessoBodySchema,
  gerenciarProcessoBodySchema,
  LIMITE_ANEXO_PROCESSO_BYTES,
  listarProcessosQuerySchema,
  listarSolicitacoesGestorQuerySchema,
  listarSolicitacoesProcessoQuerySchema,
  salvarTipoProcessoBodySchema,
  solicitacaoProcessoRespostaSchema,
  solicitacoesProcessoRespostaSchema,
  solicitarProcessoBodySchema,
  tipoProcessoRespostaSchema,
  tiposProcessoRespostaSchema,
  usuariosGestoresQuerySchema,
  usuariosGestoresRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enviarArquivo } from '../../shared/arquivo-http.ts';
import { exigirRota } from '../../shared/auth-context.ts';
import { okMaiusculo } from '../../shared/envelope.ts';
import { AppError } from '../../shared/errors.ts';
import { type ArquivoRecebido, arquivoRecebidoSchema } from '../../shared/multipart.ts';
import { MENSAGEM_ANEXO_GRANDE } from './anexo.ts';
import {
  ROTA_GESTOR_PROCESSOS,
  ROTA_MEUS_PROCESSOS,
  ROTA_RH_PROCESSOS,
} from './processo-interno.permissao.ts';
import { MENSAGENS, type ProcessoInternoService } from './processo-interno.service.ts';

const tags = ['processo-interno'];
/** Arquivos por pedido (um por campo de arquivo do tipo). */
const ARQUIVOS_POR_PEDIDO = 10;

/** No formulário, cada campo de arquivo do tipo vem com a chave do campo. */
const corpoSolicitar = solicitarProcessoBodySchema.catchall(
  arquivoRecebidoSchema.describe('arquivo de um campo do tipo (PDF, JPG ou PNG, até 5 MB)'),
);

/**
 * Processos internos no serviço principal (spec §7 "Internal processes"): tipos, pedidos com
 * anexos (multipart), a caixa do gestor e do RH e as ações de cada etapa.
 */
export const processoInternoRoutes: FastifyPluginAsyncZod<{
  processos: ProcessoInternoService;
}> = async (app, { processos: s }) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LIMITE_ANEXO_PROCESSO_BYTES, files: ARQUIVOS_POR_PEDIDO, fields: 30 },
    onFile: async (part) => {
      const bytes = await part.toBuffer();
      (part as unknown as { value: ArquivoRecebido }).value = {
        nome: part.filename,
        tipo: part.mimetype,
        bytes,
      };
    },
  });
  app.setErrorHandler((erro) => {
    const codigo = (erro as { code?: string }).code;
    if (codigo === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ANEXO_GRANDE', MENSAGEM_ANEXO_GRANDE, 413, 'anexo');
    if (codigo === 'FST_FILES_LIMIT')
      throw new AppError(
        'ANEXOS_DEMAIS',
        `Envie no máximo ${ARQUIVOS_POR_PEDIDO} arquivos.`,
        413,
        'anexo',
      );
    throw erro;
  });
  const qualquer = [ROTA_MEUS_PROCESSOS, ROTA_GESTOR_PROCESSOS, ROTA_RH_PROCESSOS];
  const decide = [ROTA_GESTOR_PROCESSOS, ROTA_RH_PROCESSOS];

  app.get(
    '/ListarProcessosInternos',
    {
      schema: {
        tags,
        summary: 'Tipos de processo interno (ativos; com todos=true, o RH vê também os inativos)',
        querystring: listarProcessosQuerySchema,
        response: { 200: tiposProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...qualquer);
      return okMaiusculo(await s.tipos.listar(auth, req.query.todos));
    },
  );
  app.post(
    '/SalvarTipoProcessoInterno',
    {
      schema: {
        tags,
        summary: 'RH: cria ou altera um tipo de processo (campos e etapas de decisão)',
        body: salvarTipoProcessoBodySchema,
        response: { 200: tipoProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_RH_PROCESSOS);
      return okMaiusculo(await s.tipos.salvar(auth, req.body), MENSAGENS.tipoSalvo);
    },
  );
  app.get(
    '/ListarSolicitacaoProcessosInternos',
    {
      schema: {
        tags,
        summary: 'Pedidos de quem chama, com anexos e histórico (um só, com id)',
        querystring: listarSolicitacoesProcessoQuerySchema,
        response: { 200: solicitacoesProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...qualquer);
      return okMaiusculo(await s.minhas(auth, req.query));
    },
  );
  app.post(
    '/SolicitarProcessoInterno',
    {
      schema: {
        tags,
        summary: 'Pede um processo (ou reenvia um devolvido) com respostas e arquivos',
        description:
          'JSON ou multipart: tipoId, processoId (reenvio), respostas (objeto ou texto JSON) e um ' +
          'arquivo por campo de arquivo do tipo, com a chave do campo.',
        consumes: ['application/json', 'multipart/form-data'],
        body: corpoSolicitar,
        response: { 200: solicitacaoProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...qualquer);
      const { tipoId, processoId, respostas, comentario, ...arquivos } = req.body;
      const s1 = await s.solicitar(auth, { tipoId, processoId, respostas, comentario }, arquivos);
      return okMaiusculo(s1, processoId ? MENSAGENS.reenviado : MENSAGENS.solicitado);
    },
  );
  app.post(
    '/CancelarProcessoInterno',
    {
      schema: {
        tags,
        summary: 'Quem pediu cancela um processo ainda não decidido',
        body: cancelarProcessoBodySchema,
        response: { 200: solicitacaoProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...qualquer);
      return okMaiusculo(await s.cancelar(auth, req.body), MENSAGENS.cancelado);
    },
  );
  app.get(
    '/BaixarAnexoProcessoInterno',
    {
      schema: {
        tags,
        summary: 'Baixa um anexo (quem pediu, o gestor imediato, o RH)',
        querystring: anexoProcessoQuerySchema,
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
      },
    },
    async (req, reply) => {
      const auth = exigirRota(req, ...qualquer);
      const a = await s.anexo(auth, req.query.id);
      return enviarArquivo(reply, { ...a, bytes: a.conteudo });
    },
  );

  app.get(
    '/ListarSolicitacaoProcessosInternosGestor',
    {
      schema: {
        tags,
        summary: 'Caixa do gestor (equipe) ou do RH (empresa): pendentes de decisão ou todas',
        querystring: listarSolicitacoesGestorQuerySchema,
        response: { 200: solicitacoesProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...decide);
      return okMaiusculo(await s.caixa(auth, req.query));
    },
  );
  app.post(
    '/GerenciarProcessoInterno',
    {
      schema: {
        tags,
        summary: 'Aprova, reprova, devolve para correção ou conclui a etapa atual, com comentário',
        consumes: ['application/json', 'multipart/form-data'],
        body: gerenciarProcessoBodySchema,
        response: { 200: solicitacaoProcessoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...decide);
      return okMaiusculo(await s.gerenciar(auth, req.body), MENSAGENS.acao[req.body.acao]);
    },
  );
  app.get(
    '/CarregarUsuariosGestores',
    {
      schema: {
        tags,
        summary: 'Gestores imediatos da empresa (Success, Error e data, como na spec)',
        querystring: usuariosGestoresQuerySchema,
        response: { 200: usuariosGestoresRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ...decide);
      return { Success: true, Error: null, data: await s.gestores(auth, req.query.search) };
    },
  );
};
