import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da importação de colaboradores: o rascunho é da Demo
 * Comércio (confirmado, para que o CSV das recusadas exista); quem pede é o RH da Demo Indústria
 * (404). O corpo traz um mapeamento válido para que a rota chegue à busca do rascunho.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const m = SERVICOS.main;

const rascunhoDemo = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    `insert into colaborador_importacao
       (empresa_id, autor_id, nome_arquivo, cabecalho, linhas, criado_em, confirmado_em,
        rejeitados, importados)
     select $1, u.id, 'demo.csv', '["nome","email","cpf","admissao","filial"]'::jsonb,
            '[{"numero":2,"celulas":["Ana","ana@x.dev","1","16/11/2026","Matriz"]}]'::jsonb,
            now(), now(), '[]'::jsonb, 0
       from usuario u where u.empresa_id = $1 and u.email = 'rh@demo.jornada.dev'
     returning id`,
    [EMPRESA_DEMO],
  );
  return r!.id;
};

const mapeamento = {
  nome: 0,
  email: 1,
  cpf: 2,
  pis: null,
  matricula: null,
  admissao: 3,
  filial: 4,
  departamento: null,
  cargo: null,
  gestor: null,
  centroCusto: null,
  tipoContrato: null,
  celular: null,
};

export const CASOS_COLABORADOR_IMPORTACAO: Caso[] = [
  {
    metodo: 'POST',
    rota: `${m}/colaboradores/importacao/:id/previa`,
    url: async (t) => `${m}/colaboradores/importacao/${await rascunhoDemo(t)}/previa`,
    corpo: { mapeamento },
  },
  {
    metodo: 'POST',
    rota: `${m}/colaboradores/importacao/:id/confirmacao`,
    url: async (t) => `${m}/colaboradores/importacao/${await rascunhoDemo(t)}/confirmacao`,
    corpo: { mapeamento },
  },
  {
    metodo: 'GET',
    rota: `${m}/colaboradores/importacao/:id/rejeitados`,
    url: async (t) => `${m}/colaboradores/importacao/${await rascunhoDemo(t)}/rejeitados`,
  },
];
