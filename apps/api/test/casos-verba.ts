import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) das verbas: verbas semeadas e um leiaute
 * personalizado criado na Demo Comércio; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const v = SERVICOS.verbas;

const verba = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    'select min(id) as id from verba where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  return r!.id;
};

/** Um leiaute personalizado da Demo Comércio (criado na primeira vez). */
const leiaute = async (t: AppDeTeste) => {
  const [existe] = await t.db.query<{ id: number | null }>(
    'select min(id) as id from leiaute_exportacao where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  if (existe?.id) return existe.id;
  const [r] = await t.db.query<{ id: number }>(
    `insert into leiaute_exportacao (empresa_id, nome, definicao)
     values ($1, 'Leiaute da Demo', $2) returning id`,
    [
      EMPRESA_DEMO,
      JSON.stringify({
        tipo: 'delimitado',
        separador: ';',
        campos: [{ fonte: 'cpf' }],
        fimDeLinha: 'CRLF',
        codificacao: 'utf-8',
      }),
    ],
  );
  return r!.id;
};

const corpoVerba = {
  codigo: '999',
  descricao: 'Invasora',
  unidade: 'horas',
  quantidades: [{ tipo: 'noturno' }],
  vigenciaInicio: '2026-01-01',
};
const corpoLeiaute = {
  nome: 'Invasor',
  definicao: { tipo: 'delimitado', separador: ';', campos: [{ fonte: 'cpf' }] },
};

export const CASOS_VERBA: Caso[] = [
  { metodo: 'GET', rota: `${v}/verba/:id`, url: async (t) => `${v}/verba/${await verba(t)}` },
  {
    metodo: 'PUT',
    rota: `${v}/verba/:id`,
    url: async (t) => `${v}/verba/${await verba(t)}`,
    corpo: corpoVerba,
  },
  { metodo: 'DELETE', rota: `${v}/verba/:id`, url: async (t) => `${v}/verba/${await verba(t)}` },
  {
    metodo: 'GET',
    rota: `${v}/verba/:id/historico`,
    url: async (t) => `${v}/verba/${await verba(t)}/historico`,
  },
  { metodo: 'GET', rota: `${v}/leiaute/:id`, url: async (t) => `${v}/leiaute/${await leiaute(t)}` },
  {
    metodo: 'PUT',
    rota: `${v}/leiaute/:id`,
    url: async (t) => `${v}/leiaute/${await leiaute(t)}`,
    corpo: corpoLeiaute,
  },
  {
    metodo: 'DELETE',
    rota: `${v}/leiaute/:id`,
    url: async (t) => `${v}/leiaute/${await leiaute(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${v}/leiaute/:id/historico`,
    url: async (t) => `${v}/leiaute/${await leiaute(t)}/historico`,
  },
  // Id no corpo (prévia de um leiaute salvo) e na query (exportação por leiaute personalizado).
  {
    metodo: 'POST',
    rota: `${v}/leiaute/previa`,
    url: async () => `${v}/leiaute/previa`,
    corpoDe: async (t) => ({ ano: 2026, mes: 10, leiauteId: await leiaute(t) }),
  },
  {
    metodo: 'GET',
    rota: `${v}/exportacao`,
    url: async (t) => `${v}/exportacao?ano=2026&mes=10&leiauteId=${await leiaute(t)}`,
  },
];
