import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do banco de horas: os registros são os da semente da
 * Demo Comércio; quem pede é o RH da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  /** Corpo que aponta um registro da demo (id no corpo, não no caminho). */
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const V1 = `${SERVICOS.regrasBancoHoras}/api/v1`;

const idDe = async (t: AppDeTeste, tabela: string) => {
  const [r] = await t.db.query<{ id: number }>(
    `select min(id) as id from ${tabela} where empresa_id = $1`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};

/** GET e PUT de `caminho/:id` apontando o primeiro registro da demo em `tabela`. */
const getPut = (caminho: string, tabela: string, corpo: object): Caso[] => [
  {
    metodo: 'GET',
    rota: `${V1}${caminho}/:id`,
    url: async (t) => `${V1}${caminho}/${await idDe(t, tabela)}`,
  },
  {
    metodo: 'PUT',
    rota: `${V1}${caminho}/:id`,
    url: async (t) => `${V1}${caminho}/${await idDe(t, tabela)}`,
    corpo,
  },
];

const ciclo = async (t: AppDeTeste) => idDe(t, 'banco_horas_ciclo');
const colaboradorDemo = async (t: AppDeTeste) =>
  idDe(t, 'banco_horas_colaborador').then(
    async (id) =>
      (
        await t.db.query<{ u: number }>(
          'select usuario_id as u from banco_horas_colaborador where empresa_id = $1 and id = $2',
          [EMPRESA_DEMO, id],
        )
      )[0]!.u,
  );
/** Operações com o id no corpo: colaborador ou banco da demo pedido por outra empresa. */
const comCorpo = (caminho: string, corpoDe: Caso['corpoDe']): Caso => ({
  metodo: 'POST',
  rota: `${V1}${caminho}`,
  url: async () => `${V1}${caminho}`,
  corpoDe,
});

/** Um pagamento extraordinário da demo (a semente não tem): gravado direto para o caso. */
const pagamentoDemo = async (t: AppDeTeste) => {
  const [v] = await t.db.query<{ id: number; usuario_id: number }>(
    'select id, usuario_id from banco_horas_colaborador where empresa_id = $1 order by id limit 1',
    [EMPRESA_DEMO],
  );
  const [p] = await t.db.query<{ id: number }>(
    `insert into banco_horas_pagamento
       (empresa_id, usuario_id, vigencia_id, origem, data, minutos, motivo, autor_id)
     values ($1, $2, $3, 'extraordinario', '2026-11-02', 1, 'Caso multiempresa', $2) returning id`,
    [EMPRESA_DEMO, v!.usuario_id, v!.id],
  );
  return p!.id;
};

export const CASOS_BANCO_HORAS: Caso[] = [
  ...getPut('/bancoHora', 'banco_horas', { nome: 'Invasor', configuracaoId: 1 }),
  ...getPut('/bancoHora/configuracao', 'banco_horas_configuracao', { nome: 'Invasor' }),
  ...getPut('/bancoHora/configuracao/faixa', 'banco_horas_faixa', {
    configuracaoId: 1,
    ordem: 1,
    fator: 1,
  }),
  ...getPut('/bancoHora/configuracao/faixa/verba', 'banco_horas_faixa_verba', {
    faixaId: 1,
    verba: '9999',
  }),
  ...getPut('/bancoHora/configuracao/ciclo', 'banco_horas_configuracao_ciclo', {
    configuracaoId: 1,
    regime: 'mensal',
    inicioCiclo: '2026-01-01',
  }),
  ...getPut('/bancoHora/configuracao/ciclo/verba', 'banco_horas_ciclo_verba', {
    configuracaoId: 1,
    tipo: 'pagamento',
    percentual: 50,
    verba: '9999',
  }),
  ...getPut('/bancoHora/estagio', 'banco_horas', { estagios: [] }),
  ...getPut('/ciclo', 'banco_horas_ciclo', {
    bancoHoraId: 1,
    inicio: '2026-01-01',
    fim: '2026-06-30',
  }),
  ...getPut('/bancoHora/colaborador', 'banco_horas_colaborador', { vigenciaFim: null }),
  {
    metodo: 'GET',
    rota: `${V1}/bancoHora/lancamento/:id`,
    url: async (t) => `${V1}/bancoHora/lancamento/${await idDe(t, 'banco_horas_lancamento')}`,
  },
  {
    metodo: 'POST',
    rota: `${V1}/bancoHora/lancamento/:id/estorno`,
    url: async (t) =>
      `${V1}/bancoHora/lancamento/${await idDe(t, 'banco_horas_lancamento')}/estorno`,
    corpo: { motivo: 'Tentativa de outra empresa' },
  },
  {
    metodo: 'GET',
    rota: `${V1}/bancoHora/pagamento`,
    url: async (t) => `${V1}/bancoHora/pagamento?usuarioId=${await colaboradorDemo(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${V1}/bancoHora/pagamento/:id/estorno`,
    url: async (t) => `${V1}/bancoHora/pagamento/${await pagamentoDemo(t)}/estorno`,
    corpo: { motivo: 'Tentativa de outra empresa' },
  },
  comCorpo('/bancoHora/pagamento/previa', async (t) => ({
    usuarioId: await colaboradorDemo(t),
    data: '2026-11-05',
    minutos: 10,
    motivo: 'Tentativa de outra empresa',
  })),
  comCorpo('/bancoHora/rescisao/previa', async (t) => ({
    usuarioId: await colaboradorDemo(t),
    data: '2026-11-05',
    tipoRescisao: 'sem-justa-causa',
    motivo: 'Tentativa de outra empresa',
  })),
  comCorpo('/bancoHora/fechamentoAntecipado/previa', async (t) => ({
    bancoHoraId: await idDe(t, 'banco_horas'),
    data: '2026-11-05',
    motivo: 'Tentativa de outra empresa',
  })),
  comCorpo('/bancoHora/colaborador/lote/previa', async (t) => ({
    bancoHoraId: await idDe(t, 'banco_horas'),
    usuarioIds: [await colaboradorDemo(t)],
    vigenciaInicio: '2026-11-01',
  })),
  {
    metodo: 'GET',
    rota: `${V1}/ciclo/:id/fechamento`,
    url: async (t) => `${V1}/ciclo/${await ciclo(t)}/fechamento`,
  },
  {
    metodo: 'POST',
    rota: `${V1}/ciclo/:id/fechamento`,
    url: async (t) => `${V1}/ciclo/${await ciclo(t)}/fechamento`,
  },
  {
    metodo: 'POST',
    rota: `${V1}/ciclo/:id/reabertura`,
    url: async (t) => `${V1}/ciclo/${await ciclo(t)}/reabertura`,
    corpo: { motivo: 'Tentativa de outra empresa' },
  },
  // Relatórios: o banco (regraId) e o período (periodoId) da demo pedidos por outra empresa.
  {
    metodo: 'GET',
    rota: `${V1}/bancoHora/relatorio/global`,
    url: async (t) =>
      `${V1}/bancoHora/relatorio/global?regraId=${await idDe(t, 'banco_horas')}&periodoId=${await ciclo(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${V1}/bancoHora/relatorio/:tipo`,
    url: async (t) => `${V1}/bancoHora/relatorio/saldos?periodoId=${await ciclo(t)}`,
  },
];
