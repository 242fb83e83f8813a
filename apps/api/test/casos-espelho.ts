import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do serviço do espelho: o registro (pedido de
 * reprocessamento, colaborador) é da Demo Comércio; quem pede é o RH da Demo Indústria (404).
 */
type Caso = { metodo: string; rota: string; url: (t: AppDeTeste) => Promise<string> };

const e = SERVICOS.espelho;

/** Um pedido de reprocessamento pendente da Demo Comércio, gravado direto no banco. */
const pedidoDemo = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    `insert into reprocessamento (empresa_id, data_inicio, data_fim, status, solicitante_id, criado_em)
     select $1, '2026-10-01', '2026-10-31', 'pendente', id, now()
       from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};

/** A colaboradora da demo (o espelho recebe o id na query). */
const paulaDemo = async (t: AppDeTeste) => {
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  return u!.id;
};

export const CASOS_ESPELHO: Caso[] = [
  {
    metodo: 'GET',
    rota: `${e}/reprocessamento/:id`,
    url: async (t) => `${e}/reprocessamento/${await pedidoDemo(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${e}/reprocessamento/:id/log`,
    url: async (t) => `${e}/reprocessamento/${await pedidoDemo(t)}/log`,
  },
  {
    metodo: 'PUT',
    rota: `${e}/reprocessamento/:id/cancelar`,
    url: async (t) => `${e}/reprocessamento/${await pedidoDemo(t)}/cancelar`,
  },
  ...['/', '/totais', '/pdf'].map((caminho) => ({
    metodo: 'GET',
    rota: `${e}${caminho}`,
    url: async (t: AppDeTeste) => `${e}${caminho}?ano=2026&mes=10&usuarioId=${await paulaDemo(t)}`,
  })),
];
