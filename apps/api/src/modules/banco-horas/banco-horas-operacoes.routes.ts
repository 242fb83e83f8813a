import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BancoHorasService } from './banco-horas.service.ts';
import { registrarCiclos } from './banco-horas-ciclos.routes.ts';
import { registrarColaboradores } from './banco-horas-colaboradores.routes.ts';
import { registrarEstornos } from './banco-horas-estornos.routes.ts';
import { registrarLote } from './banco-horas-lote.routes.ts';
import { registrarMovimentos } from './banco-horas-movimentos.routes.ts';
import { registrarRelatorios } from './banco-horas-relatorios.routes.ts';

/** As operações do banco, por assunto: ciclos e fechamento, pessoas, pagamentos e lotes. */
export const registrarOperacoes = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  s: BancoHorasService,
) => {
  registrarCiclos(app, s);
  registrarColaboradores(app, s);
  registrarMovimentos(app, s);
  registrarEstornos(app, s);
  registrarLote(app, s);
  registrarRelatorios(app, s);
};
