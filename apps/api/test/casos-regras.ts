import { SERVICOS } from '@jornada/contracts';
import { TIPOS_REGRA_CALCULO } from '@jornada/domain';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) das rotas com id das regras de cálculo, de ponto,
 * de apuração e das alocações: o registro é da Demo Comércio; quem pede é da Demo Indústria.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const idDemo = async (t: AppDeTeste, sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};

const calc = SERVICOS.regrasCalculo;
const aloc = SERVICOS.regrasAlocacao;

const regraDoTipo = (tipo: string) => (t: AppDeTeste) =>
  idDemo(t, `select id from regra_calculo where empresa_id = $1 and tipo = '${tipo}' limit 1`);
const regraPontoDemo = (t: AppDeTeste) =>
  idDemo(t, 'select id from regra_ponto where empresa_id = $1 limit 1');
const alocacaoDemo = (t: AppDeTeste) =>
  idDemo(t, 'select id from alocacao_regra where empresa_id = $1 limit 1');
const formaDemo = (t: AppDeTeste) =>
  idDemo(t, 'select id from forma_apuracao where empresa_id = $1 limit 1');

/** Regra de apuração da Demo Comércio, criada direto no banco. */
const regraApuracaoDemo = async (t: AppDeTeste) => {
  const id = await idDemo(t, 'insert into regra_apuracao (empresa_id) values ($1) returning id');
  await t.db.query(
    `insert into regra_apuracao_versao
       (empresa_id, regra_id, versao, vigencia_inicio, nome, forma_apuracao_id)
     values ($1, $2, 1, '2024-01-01', 'Apuração da demo',
       (select min(id) from forma_apuracao where empresa_id = $1))`,
    [EMPRESA_DEMO, id],
  );
  return id;
};

const porId = (
  metodo: string,
  rota: string,
  id: (t: AppDeTeste) => Promise<number>,
  corpo?: object,
): Caso => ({
  metodo,
  rota: rota,
  url: async (t) => rota.replace(':id', String(await id(t))),
  ...(corpo ? { corpo } : {}),
});

/** Arquivar pelo corpo (`PUT …/status`, `{ id, ativo: false }`) um registro da Demo Comércio. */
const statusPorCorpo = (rota: string, id: (t: AppDeTeste) => Promise<number>): Caso => ({
  metodo: 'PUT',
  rota,
  url: async () => rota,
  corpoDe: async (t) => ({ id: await id(t), ativo: false }),
});

export const CASOS_REGRAS: Caso[] = [
  ...TIPOS_REGRA_CALCULO.flatMap((tipo) => [
    porId('GET', `${calc}/api/v1/${tipo}/:id`, regraDoTipo(tipo)),
    porId('GET', `${calc}/api/v1/${tipo}/historico/:id`, regraDoTipo(tipo)),
    porId('PUT', `${calc}/api/v1/${tipo}/:id`, regraDoTipo(tipo), { nome: 'Invasor' }),
    statusPorCorpo(`${calc}/api/v1/${tipo}/status`, regraDoTipo(tipo)),
  ]),
  porId('GET', `${calc}/api/v1/regra/:id`, regraApuracaoDemo),
  porId('PUT', `${calc}/api/v1/regra/:id`, regraApuracaoDemo, { nome: 'Invasor' }),
  statusPorCorpo(`${calc}/api/v1/regra/status`, regraApuracaoDemo),
  porId('GET', `${calc}/api/v1/formaApuracao/:id`, formaDemo),
  porId('PUT', `${calc}/api/v1/formaApuracao/:id`, formaDemo, {
    nome: 'Invasor',
    periodo: 'mensal',
  }),
  porId('DELETE', `${calc}/api/v1/formaApuracao/:id`, formaDemo),
  porId('GET', `${aloc}/regraponto/:id`, regraPontoDemo),
  porId('PUT', `${aloc}/regraponto/:id`, regraPontoDemo, { nome: 'Invasor' }),
  porId('GET', `${aloc}/regraponto/historico/:id`, regraPontoDemo),
  statusPorCorpo(`${aloc}/regraponto/status`, regraPontoDemo),
  porId('GET', `${aloc}/alocacao/get-by-id/:id`, alocacaoDemo),
  porId('GET', `${aloc}/alocacao/historico/:id`, alocacaoDemo),
];
