import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) das mensagens: uma mensagem da Demo Comércio, com
 * anexo, à colaboradora da demo, gravada direto no banco; quem pede é o RH da Demo Indústria (404).
 */
type Caso = { metodo: string; rota: string; url: (t: AppDeTeste) => Promise<string> };

const m = SERVICOS.mensagens;

/** Mensagem da Demo Comércio (criada na primeira vez) e a destinatária dela. */
const mensagemDemo = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ id: number; usuario_id: number }>(
    `select m.id, d.usuario_id from mensagem m
       join mensagem_destinatario d on d.empresa_id = m.empresa_id and d.mensagem_id = m.id
      where m.empresa_id = $1 order by m.id limit 1`,
    [EMPRESA_DEMO],
  );
  if (existe) return { id: existe.id, usuarioId: existe.usuario_id };
  const [nova] = await t.db.query<{ id: number; usuario_id: number }>(
    `with rh as (select id from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'),
     p as (select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'),
     msg as (
       insert into mensagem (empresa_id, remetente_id, titulo, texto, exigir_confirmacao,
         canal_push, canal_email, canal_sms, destinos, anexo_nome, anexo_tipo, anexo_conteudo,
         enviada_em)
       select $1, rh.id, 'Aviso', 'Texto', true, false, false, false,
         jsonb_build_object('pessoas', jsonb_build_array(p.id), 'departamentos', '[]'::jsonb,
           'grupos', '[]'::jsonb),
         'aviso.pdf', 'application/pdf', '%PDF-'::bytea, now()
         from rh, p
       returning empresa_id, id)
     insert into mensagem_destinatario (empresa_id, mensagem_id, usuario_id, status_app)
     select msg.empresa_id, msg.id, p.id, 'entregue' from msg, p
     returning mensagem_id as id, usuario_id`,
    [EMPRESA_DEMO],
  );
  return { id: nova!.id, usuarioId: nova!.usuario_id };
};

export const CASOS_MENSAGEM: Caso[] = [
  {
    metodo: 'GET',
    rota: `${m}/enviadas/:id`,
    url: async (t) => `${m}/enviadas/${(await mensagemDemo(t)).id}`,
  },
  {
    metodo: 'GET',
    rota: `${m}/enviadas/:id/relatorio`,
    url: async (t) => `${m}/enviadas/${(await mensagemDemo(t)).id}/relatorio`,
  },
  {
    metodo: 'GET',
    rota: `${m}/pessoas/:usuarioId/historico`,
    url: async (t) => `${m}/pessoas/${(await mensagemDemo(t)).usuarioId}/historico`,
  },
  {
    metodo: 'GET',
    rota: `${m}/caixa/:id`,
    url: async (t) => `${m}/caixa/${(await mensagemDemo(t)).id}`,
  },
  {
    metodo: 'POST',
    rota: `${m}/caixa/:id/confirmar`,
    url: async (t) => `${m}/caixa/${(await mensagemDemo(t)).id}/confirmar`,
  },
  {
    metodo: 'GET',
    rota: `${m}/anexo/:id`,
    url: async (t) => `${m}/anexo/${(await mensagemDemo(t)).id}`,
  },
];
