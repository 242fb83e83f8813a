import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do fechamento da competência: um fechamento da
 * Demo Comércio (gravado direto no banco) e os seus alcances; quem pede é o RH da outra empresa.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const v = SERVICOS.verbas;

/** Um fechamento de setembro da Demo Comércio (criado na primeira vez). */
const fechamento = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ id: number | null }>(
    'select min(id) as id from fechamento where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  if (existe?.id) return existe.id;
  const [r] = await t.db.query<{ id: number }>(
    `insert into fechamento (empresa_id, competencia, escopo, status, colaboradores, avisos,
       fechado_por_id, fechado_em)
     select $1, '2026-09', 'empresa', 'fechado', 0, '[]'::jsonb, min(id), now()
     from usuario where empresa_id = $1 returning id`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};

const departamento = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    'select min(id) as id from departamento where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  return r!.id;
};

export const CASOS_FECHAMENTO: Caso[] = [
  {
    metodo: 'GET',
    rota: `${v}/fechamento/:fechamentoId`,
    url: async (t) => `${v}/fechamento/${await fechamento(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${v}/fechamento/:fechamentoId/reabertura`,
    url: async (t) => `${v}/fechamento/${await fechamento(t)}/reabertura`,
    corpo: { motivo: 'Reabertura indevida de outra empresa.' },
  },
  // Alcance de outra empresa na query e no corpo.
  {
    metodo: 'GET',
    rota: `${v}/fechamento/status`,
    url: async (t) =>
      `${v}/fechamento/status?ano=2026&mes=10&departamentoId=${await departamento(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${v}/fechamento`,
    url: async () => `${v}/fechamento`,
    corpoDe: async (t) => ({ ano: 2026, mes: 10, departamentoId: await departamento(t) }),
  },
];
