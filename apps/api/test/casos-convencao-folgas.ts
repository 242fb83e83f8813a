import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) das convenções coletivas e do banco de folgas: um
 * sindicato, uma convenção e um lançamento da Demo Comércio criados na hora; quem pede é o RH da
 * Demo Indústria.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const c = SERVICOS.cadastros;
const b = SERVICOS.bancoFolgas;

const umId = async (t: AppDeTeste, sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};

const sindicatoDemo = (t: AppDeTeste) =>
  umId(
    t,
    `with s as (insert into sindicato (empresa_id, nome)
       select $1, 'Isolamento CCT' where not exists
         (select 1 from sindicato where empresa_id = $1 and nome = 'Isolamento CCT')
       returning id)
     select id from s union all
     select id from sindicato where empresa_id = $1 and nome = 'Isolamento CCT'`,
  );

const convencaoDemo = async (t: AppDeTeste) => {
  const sindicatoId = await sindicatoDemo(t);
  const [r] = await t.db.query<{ id: number }>(
    `with c as (insert into convencao_coletiva (empresa_id, sindicato_id, criado_em)
       values ($1, $2, now()) returning empresa_id, id),
     v as (insert into convencao_coletiva_versao (empresa_id, convencao_id, versao, nome,
       vigencia_inicio, parametros, em)
       select empresa_id, id, 1, 'CCT', '2026-01-01', '{"regras":{}}'::jsonb, now() from c)
     select id from c`,
    [EMPRESA_DEMO, sindicatoId],
  );
  return r!.id;
};

const paulaDemo = (t: AppDeTeste) =>
  umId(
    t,
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
  );

const lancamentoDemo = (t: AppDeTeste) =>
  umId(
    t,
    `insert into banco_folga_lancamento (empresa_id, usuario_id, tipo, origem, data, validade, dias,
       motivo, criado_em)
     select $1, id, 'credito', 'manual', '2026-11-01', '2027-01-31', 1, 'Isolamento', now()
       from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'
     returning id`,
  );

const convencaoCorpo = {
  nome: 'Outra',
  vigenciaInicio: '2026-01-01',
  parametros: {
    regras: {},
    adicionalNoturnoPercentual: 20,
    fracaoSobreaviso: { numerador: 1, denominador: 3 },
    bancoHorasPrazoMeses: null,
  },
};

export const CASOS_CONVENCAO_FOLGAS: Caso[] = [
  {
    metodo: 'GET',
    rota: `${c}/sindicatos/:id/convencoes`,
    url: async (t) => `${c}/sindicatos/${await sindicatoDemo(t)}/convencoes`,
  },
  {
    metodo: 'POST',
    rota: `${c}/sindicatos/:id/convencoes`,
    url: async (t) => `${c}/sindicatos/${await sindicatoDemo(t)}/convencoes`,
    corpo: convencaoCorpo,
  },
  {
    metodo: 'POST',
    rota: `${c}/sindicatos/:id/convencoes/modelo`,
    url: async (t) => `${c}/sindicatos/${await sindicatoDemo(t)}/convencoes/modelo`,
    corpo: { modelo: 'comerciarios', vigenciaInicio: '2026-01-01' },
  },
  {
    metodo: 'GET',
    rota: `${c}/sindicatos/:id/colaboradores`,
    url: async (t) => `${c}/sindicatos/${await sindicatoDemo(t)}/colaboradores`,
  },
  {
    metodo: 'GET',
    rota: `${c}/convencoes/:id`,
    url: async (t) => `${c}/convencoes/${await convencaoDemo(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${c}/convencoes/:id`,
    url: async (t) => `${c}/convencoes/${await convencaoDemo(t)}`,
    corpo: convencaoCorpo,
  },
  {
    metodo: 'GET',
    rota: `${c}/convencoes/:id/historico`,
    url: async (t) => `${c}/convencoes/${await convencaoDemo(t)}/historico`,
  },
  {
    metodo: 'PUT',
    rota: `${c}/colaboradores/:usuarioId/sindicato`,
    url: async (t) => `${c}/colaboradores/${await paulaDemo(t)}/sindicato`,
    corpo: { sindicatoId: null },
  },
  {
    metodo: 'GET',
    rota: `${b}/colaboradores/:usuarioId`,
    url: async (t) => `${b}/colaboradores/${await paulaDemo(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${b}/lancamentos/:id/estorno`,
    url: async (t) => `${b}/lancamentos/${await lancamentoDemo(t)}/estorno`,
    corpo: { motivo: 'Isolamento' },
  },
  {
    metodo: 'POST',
    rota: `${b}/creditos`,
    url: async () => `${b}/creditos`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      data: '2026-11-01',
      validade: '2027-01-31',
      dias: 1,
      motivo: 'Isolamento',
    }),
  },
  {
    metodo: 'POST',
    rota: `${b}/folgas`,
    url: async () => `${b}/folgas`,
    corpoDe: async (t) => ({ usuarioId: await paulaDemo(t), data: '2026-11-20' }),
  },
];
