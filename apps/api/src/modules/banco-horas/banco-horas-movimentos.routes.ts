import {
  envelopeMinusculoSchema,
  estornoLancamentoSchema,
  fechamentoAntecipadoEntradaSchema,
  fechamentoAntecipadoSchema,
  idParamSchema,
  lancamentoManualSchema,
  pagamentoBancoHorasSchema,
  pagamentoExtraordinarioEntradaSchema,
  rescisaoEntradaSchema,
  rescisoesPendentesQuerySchema,
  rescisoesPendentesSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';

const tags = ['banco-horas'];
const V1 = '/api/v1';
const env = envelopeMinusculoSchema;

/**
 * O que paga ou desfaz fora do fechamento do ciclo: estorno de lançamento manual, pagamento
 * extraordinário, fechamento antecipado e rescisão — cada um com prévia (nada grava) e
 * confirmação (uma transação, auditada). Só o RH do banco.
 */
export const registrarMovimentos = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: BancoHorasService,
) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);

  app.post(
    `${V1}/bancoHora/lancamento/:id/estorno`,
    {
      schema: {
        tags,
        summary: 'Desfaz o lançamento manual com o lançamento inverso (201 + location); auditado',
        params: idParamSchema,
        body: estornoLancamentoSchema,
        response: { 201: env(lancamentoManualSchema) },
      },
    },
    async (req, reply) => {
      const r = await s.estornar(rh(req), req.params.id, req.body.motivo);
      const location = `${req.url.split('?')[0]!.replace(/\/\d+\/estorno$/, '')}/${r.id}`;
      return reply.code(201).header('location', location).send(ok(r, 'Lançamento desfeito.'));
    },
  );

  app.post(
    `${V1}/bancoHora/pagamento/previa`,
    {
      schema: {
        tags,
        summary: 'Prévia do pagamento extraordinário: o que sai por verba (nada grava)',
        body: pagamentoExtraordinarioEntradaSchema,
        response: { 200: env(pagamentoBancoHorasSchema) },
      },
    },
    async (req) => ok(await s.pagamentos.previa(rh(req), req.body)),
  );
  app.post(
    `${V1}/bancoHora/pagamento`,
    {
      schema: {
        tags,
        summary: 'Paga parte do saldo como hora extra (mais antigo primeiro, por origem); auditado',
        body: pagamentoExtraordinarioEntradaSchema,
        response: { 200: env(pagamentoBancoHorasSchema) },
      },
    },
    async (req) =>
      ok(await s.pagamentos.confirmar(rh(req), req.body), 'Pagamento extraordinário gravado.'),
  );

  app.post(
    `${V1}/bancoHora/fechamentoAntecipado/previa`,
    {
      schema: {
        tags,
        summary: 'Prévia do fechamento antecipado de um colaborador ou do banco inteiro',
        body: fechamentoAntecipadoEntradaSchema,
        response: { 200: env(fechamentoAntecipadoSchema) },
      },
    },
    async (req) => ok(await s.encerramentos.previaAntecipado(rh(req), req.body)),
  );
  app.post(
    `${V1}/bancoHora/fechamentoAntecipado`,
    {
      schema: {
        tags,
        summary: 'Fecha antes do fim o ciclo de um colaborador ou do banco; auditado',
        body: fechamentoAntecipadoEntradaSchema,
        response: { 200: env(fechamentoAntecipadoSchema) },
      },
    },
    async (req) =>
      ok(
        await s.encerramentos.confirmarAntecipado(rh(req), req.body),
        'Fechamento antecipado gravado.',
      ),
  );

  app.get(
    `${V1}/bancoHora/rescisao/pendentes`,
    {
      schema: {
        tags,
        summary: 'Desligados com o banco ainda aberto (rescisão do banco pendente), por página',
        querystring: rescisoesPendentesQuerySchema,
        response: { 200: env(rescisoesPendentesSchema) },
      },
    },
    async (req) => ok(await s.rescisoesPendentes(rh(req), req.query.pagina)),
  );
  app.post(
    `${V1}/bancoHora/rescisao/previa`,
    {
      schema: {
        tags,
        summary: 'Prévia da rescisão do banco: o que se paga ou desconta pelo tipo',
        body: rescisaoEntradaSchema,
        response: { 200: env(pagamentoBancoHorasSchema) },
      },
    },
    async (req) => ok(await s.encerramentos.previaRescisao(rh(req), req.body)),
  );
  app.post(
    `${V1}/bancoHora/rescisao`,
    {
      schema: {
        tags,
        summary: 'Rescisão do banco (CLT art. 59 §3º): encerra a vigência e paga; auditado',
        body: rescisaoEntradaSchema,
        response: { 200: env(pagamentoBancoHorasSchema) },
      },
    },
    async (req) =>
      ok(await s.encerramentos.confirmarRescisao(rh(req), req.body), 'Rescisão do banco gravada.'),
  );
};
