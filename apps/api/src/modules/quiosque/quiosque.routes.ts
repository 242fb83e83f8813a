import {
  ativacaoRespostaSchema,
  ativarQuiosqueSchema,
  cartaoQrRespostaSchema,
  codigoAtivacaoRespostaSchema,
  configuracaoQuiosqueRespostaSchema,
  credenciaisPessoasRespostaSchema,
  dispositivoEntradaSchema,
  dispositivoIdParamSchema,
  dispositivoRespostaSchema,
  dispositivosRespostaSchema,
  erroRespostaSchema,
  identificacaoQuiosqueSchema,
  marcacaoQuiosqueRespostaSchema,
  marcarQuiosqueSchema,
  meuQuiosqueRespostaSchema,
  pessoaIdentificadaRespostaSchema,
  pessoaQuiosqueParamSchema,
  pinEntradaSchema,
  qrDinamicoRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_MEU_PAINEL, ROTA_QUIOSQUES } from './quiosque.comum.ts';
import { iniciais } from './quiosque.regras.ts';
import type { QuiosqueService } from './quiosque.service.ts';

const tags = ['quiosque'];
const vazio = z.object({
  success: z.boolean(),
  data: z.null(),
  error: z.null(),
  message: z.string().nullable(),
});
/** Rotas do aparelho: sem sessão de usuário; a credencial vai em `Authorization: Quiosque <token>`. */
const doAparelho = { config: { publico: true } } as const;
const errosDoAparelho = { 403: erroRespostaSchema, 429: erroRespostaSchema };

