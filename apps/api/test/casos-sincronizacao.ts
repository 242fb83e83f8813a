import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da sincronização com a folha: uma fonte e um lote
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
  const [existe] = await t.db.query<{ fonte: number | null; lote: number | null }>(
    `select (select min(id) from sincronizacao_fonte where empresa_id = $1) as fonte,
            (select min(id) from sincronizacao_lote where empresa_id = $1) as lote`,
    [EMPRESA_DEMO],
  );
  if (existe?.fonte && existe.lote) return { fonte: existe.fonte, lote: existe.lote };
  const [novo] = await t.db.query<{ fonte: number; lote: number }>(
    `with rh as (select id from usuario where empresa_id = $1 and email = 'rh@demo.jornada.dev'),
     f as (
       insert into sincronizacao_fonte (empresa_id, nome, mapeamentos, criado_em)
       values ($1, 'Caso multiempresa', '{}'::jsonb, now()) returning id),
     l as (
       insert into sincronizacao_lote (empresa_id, fonte_id, tipo, autor_id, nome_arquivo,
         cabecalho, linhas, criado_em)
       select $1, f.id, 'sindicatos', rh.id, 'x.csv', '["CPF","Sindicato"]'::jsonb,
         '[{"numero":2,"celulas":["52998224725","X"]}]'::jsonb, now() from f, rh
       returning id)
     select f.id as fonte, l.id as lote from f, l`,
    [EMPRESA_DEMO],
  );
  return novo!;
};

const mapeamento = { mapeamento: { cpf: 'CPF', sindicato: 'Sindicato' } };

export const CASOS_SINCRONIZACAO: Caso[] = [
  {
    metodo: 'PUT',
    rota: `${i}/sincronizacao/fontes/:id/mapeamentos/:tipo`,
    url: async (t) =>
      `${i}/sincronizacao/fontes/${(await registrosDemo(t)).fonte}/mapeamentos/sindicatos`,
    corpo: mapeamento,
  },
  {
    metodo: 'POST',
    rota: `${i}/sincronizacao/lotes/:id/previa`,
    url: async (t) => `${i}/sincronizacao/lotes/${(await registrosDemo(t)).lote}/previa`,
    corpo: mapeamento,
  },
  {
    metodo: 'POST',
    rota: `${i}/sincronizacao/lotes/:id/confirmacao`,
    url: async (t) => `${i}/sincronizacao/lotes/${(await registrosDemo(t)).lote}/confirmacao`,
  },
];
