import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do sobreaviso: motivos, regras, alocações e
 * lançamentos semeados na Demo Comércio; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const s = SERVICOS.sobreaviso;

const idDe = async (t: AppDeTeste, tabela: string) => {
  const [r] = await t.db.query<{ id: number }>(
    `select min(id) as id from ${tabela} where empresa_id = $1`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};
const motivo = (t: AppDeTeste) => idDe(t, 'sobreaviso_motivo');
const regra = (t: AppDeTeste) => idDe(t, 'sobreaviso_regra');
const alocacao = (t: AppDeTeste) => idDe(t, 'sobreaviso_alocacao');
const lancamento = (t: AppDeTeste) => idDe(t, 'sobreaviso_lancamento');

const corpoAlocacao = {
  usuarioId: 1,
  regraId: 1,
  dataInicio: '2026-11-01',
  dataFim: '2026-11-30',
  diasSemana: [1],
  horaInicio: '19:00',
  horaFim: '07:00',
};
const corpoLancamento = { inicio: '2026-11-02T21:00', fim: '2026-11-02T22:00', motivoId: 1 };

export const CASOS_SOBREAVISO: Caso[] = [
  { metodo: 'GET', rota: `${s}/motivo/:id`, url: async (t) => `${s}/motivo/${await motivo(t)}` },
  {
    metodo: 'PUT',
    rota: `${s}/motivo/:id`,
    url: async (t) => `${s}/motivo/${await motivo(t)}`,
    corpo: { descricao: 'Invasor' },
  },
  {
    metodo: 'GET',
    rota: `${s}/motivo/historico/:id`,
    url: async (t) => `${s}/motivo/historico/${await motivo(t)}`,
  },
  { metodo: 'GET', rota: `${s}/regra/:id`, url: async (t) => `${s}/regra/${await regra(t)}` },
  {
    metodo: 'PUT',
    rota: `${s}/regra/:id`,
    url: async (t) => `${s}/regra/${await regra(t)}`,
    corpo: { nome: 'Invasora', tipo: 'sobreaviso' },
  },
  {
    metodo: 'GET',
    rota: `${s}/regra/historico/:id`,
    url: async (t) => `${s}/regra/historico/${await regra(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${s}/alocacao/:id`,
    url: async (t) => `${s}/alocacao/${await alocacao(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${s}/alocacao/:id`,
    url: async (t) => `${s}/alocacao/${await alocacao(t)}`,
    corpo: corpoAlocacao,
  },
  {
    metodo: 'GET',
    rota: `${s}/alocacao/historico/:id`,
    url: async (t) => `${s}/alocacao/historico/${await alocacao(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${s}/lancamento/:id`,
    url: async (t) => `${s}/lancamento/${await lancamento(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${s}/lancamento/:id`,
    url: async (t) => `${s}/lancamento/${await lancamento(t)}`,
    corpo: corpoLancamento,
  },
  {
    metodo: 'GET',
    rota: `${s}/lancamento/historico/:id`,
    url: async (t) => `${s}/lancamento/historico/${await lancamento(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${s}/lancamento/:acao/:id`,
    url: async (t) => `${s}/lancamento/aprovar/${await lancamento(t)}`,
    corpoDe: async (t) => ({ lancamentoId: await lancamento(t) }),
  },
];
