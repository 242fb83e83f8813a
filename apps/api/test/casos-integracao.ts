import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da integração: token de API, webhook e uma entrega
 * da Demo Comércio gravados direto no banco; quem pede é o RH da outra empresa (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const i = SERVICOS.integracao;

const registrosDemo = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ token: number; webhook: number; entrega: number }>(
    `select (select min(id) from api_token where empresa_id = $1) as token,
            (select min(id) from webhook_endpoint where empresa_id = $1) as webhook,
            (select min(id) from webhook_entrega where empresa_id = $1) as entrega`,
    [EMPRESA_DEMO],
  );
  if (existe?.token && existe.webhook && existe.entrega) return existe;
  const [novo] = await t.db.query<{ token: number; webhook: number; entrega: number }>(
    `with rh as (select id from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'),
     tk as (
       insert into api_token (empresa_id, nome, prefixo, hash, escopos, criado_por, criado_em)
       select $1, 'ERP', 'jnd_caso', md5(random()::text), '["colaboradores:leitura"]'::jsonb, rh.id, now()
         from rh returning id),
     wh as (
       insert into webhook_endpoint (empresa_id, url, eventos, segredo, criado_por, criado_em)
       select $1, 'https://erp.exemplo.com.br/jornada', '["marcacao.registrada"]'::jsonb, 'x', rh.id, now()
         from rh returning id),
     en as (
       insert into webhook_entrega (empresa_id, endpoint_id, evento_id, tipo, corpo, situacao,
         tentativas, criado_em)
       select $1, wh.id, 'evt', 'marcacao.registrada', '{}', 'desistiu', 6, now() from wh
       returning id)
     select tk.id as token, wh.id as webhook, en.id as entrega from tk, wh, en`,
    [EMPRESA_DEMO],
  );
  return novo!;
};

const corpoWebhook = { url: 'https://erp.exemplo.com.br/outro', eventos: ['marcacao.registrada'] };

export const CASOS_INTEGRACAO: Caso[] = [
  {
    metodo: 'POST',
    rota: `${i}/tokens/:id/revogacao`,
    url: async (t) => `${i}/tokens/${(await registrosDemo(t)).token}/revogacao`,
  },
  {
    metodo: 'PUT',
    rota: `${i}/webhooks/:id`,
    url: async (t) => `${i}/webhooks/${(await registrosDemo(t)).webhook}`,
    corpo: corpoWebhook,
  },
  {
    metodo: 'DELETE',
    rota: `${i}/webhooks/:id`,
    url: async (t) => `${i}/webhooks/${(await registrosDemo(t)).webhook}`,
  },
  {
    metodo: 'POST',
    rota: `${i}/webhooks/:id/teste`,
    url: async (t) => `${i}/webhooks/${(await registrosDemo(t)).webhook}/teste`,
  },
  {
    metodo: 'GET',
    rota: `${i}/webhooks/:id/entregas`,
    url: async (t) => `${i}/webhooks/${(await registrosDemo(t)).webhook}/entregas`,
  },
  {
    metodo: 'POST',
    rota: `${i}/webhooks/:id/entregas/:entregaId/reenviar`,
    url: async (t) => {
      const r = await registrosDemo(t);
      return `${i}/webhooks/${r.webhook}/entregas/${r.entrega}/reenviar`;
    },
  },
];
