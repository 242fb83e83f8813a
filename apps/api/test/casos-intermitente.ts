import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do trabalho intermitente: os registros semeados da
 * Demo Comércio (regra, grupo, contratante, convocação, motivo); quem pede é o RH da Demo
 * Indústria (404). Também os que levam o id no corpo (PUT e interrupção).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const b = SERVICOS.intermitente;

const idDe = async (t: AppDeTeste, tabela: string) => {
  const [r] = await t.db.query<{ id: number }>(
    `select min(id) as id from ${tabela} where empresa_id = $1`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};
const regra = (t: AppDeTeste) => idDe(t, 'intermitente_regra');
const grupo = (t: AppDeTeste) => idDe(t, 'intermitente_grupo');
const contratante = (t: AppDeTeste) => idDe(t, 'intermitente_contratante');
const convocacao = (t: AppDeTeste) => idDe(t, 'intermitente_convocacao');
const motivo = (t: AppDeTeste) => idDe(t, 'intermitente_motivo_interrupcao');

const corpoRegra = {
  nome: 'Invasora',
  antecedencia: 'dias-corridos',
  sabadoUtil: true,
  valorHora: 1000,
};

export const CASOS_INTERMITENTE: Caso[] = [
  {
    metodo: 'GET',
    rota: `${b}/RegrasConvocacao/:id`,
    url: async (t) => `${b}/RegrasConvocacao/${await regra(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${b}/RegrasConvocacao`,
    url: async () => `${b}/RegrasConvocacao`,
    corpoDe: async (t) => ({ ...corpoRegra, id: await regra(t) }),
  },
  {
    metodo: 'GET',
    rota: `${b}/grupo/:grupoId`,
    url: async (t) => `${b}/grupo/${await grupo(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${b}/Grupo`,
    url: async () => `${b}/Grupo`,
    corpoDe: async (t) => ({ grupoId: await grupo(t), nome: 'Invasor' }),
  },
  {
    metodo: 'GET',
    rota: `${b}/Grupo/arquivar/:id`,
    url: async (t) => `${b}/Grupo/arquivar/${await grupo(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${b}/Grupo/desarquivar/:id`,
    url: async (t) => `${b}/Grupo/desarquivar/${await grupo(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${b}/Contratantes`,
    url: async () => `${b}/Contratantes`,
    corpoDe: async (t) => ({ id: await contratante(t), nome: 'Invasor', tipo: 'interno' }),
  },
  {
    metodo: 'GET',
    rota: `${b}/Contratantes/arquivar/:id`,
    url: async (t) => `${b}/Contratantes/arquivar/${await contratante(t)}`,
  },
  {
    metodo: 'GET',
    rota: `${b}/Contratantes/desarquivar/:id`,
    url: async (t) => `${b}/Contratantes/desarquivar/${await contratante(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${b}/MotivosInterrupcoes`,
    url: async () => `${b}/MotivosInterrupcoes`,
    corpoDe: async (t) => ({ id: await motivo(t), descricao: 'Invasor', ativo: true }),
  },
  {
    metodo: 'GET',
    rota: `${b}/Convocacao/resumo/:id`,
    url: async (t) => `${b}/Convocacao/resumo/${await convocacao(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${b}/Convocacao/interromper`,
    url: async () => `${b}/Convocacao/interromper`,
    // O motivo é da empresa de quem pede não importa: a convocação alheia some antes (404).
    corpoDe: async (t) => ({ convocacaoId: await convocacao(t), motivoId: await motivo(t) }),
  },
  {
    metodo: 'POST',
    rota: `${b}/Convocacao/responder`,
    url: async () => `${b}/Convocacao/responder`,
    corpoDe: async (t) => ({ convocacaoId: await convocacao(t), resposta: 'aceita' }),
  },
  {
    metodo: 'GET',
    rota: `${b}/Convocacao/recibo/:id`,
    url: async (t) => `${b}/Convocacao/recibo/${await convocacao(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${b}/Convocacao/descumprimento`,
    url: async () => `${b}/Convocacao/descumprimento`,
    corpoDe: async (t) => {
      const [x] = await t.db.query<{ usuario_id: number }>(
        "select usuario_id from intermitente_convocado where empresa_id = $1 and resposta = 'aceita' limit 1",
        [EMPRESA_DEMO],
      );
      return { convocacaoId: await convocacao(t), usuarioId: x!.usuario_id };
    },
  },
];
