import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) das ausências justificadas (abono): o registro e a
 * colaboradora são da Demo Comércio; quem pede é o RH da Demo Indústria (404). O id vai na query
 * ou no corpo (nomes da spec), então os casos entram aqui sem `:id` no caminho.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const m = SERVICOS.main;

const paulaDemo = async (t: AppDeTeste) => {
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  return u!.id;
};

/** Uma ausência justificada da Demo Comércio, gravada direto no banco. */
const ausenciaDemo = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    `insert into ausencia_justificada (empresa_id, usuario_id, data_inicio, data_fim, motivo, autor_id)
     select $1, id, '2026-09-14', '2026-09-14', 'CASAMENTO', id
       from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};

export const CASOS_ABONO: Caso[] = [
  {
    metodo: 'GET',
    rota: `${m}/CarregarAvisoAusenciaLancamento`,
    url: async (t) => `${m}/CarregarAvisoAusenciaLancamento?id=${await ausenciaDemo(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${m}/CarregarAvisoAusenciaLancamentos`,
    url: async (t) =>
      `${m}/CarregarAvisoAusenciaLancamentos?usuarioId=${await paulaDemo(t)}&inicio=2026-09-01&fim=2026-09-30`,
  },
  {
    metodo: 'GET',
    rota: `${m}/CarregarAusencias`,
    url: async (t) => `${m}/CarregarAusencias?usuarioId=${await paulaDemo(t)}&situacao=todas`,
  },
  {
    metodo: 'POST',
    rota: `${m}/CancelarAvisoAusenciaLancamento`,
    url: async () => `${m}/CancelarAvisoAusenciaLancamento`,
    corpoDe: async (t) => ({ id: await ausenciaDemo(t), motivo: 'Invasor' }),
  },
  {
    metodo: 'POST',
    rota: `${m}/SalvarAvisoAusenciaLancamento`,
    url: async () => `${m}/SalvarAvisoAusenciaLancamento`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      dataInicio: '2026-09-15',
      motivo: 'CASAMENTO',
    }),
  },
];
