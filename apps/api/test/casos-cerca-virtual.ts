import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da cerca virtual: filial, cerca, exceção e
 * marcação da Demo Comércio; quem pede é o RH da Demo Indústria (recebe 404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const c = SERVICOS.cercaVirtual;

const idDemo = async (t: AppDeTeste, sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};

const filialDemo = (t: AppDeTeste) =>
  idDemo(t, 'select min(id) as id from filial where empresa_id = $1');

/** Cerca da Demo Comércio (a semeada ou uma criada na hora). */
const cercaDemo = (t: AppDeTeste) =>
  idDemo(
    t,
    `insert into cerca_virtual (empresa_id, filial_id, nome, tipo, latitude, longitude, raio_metros, criado_em)
     select $1, min(id), 'Isolamento', 'circulo', -23.55, -46.63, 100, now() from filial where empresa_id = $1
     returning id`,
  );

const excecaoDemo = (t: AppDeTeste) =>
  idDemo(
    t,
    `insert into cerca_virtual_excecao (empresa_id, usuario_id, inicio, motivo, criado_em)
     select $1, min(id), '2026-11-01', 'Isolamento', now() from usuario where empresa_id = $1
     returning id`,
  );

const marcacaoDemo = (t: AppDeTeste) =>
  idDemo(t, 'select min(id) as id from marcacao where empresa_id = $1');

const forma = { tipo: 'circulo', latitude: -23.55, longitude: -46.63, raioMetros: 100 };

export const CASOS_CERCA_VIRTUAL: Caso[] = [
  {
    metodo: 'PUT',
    rota: `${c}/filiais/:filialId/configuracao`,
    url: async (t) => `${c}/filiais/${await filialDemo(t)}/configuracao`,
    corpo: { modo: 'recusar', toleranciaMetros: 0 },
  },
  {
    metodo: 'PUT',
    rota: `${c}/cercas/:id`,
    url: async (t) => `${c}/cercas/${await cercaDemo(t)}`,
    // A filial do corpo é da empresa de quem pede: só a cerca é de outra empresa.
    corpo: { filialId: 1, nome: 'Invasora', forma },
  },
  {
    metodo: 'DELETE',
    rota: `${c}/cercas/:id`,
    url: async (t) => `${c}/cercas/${await cercaDemo(t)}`,
  },
  {
    metodo: 'DELETE',
    rota: `${c}/excecoes/:id`,
    url: async (t) => `${c}/excecoes/${await excecaoDemo(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${c}/marcacoes/:marcacaoId/localizacao`,
    url: async (t) => `${c}/marcacoes/${await marcacaoDemo(t)}/localizacao`,
  },
];
