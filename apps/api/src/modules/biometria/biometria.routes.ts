import {
  cadastroBiometriaSchema,
  detalheBiometriaRespostaSchema,
  pessoasBiometriaRespostaSchema,
  resultadoVerificacaoRespostaSchema,
  situacaoBiometriaRespostaSchema,
  testeVerificacaoSchema,
  usuarioBiometriaParamSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import type { BiometriaService } from './biometria.service.ts';

/** Rota do menu do RH que dá acesso ao cadastro facial. */
export const ROTA_BIOMETRIA = '/dashboard/admin/biometria';
/** A própria pessoa vê o cadastro e revoga o consentimento. */
export const ROTA_MINHA_BIOMETRIA = '/dashboard/minhas-rotinas/biometria';

const tags = ['biometria'];

export const biometriaRoutes: FastifyPluginAsyncZod<{ biometria: BiometriaService }> = async (
  app,
  { biometria },
) => {
  app.get(
    '/pessoas',
    {
      schema: {
        tags,
        summary: 'Colaboradores e a situação da biometria facial',
        response: { 200: pessoasBiometriaRespostaSchema },
      },
    },
    async (req) => ok(await biometria.listPessoas(exigirRota(req, ROTA_BIOMETRIA))),
  );
  app.get(
    '/pessoas/:usuarioId',
    {
      schema: {
        tags,
        summary: 'Situação da biometria de um colaborador e as últimas verificações',
        params: usuarioBiometriaParamSchema,
        response: { 200: detalheBiometriaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_BIOMETRIA);
      return ok(await biometria.detalhe(auth, req.params.usuarioId));
    },
  );
  app.delete(
    '/pessoas/:usuarioId',
    {
      schema: {
        tags,
        summary: 'Apaga o modelo facial e encerra o consentimento',
        params: usuarioBiometriaParamSchema,
        response: { 200: situacaoBiometriaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_BIOMETRIA);
      return ok(
        await biometria.removerPeloRh(auth, req.params.usuarioId),
        'Biometria facial excluída.',
      );
    },
  );
  app.post(
    '/cadastros',
    {
      schema: {
        tags,
        summary: 'Cadastra o rosto com o consentimento da pessoa (LGPD art. 11)',
        body: cadastroBiometriaSchema,
        response: { 200: situacaoBiometriaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_BIOMETRIA);
      return ok(await biometria.cadastrar(auth, req.body), 'Biometria facial cadastrada.');
    },
  );
  app.post(
    '/verificacoes/teste',
    {
      schema: {
        tags,
        summary: 'Testa a verificação 1:1 contra o modelo cadastrado',
        body: testeVerificacaoSchema,
        response: { 200: resultadoVerificacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_BIOMETRIA);
      return ok(await biometria.testar(auth, req.body));
    },
  );
  app.get(
    '/minha',
    {
      schema: {
        tags,
        summary: 'Minha biometria facial',
        response: { 200: situacaoBiometriaRespostaSchema },
      },
    },
    async (req) => ok(await biometria.minha(exigirRota(req, ROTA_MINHA_BIOMETRIA))),
  );
  app.post(
    '/minha/revogar',
    {
      schema: {
        tags,
        summary: 'Revoga o meu consentimento e apaga o meu modelo facial',
        response: { 200: situacaoBiometriaRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_MINHA_BIOMETRIA);
      return ok(await biometria.revogarMinha(auth), 'Consentimento revogado e biometria excluída.');
    },
  );
};
