import {
  atribuicaoLoteEntradaSchema,
  atribuicaoLoteSchema,
  envelopeMinusculoSchema,
  equipeBancoHorasQuerySchema,
  equipeBancoHorasSchema,
  importacaoSaldoAnteriorEntradaSchema,
  importacaoSaldoAnteriorSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_BANCO_HORAS, ROTA_GESTOR_BANCO_EQUIPE } from './banco-horas.comum.ts';
import type { BancoHorasService } from './banco-horas.service.ts';

const tags = ['banco-horas'];
const V1 = '/api/v1';
const env = envelopeMinusculoSchema;
/** O arquivo vem em base64 no JSON: até ~2 MB de arquivo. */
const LIMITE_ARQUIVO = 3 * 1024 * 1024;

/**
 * Operações em lote: saldo anterior por arquivo (CSV/XLSX) e atribuição do banco a muitos (RH,
 * prévia e confirmação), e o banco de horas da equipe (gestor).
 */
export const registrarLote = (app: Parameters<FastifyPluginAsyncZod>[0], s: BancoHorasService) => {
  const rh = (req: Parameters<typeof exigirRota>[0]) => exigirRota(req, ROTA_BANCO_HORAS);

  app.post(
    `${V1}/bancoHora/saldoAnterior/importacao/previa`,
    {
      bodyLimit: LIMITE_ARQUIVO,
      schema: {
        tags,
        summary: 'Prévia da importação de saldo anterior (CSV/XLSX): o erro de cada linha',
        body: importacaoSaldoAnteriorEntradaSchema,
        response: { 200: env(importacaoSaldoAnteriorSchema) },
      },
    },
    async (req) => ok(await s.importacao.previa(rh(req), req.body)),
  );
  app.post(
    `${V1}/bancoHora/saldoAnterior/importacao`,
    {
      bodyLimit: LIMITE_ARQUIVO,
      schema: {
        tags,
        summary: 'Importa o saldo anterior: as linhas aceitas numa transação; auditado',
        body: importacaoSaldoAnteriorEntradaSchema,
        response: { 200: env(importacaoSaldoAnteriorSchema) },
      },
    },
    async (req) => ok(await s.importacao.confirmar(rh(req), req.body), 'Saldos importados.'),
  );

  app.post(
    `${V1}/bancoHora/colaborador/lote/previa`,
    {
      schema: {
        tags,
        summary: 'Prévia da atribuição em lote: quem entra e quem conflita com outra vigência',
        body: atribuicaoLoteEntradaSchema,
        response: { 200: env(atribuicaoLoteSchema) },
      },
    },
    async (req) => ok(await s.lote.previa(rh(req), req.body)),
  );
  app.post(
    `${V1}/bancoHora/colaborador/lote`,
    {
      schema: {
        tags,
        summary: 'Atribui o banco em lote (departamento, filial ou pessoas); auditado',
        body: atribuicaoLoteEntradaSchema,
        response: { 200: env(atribuicaoLoteSchema) },
      },
    },
    async (req) => ok(await s.lote.confirmar(rh(req), req.body), 'Colaboradores incluídos.'),
  );

  app.get(
    `${V1}/bancoHora/equipe`,
    {
      schema: {
        tags,
        summary: 'Banco de horas da equipe do gestor: saldos, acima do limite e a vencer',
        querystring: equipeBancoHorasQuerySchema,
        response: { 200: env(equipeBancoHorasSchema) },
      },
    },
    async (req) => ok(await s.equipe(exigirRota(req, ROTA_GESTOR_BANCO_EQUIPE), req.query)),
  );
};
