import {
  envelopeMinusculoSchema,
  politicaSegurancaSchema,
  pushChaveRespostaSchema,
  pushInscricaoBodySchema,
  respostaVaziaAuthSchema,
  totpCadastroRespostaSchema,
  totpCodigoBodySchema,
  totpConfirmarRespostaSchema,
  usuarioIdParamSchema,
  uuidParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirAuth, exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { AuthRoutesOpts } from './auth.http.ts';

export const ROTA_SEGURANCA = '/dashboard/admin/seguranca';
const vazio = respostaVaziaAuthSchema;

/** Segundo fator (TOTP), política de segurança da empresa e inscrições Web Push. */
export const contaRoutes: FastifyPluginAsyncZod<AuthRoutesOpts> = async (app, { auth }) => {
  app.post(
    '/totp/cadastro',
    {
      config: { escopos: ['cadastro-totp'] },
      schema: {
        tags: ['auth'],
        summary: 'Inicia o cadastro do segundo fator: segredo e URI otpauth:// para o QR code',
        response: { 200: totpCadastroRespostaSchema },
      },
    },
    async (req) => {
      const a = exigirAuth(req);
      return ok(await auth.totp.cadastrar(a.empresaId, a.usuarioId));
    },
  );

  app.post(
    '/totp/confirmar',
    {
      config: { escopos: ['cadastro-totp'] },
      schema: {
        tags: ['auth'],
        summary: 'Ativa o segundo fator com o primeiro código; sessão restrita vira completa',
        body: totpCodigoBodySchema,
        response: { 200: totpConfirmarRespostaSchema },
      },
    },
    async (req) =>
      ok(
        { sessao: await auth.confirmarTotp(exigirAuth(req), req.body.codigo) },
        'Segundo fator ativado.',
      ),
  );

  app.post(
    '/totp/desativar',
    {
      schema: {
        tags: ['auth'],
        summary: 'Desativa o próprio segundo fator (exige um código válido)',
        body: totpCodigoBodySchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      await auth.desativarTotp(exigirAuth(req), req.body.codigo);
      return ok(null, 'Segundo fator desativado.');
    },
  );

  app.delete(
    '/totp/usuarios/:usuarioId',
    {
      schema: {
        tags: ['auth'],
        summary: 'RH remove o segundo fator de um usuário (aparelho perdido); auditado',
        params: usuarioIdParamSchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      await auth.resetarTotp(exigirRota(req, ROTA_SEGURANCA), req.params.usuarioId);
      return ok(null, 'Segundo fator removido.');
    },
  );

  app.get(
    '/politica-seguranca',
    {
      schema: {
        tags: ['auth'],
        summary: 'Política de segurança da empresa (segundo fator obrigatório para admins)',
        response: { 200: envelopeMinusculoSchema(politicaSegurancaSchema) },
      },
    },
    async (req) => ok(await auth.politica(exigirRota(req, ROTA_SEGURANCA).empresaId)),
  );

  app.put(
    '/politica-seguranca',
    {
      schema: {
        tags: ['auth'],
        summary: 'Altera a política de segurança da empresa (auditado)',
        body: politicaSegurancaSchema,
        response: { 200: envelopeMinusculoSchema(politicaSegurancaSchema) },
      },
    },
    async (req) =>
      ok(
        await auth.salvarPolitica(
          exigirRota(req, ROTA_SEGURANCA),
          req.body.exigirSegundoFatorAdmin,
        ),
      ),
  );

  app.get(
    '/push/chave-publica',
    {
      config: { publico: true },
      schema: {
        tags: ['auth'],
        summary: 'Chave pública VAPID para PushManager.subscribe (applicationServerKey)',
        response: { 200: pushChaveRespostaSchema },
      },
    },
    async () => ok({ publicKey: auth.vapidPublicKey }),
  );

  app.post(
    '/push/inscricao',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registra (ou atualiza) a inscrição Web Push deste dispositivo (uuid)',
        body: pushInscricaoBodySchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      await auth.inscreverPush(exigirAuth(req), req.body);
      return ok(null);
    },
  );

  app.delete(
    '/push/inscricao/:uuid',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove a inscrição Web Push do dispositivo',
        params: uuidParamSchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      await auth.removerPush(exigirAuth(req), req.params.uuid);
      return ok(null);
    },
  );
};
