import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da autorização de horas extras: uma autorização e um
 * pedido gravados na Demo Comércio; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const h = SERVICOS.autorizacaoHe;

const paula = async (t: AppDeTeste) => {
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  return u!.id;
};

const autorizacao = async (t: AppDeTeste) => {
  const [a] = await t.db.query<{ id: number }>(
    `insert into autorizacao_hora_extra
       (empresa_id, usuario_id, data_inicio, data_fim, limite_minutos, autor_id, criado_em)
     values ($1, $2, '2026-11-10', '2026-11-10', 60, $2, now()) returning id`,
    [EMPRESA_DEMO, await paula(t)],
  );
  return a!.id;
};

const solicitacao = async (t: AppDeTeste) => {
  const [s] = await t.db.query<{ id: number }>(
    `insert into solicitacao_hora_extra (empresa_id, usuario_id, data, minutos, motivo, criado_em)
     values ($1, $2, '2026-11-20', 60, 'Inventário', now()) returning id`,
    [EMPRESA_DEMO, await paula(t)],
  );
  return s!.id;
};

export const CASOS_AUTORIZACAO_HE: Caso[] = [
  {
    metodo: 'POST',
    rota: `${h}/autorizacoes/:id/revogar`,
    url: async (t) => `${h}/autorizacoes/${await autorizacao(t)}/revogar`,
    corpo: { motivo: 'Invasão' },
  },
  {
    metodo: 'POST',
    rota: `${h}/solicitacoes/:id/decidir`,
    url: async (t) => `${h}/solicitacoes/${await solicitacao(t)}/decidir`,
    corpo: { aprovar: true },
  },
  // Colaborador de outra empresa no corpo e na query: 404, como se não existisse.
  {
    metodo: 'POST',
    rota: `${h}/autorizacoes`,
    url: async () => `${h}/autorizacoes`,
    corpoDe: async (t) => ({
      usuarioId: await paula(t),
      dataInicio: '2026-11-10',
      dataFim: '2026-11-10',
      limiteMinutos: 60,
    }),
  },
  {
    metodo: 'GET',
    rota: `${h}/autorizacoes`,
    url: async (t) => `${h}/autorizacoes?usuarioId=${await paula(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${h}/decisoes`,
    url: async () => `${h}/decisoes`,
    corpoDe: async (t) => ({ usuarioId: await paula(t), data: '2026-11-10', destino: 'pagar' }),
  },
];
