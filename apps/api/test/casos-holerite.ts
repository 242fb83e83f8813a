import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) dos holerites: um lote com um holerite da Demo
 * Comércio, gravado direto no banco; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const h = SERVICOS.holerite;

/** Lote e holerite da Demo Comércio (criados na primeira vez). */
const holeriteDemo = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ id: number; lote_id: number }>(
    'select id, lote_id from holerite where empresa_id = $1 order by id limit 1',
    [EMPRESA_DEMO],
  );
  if (existe) return { id: existe.id, loteId: existe.lote_id };
  const [novo] = await t.db.query<{ id: number; lote_id: number }>(
    `with u as (
       select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'),
     l as (
       insert into holerite_lote (empresa_id, holerite_tipo_id, competencia, nome_arquivo, sha256,
         paginas, nao_identificadas, situacao, autor_id, criado_em)
       select $1, 1, '2026-10', 'folha.pdf', repeat('0', 64), 1, '[]'::jsonb, 'rascunho', id, now()
         from u
       returning empresa_id, id)
     insert into holerite (empresa_id, lote_id, usuario_id, paginas, identificado_por, tamanho,
       sha256, conteudo)
     select l.empresa_id, l.id, u.id, '[1]'::jsonb, 'cpf', 5, repeat('0', 64), '%PDF-'::bytea
       from l, u
     returning id, lote_id`,
    [EMPRESA_DEMO],
  );
  return { id: novo!.id, loteId: novo!.lote_id };
};

export const CASOS_HOLERITE: Caso[] = [
  {
    metodo: 'GET',
    rota: `${h}/importacao/lote/:loteId`,
    url: async (t) => `${h}/importacao/lote/${(await holeriteDemo(t)).loteId}`,
  },
  {
    metodo: 'POST',
    rota: `${h}/importacao/lote/:loteId/publicar`,
    url: async (t) => `${h}/importacao/lote/${(await holeriteDemo(t)).loteId}/publicar`,
  },
  {
    metodo: 'DELETE',
    rota: `${h}/importacao/lote/:loteId`,
    url: async (t) => `${h}/importacao/lote/${(await holeriteDemo(t)).loteId}`,
  },
  {
    metodo: 'GET',
    rota: `${h}/importacao/:importacaoId/arquivo`,
    url: async (t) => `${h}/importacao/${(await holeriteDemo(t)).id}/arquivo`,
  },
  {
    metodo: 'DELETE',
    rota: `${h}/importacao/:Id`,
    url: async (t) => `${h}/importacao/${(await holeriteDemo(t)).id}`,
  },
  // Sem id no caminho: o grupo aponta um holerite da outra empresa no corpo.
  {
    metodo: 'DELETE',
    rota: `${h}/importacao`,
    url: async () => `${h}/importacao`,
    corpoDe: async (t) => ({ ids: [(await holeriteDemo(t)).id] }),
  },
];