export const quiosqueRoutes: FastifyPluginAsyncZod<{ quiosque: QuiosqueService }> = async (
  app,
  { quiosque },
) => {
  const { dispositivos, pessoa, aparelho } = quiosque;
  const rh = { tags };

  app.get(
    '/dispositivos',
    {
      schema: {
        ...rh,
        summary: 'Quiosques da empresa e filiais',
        response: { 200: dispositivosRespostaSchema },
      },
    },
    async (req) => ok(await dispositivos.list(exigirRota(req, ROTA_QUIOSQUES))),
  );
  app.post(
    '/dispositivos',
    {
      schema: {
        ...rh,
        summary: 'Cadastra um quiosque',
        body: dispositivoEntradaSchema,
        response: { 200: dispositivoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_QUIOSQUES);
      return ok(await dispositivos.create(auth, req.body), 'Quiosque cadastrado.');
    },
  );
  app.put(
    '/dispositivos/:id',
    {
      schema: {
        ...rh,
        summary: 'Altera um quiosque',
        params: dispositivoIdParamSchema,
        body: dispositivoEntradaSchema,
        response: { 200: dispositivoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_QUIOSQUES);
      return ok(await dispositivos.update(auth, req.params.id, req.body), 'Quiosque alterado.');
    },
  );
  const acao = (
    caminho: string,
    summary: string,
    fazer: 'arquivar' | 'revogar',
    mensagem: string,
  ) =>
    app.post(
      `/dispositivos/:id/${caminho}`,
      {
        schema: {
          ...rh,
          summary,
          params: dispositivoIdParamSchema,
          response: { 200: dispositivoRespostaSchema },
        },
      },
      async (req) => {
        const auth = exigirRota(req, ROTA_QUIOSQUES);
        return ok(await dispositivos[fazer](auth, req.params.id), mensagem);
      },
    );
  acao('arquivar', 'Arquiva um quiosque (sai de uso)', 'arquivar', 'Quiosque arquivado.');
  acao('revogar', 'Revoga a credencial do aparelho', 'revogar', 'Credencial revogada.');
  app.post(
    '/dispositivos/:id/codigo',
    {
      schema: {
        ...rh,
        summary: 'Gera o código de ativação (uso único, 15 minutos)',
        params: dispositivoIdParamSchema,
        response: { 200: codigoAtivacaoRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_QUIOSQUES);
      return ok(await dispositivos.gerarCodigo(auth, req.params.id));
    },
  );

  // Credenciais das pessoas: o RH redefine o PIN e emite ou revoga o cartão QR.
  app.get(
    '/pessoas',
    {
      schema: {
        ...rh,
        summary: 'Pessoas ativas com a situação do PIN e do cartão QR',
        response: { 200: credenciaisPessoasRespostaSchema },
      },
    },
    async (req) => ok(await pessoa.listCredenciais(exigirRota(req, ROTA_QUIOSQUES))),
  );
  app.put(
    '/pessoas/:usuarioId/pin',
    {
      schema: {
        ...rh,
        summary: 'Redefine o PIN do quiosque de uma pessoa',
        params: pessoaQuiosqueParamSchema,
        body: pinEntradaSchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_QUIOSQUES);
      await pessoa.redefinirPin(auth, req.params.usuarioId, req.body.pin);
      return ok(null, 'PIN redefinido.');
    },
  );
  app.post(
    '/pessoas/:usuarioId/cartao',
    {
      schema: {
        ...rh,
        summary: 'Emite um novo cartão QR (o anterior deixa de valer)',
        params: pessoaQuiosqueParamSchema,
        response: { 200: cartaoQrRespostaSchema },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_QUIOSQUES);
      return ok(await pessoa.emitirCartao(auth, req.params.usuarioId), 'Cartão emitido.');
    },
  );
  app.delete(
    '/pessoas/:usuarioId/cartao',
    {
      schema: {
        ...rh,
        summary: 'Revoga o cartão QR e o QR dinâmico da pessoa',
        params: pessoaQuiosqueParamSchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_QUIOSQUES);
      await pessoa.revogarCartao(auth, req.params.usuarioId);
      return ok(null, 'Cartão revogado.');
    },
  );

  // O próprio colaborador: PIN e QR dinâmico no seu painel.
  app.get(
    '/meu',
    {
      schema: {
        ...rh,
        summary: 'Situação do PIN e do cartão do colaborador logado',
        response: { 200: meuQuiosqueRespostaSchema },
      },
    },
    async (req) => ok(await pessoa.meu(exigirRota(req, ROTA_MEU_PAINEL))),
  );
  app.put(
    '/meu/pin',
    {
      schema: {
        ...rh,
        summary: 'Define o próprio PIN do quiosque',
        body: pinEntradaSchema,
        response: { 200: vazio },
      },
    },
    async (req) => {
      const auth = exigirRota(req, ROTA_MEU_PAINEL);
      await pessoa.definirMeuPin(auth, req.body.pin);
      return ok(null, 'PIN do quiosque definido.');
    },
  );
  app.get(
    '/meu/qr',
    {
      schema: {
        ...rh,
        summary: 'QR dinâmico (30 s) do colaborador logado',
        response: { 200: qrDinamicoRespostaSchema },
      },
    },
    async (req) => ok(await pessoa.qrDinamico(exigirRota(req, ROTA_MEU_PAINEL))),
  );

  // O aparelho.
  app.post(
    '/aparelho/ativar',
    {
      ...doAparelho,
      schema: {
        tags,
        security: [],
        summary: 'Ativa o aparelho com o código do RH (devolve a credencial e a chave HMAC)',
        body: ativarQuiosqueSchema,
        response: { 200: ativacaoRespostaSchema },
      },
    },
    async (req) => ok(await aparelho.ativar(req.body.codigo), 'Quiosque ativado.'),
  );
  app.get(
    '/aparelho',
    {
      ...doAparelho,
      schema: {
        tags,
        summary: 'Configuração do aparelho autenticado',
        response: { 200: configuracaoQuiosqueRespostaSchema },
      },
    },
    async (req) =>
      ok(await aparelho.configuracao(await aparelho.autenticar(req.headers.authorization))),
  );
  app.post(
    '/aparelho/identificar',
    {
      ...doAparelho,
      schema: {
        tags,
        summary: 'Identifica a pessoa (nome e foto para confirmar)',
        body: identificacaoQuiosqueSchema,
        response: { 200: pessoaIdentificadaRespostaSchema, ...errosDoAparelho },
      },
    },
    async (req) => {
      const d = await aparelho.autenticar(req.headers.authorization);
      const p = await quiosque.identificar(d, req.body);
      return ok({ nome: p.nome, iniciais: iniciais(p.nome), foto: p.foto, matricula: p.matricula });
    },
  );
  app.post(
    '/aparelho/marcar',
    {
      ...doAparelho,
      schema: {
        tags,
        summary: 'Marca o ponto da pessoa identificada (REP-P, coletor quiosque)',
        body: marcarQuiosqueSchema,
        response: { 200: marcacaoQuiosqueRespostaSchema, ...errosDoAparelho },
      },
    },
    async (req) => {
      const d = await aparelho.autenticar(req.headers.authorization);
      const r = await quiosque.marcar(d, req.body);
      return ok(r, r.repetida ? 'Marcação já registrada.' : 'Marcação registrada.');
    },
  );
};
