import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) do cadastro de colaboradores e do empregador: o
 * colaborador e a filial são da Demo Comércio; quem pede é o RH da Demo Indústria (404). O corpo
 * é válido (CPF/CNPJ com dígitos certos) para que a rota chegue à busca do registro.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const m = SERVICOS.main;

const idDemo = async (t: AppDeTeste, sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};
const colaboradorDemo = (t: AppDeTeste) =>
  idDemo(
    t,
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
  );
const filialDemo = (t: AppDeTeste) =>
  idDemo(t, 'select id from filial where empresa_id = $1 order by id limit 1');

/** Filial da empresa de quem pede (Demo Indústria): só o colaborador é de outra empresa. */
const corpoColaborador = async (t: AppDeTeste) => {
  const [f] = await t.db.query<{ id: number }>(
    "select filial_id as id from usuario where email = 'rh@industria.jornada.dev'",
  );
  return {
    nome: 'Invasor da Silva',
    cpf: '39053344705',
    email: 'invasor@industria.jornada.dev',
    filialId: f!.id,
    departamentoId: null,
    cargoId: null,
    gestorId: null,
    admissao: '2026-11-16',
  };
};

export const CASOS_COLABORADOR: Caso[] = [
  {
    metodo: 'GET',
    rota: `${m}/colaboradores/:id`,
    url: async (t) => `${m}/colaboradores/${await colaboradorDemo(t)}`,
  },
  {
    metodo: 'PUT',
    rota: `${m}/colaboradores/:id`,
    url: async (t) => `${m}/colaboradores/${await colaboradorDemo(t)}`,
    corpoDe: corpoColaborador,
  },
  {
    metodo: 'POST',
    rota: `${m}/colaboradores/:id/desligamento`,
    url: async (t) => `${m}/colaboradores/${await colaboradorDemo(t)}/desligamento`,
    corpo: { demissao: '2026-11-16' },
  },
  {
    metodo: 'PUT',
    rota: `${m}/empregador`,
    url: async () => `${m}/empregador`,
    corpoDe: async (t) => ({
      filial: {
        id: await filialDemo(t),
        cnpj: '11222333000181',
        nome: 'Invasora',
        uf: 'SP',
        municipioIbge: 3550308,
      },
    }),
  },
];
