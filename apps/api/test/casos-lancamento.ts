import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) dos lançamentos (férias, recesso, day off): o
 * lançamento e a colaboradora são da Demo Comércio; quem pede é o RH da Demo Indústria (404).
 * O id vai na query ou no corpo (nomes da spec), então os casos entram aqui sem `:id` no caminho.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const m = SERVICOS.main;

const paulaDemo = async (t: AppDeTeste) => {
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  return u!.id;
};

/** Um lançamento pendente da Demo Comércio, gravado direto no banco. */
const lancamentoDemo = async (t: AppDeTeste, tipo: 'Ferias' | 'Recesso' | 'DayOff') => {
  const [r] = await t.db.query<{ id: number }>(
    `insert into lancamento (empresa_id, usuario_id, tipo, status, data_inicio, data_fim, dias,
       solicitante_id, criado_em)
     select $1, id, $2, 'Pendente', '2030-01-07', '2030-01-07', 1, id, now()
       from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO, tipo],
  );
  return r!.id;
};

/** O primeiro departamento ou filial da Demo Comércio. */
const idDaDemo = async (t: AppDeTeste, tabela: 'departamento' | 'filial') => {
  const [r] = await t.db.query<{ id: number }>(
    `select id from ${tabela} where empresa_id = $1 order by id limit 1`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};

const porUsuario = (metodo: string, rota: string): Caso => ({
  metodo,
  rota: `${m}${rota}`,
  url: async () => `${m}${rota}`,
  corpoDe: async (t) => ({ usuarioId: await paulaDemo(t) }),
});

const porQuery = (metodo: string, rota: string): Caso => ({
  metodo,
  rota: `${m}${rota}`,
  url: async (t) => `${m}${rota}?usuarioId=${await paulaDemo(t)}`,
});

export const CASOS_LANCAMENTO: Caso[] = [
  {
    metodo: 'GET',
    rota: `${m}/CarregarFeriasLancamento`,
    url: async (t) => `${m}/CarregarFeriasLancamento?id=${await lancamentoDemo(t, 'Ferias')}`,
  },
  {
    metodo: 'GET',
    rota: `${m}/CarregarDayOffLancamento`,
    url: async (t) => `${m}/CarregarDayOffLancamento?id=${await lancamentoDemo(t, 'DayOff')}`,
  },
  {
    metodo: 'POST',
    rota: `${m}/CarregarRecessoLancamento`,
    url: async () => `${m}/CarregarRecessoLancamento`,
    corpoDe: async (t) => ({ id: await lancamentoDemo(t, 'Recesso') }),
  },
  ...(['POST', 'PUT'] as const).map(
    (metodo): Caso => ({
      metodo,
      rota: `${m}/AlterarStatusLancamento`,
      url: async () => `${m}/AlterarStatusLancamento`,
      corpoDe: async (t) => ({
        lancamentoId: await lancamentoDemo(t, 'DayOff'),
        status: 'Aprovado',
      }),
    }),
  ),
  {
    metodo: 'POST',
    rota: `${m}/salvarFeriaslancamento`,
    url: async () => `${m}/salvarFeriaslancamento`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      periodoAquisitivo: '2025-03-01',
      periodos: [{ inicio: '2027-01-04', dias: 30 }],
    }),
  },
  {
    metodo: 'POST',
    rota: `${m}/salvardayofflancamento`,
    url: async () => `${m}/salvardayofflancamento`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      data: '2030-02-04',
      motivo: 'FolgaConcedida',
    }),
  },
  {
    metodo: 'POST',
    rota: `${m}/salvarrecessolancamento`,
    url: async () => `${m}/salvarrecessolancamento`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      dataInicio: '2030-02-04',
      dataFim: '2030-02-05',
    }),
  },
  {
    metodo: 'POST',
    rota: `${m}/AjustarPeriodoAquisitivo`,
    url: async () => `${m}/AjustarPeriodoAquisitivo`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      periodoAquisitivo: '2025-03-01',
      faltasInjustificadas: 40,
      motivo: 'Invasor',
    }),
  },
  // Aviso de ausência (comprovante) e os PDFs das férias: o id no caminho.
  {
    metodo: 'GET',
    rota: `${m}/lancamentos/:id/anexo`,
    url: async (t) => `${m}/lancamentos/${await lancamentoDemo(t, 'DayOff')}/anexo`,
  },
  ...(['aviso', 'recibo'] as const).map(
    (doc): Caso => ({
      metodo: 'GET',
      rota: `${m}/FeriasLancamento/:id/${doc}`,
      url: async (t) => `${m}/FeriasLancamento/${await lancamentoDemo(t, 'Ferias')}/${doc}`,
    }),
  ),
  {
    metodo: 'POST',
    rota: `${m}/SolicitarAvisoAusencia`,
    url: async () => `${m}/SolicitarAvisoAusencia`,
    corpoDe: async (t) => ({
      usuarioId: await paulaDemo(t),
      dataInicio: '2030-02-04',
      motivo: 'OUTRO',
    }),
  },
  porUsuario('POST', '/CarregarRecessoLancamentos'),
  porUsuario('POST', '/CarregarDayOffLancamentos'),
  porUsuario('POST', '/CarregarTotaisLancamentos'),
  porQuery('GET', '/CarregarPeriodosAquisitivos'),
  porQuery('GET', '/CarregarFeriasLancamentos'),
  porQuery('GET', '/CarregarLancamentos'),
  porQuery('POST', '/CarregarLancamentos'),
  porQuery('GET', '/TotalPontosPorFuncionario'),
  porQuery('POST', '/TotalPontosPorFuncionario'),
  // Férias coletivas: o departamento e a filial da Demo Comércio não existem para a Indústria.
  ...(['/FeriasColetivas/previa', '/FeriasColetivas'] as const).flatMap((rota) => [
    {
      metodo: 'POST',
      rota: `${m}${rota}`,
      url: async () => `${m}${rota}`,
      corpoDe: async (t: AppDeTeste) => ({
        departamentoId: await idDaDemo(t, 'departamento'),
        inicio: '2030-01-07',
        dias: 10,
      }),
    },
    {
      metodo: 'POST',
      rota: `${m}${rota}`,
      url: async () => `${m}${rota}`,
      corpoDe: async (t: AppDeTeste) => ({
        filialId: await idDaDemo(t, 'filial'),
        inicio: '2030-01-07',
        dias: 10,
      }),
    },
  ]),
];
