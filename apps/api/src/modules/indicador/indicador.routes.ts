import {
  absenteismoIndicadorRespostaSchema,
  bancoHorasIndicadorRespostaSchema,
  horasExtrasIndicadorRespostaSchema,
  indicadoresQuerySchema,
  marcacoesPorHoraIndicadorRespostaSchema,
  pendenciasIndicadorQuerySchema,
  pendenciasIndicadorRespostaSchema,
} from '@jornada/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { exigirRota } from '../../shared/auth-context.ts';
import { ok } from '../../shared/envelope.ts';
import { ROTA_INDICADORES_GESTOR, ROTA_INDICADORES_RH } from './indicador.alcance.ts';
import type { IndicadorService } from './indicador.service.ts';

const tags = ['indicadores'];
const acesso =
  'RH (/dashboard/admin/indicadores): a empresa; gestor (/dashboard/gestor/indicadores): só a equipe. Filtros: de e ate (AAAA-MM, até 12 meses), filialId, departamentoId.';

/** RH ou gestor dos indicadores (o alcance de cada um o serviço decide). */
const autorizar = (req: Parameters<typeof exigirRota>[0]) =>
  exigirRota(req, ROTA_INDICADORES_RH, ROTA_INDICADORES_GESTOR);

/** O schema comum das rotas: filtro por mês (`indicadoresQuerySchema`) salvo outro dado. */
const esquema = <R extends z.ZodType, Q extends z.ZodType = typeof indicadoresQuerySchema>(
  summary: string,
  resposta: R,
  querystring: Q = indicadoresQuerySchema as unknown as Q,
  description = acesso,
) => ({ tags, summary, description, querystring, response: { 200: resposta } });

/** Indicadores do RH e dos gestores (SERVICOS.indicadores). */
export const indicadorRoutes: FastifyPluginAsyncZod<{ indicadores: IndicadorService }> = async (
  app,
  { indicadores },
) => {
  app.get(
    '/horas-extras',
    {
      schema: esquema(
        'Horas extras e custo por departamento e mês (totais do espelho somados)',
        horasExtrasIndicadorRespostaSchema,
      ),
    },
    async (req) => ok(await indicadores.horasExtras(autorizar(req), req.query)),
  );

  app.get(
    '/absenteismo',
    {
      schema: esquema(
        'Absenteísmo (faltas/previsto) e atrasos (débitos/previsto) por mês',
        absenteismoIndicadorRespostaSchema,
      ),
    },
    async (req) => ok(await indicadores.absenteismo(autorizar(req), req.query)),
  );

  app.get(
    '/banco-horas',
    {
      schema: esquema(
        'Saldos do banco de horas hoje por faixa e o que vence em 30, 60 e 90 dias',
        bancoHorasIndicadorRespostaSchema,
      ),
    },
    async (req) => ok(await indicadores.bancoHoras(autorizar(req), req.query)),
  );

  app.get(
    '/marcacoes-por-hora',
    {
      schema: esquema(
        'Marcações do período por hora local do dia (0 a 23)',
        marcacoesPorHoraIndicadorRespostaSchema,
      ),
    },
    async (req) => ok(await indicadores.marcacoesPorHora(autorizar(req), req.query)),
  );

  app.get(
    '/pendencias',
    {
      schema: esquema(
        'Tratamentos e pedidos sem decisão no período (lista paginada no servidor)',
        pendenciasIndicadorRespostaSchema,
        pendenciasIndicadorQuerySchema,
        `${acesso} pageNumber (padrão 1) e pageSize (padrão 25, até 100).`,
      ),
    },
    async (req) => ok(await indicadores.pendencias(autorizar(req), req.query)),
  );
};
