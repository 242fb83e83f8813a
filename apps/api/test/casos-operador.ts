import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da tela do operador: as rotas apontam empresas
 * clientes e são só da empresa 1 (spec §2). O RH da Demo Indústria pede a Demo Comércio e recebe
 * 403 (não é a operadora), não 404: a recusa vem antes de qualquer busca.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  status?: number;
};

const o = SERVICOS.operador;
const demo = async () => `${o}/empresas/${EMPRESA_DEMO}`;

export const CASOS_OPERADOR: Caso[] = [
  {
    metodo: 'POST',
    rota: `${o}/empresas/:id/suspensao`,
    url: async () => `${await demo()}/suspensao`,
    corpo: { motivo: 'Tentativa de outra empresa' },
    status: 403,
  },
  {
    metodo: 'POST',
    rota: `${o}/empresas/:id/reativacao`,
    url: async () => `${await demo()}/reativacao`,
    corpo: { motivo: 'Tentativa de outra empresa' },
    status: 403,
  },
  {
    metodo: 'GET',
    rota: `${o}/empresas/:id/configuracao`,
    url: async () => `${await demo()}/configuracao`,
    status: 403,
  },
  {
    metodo: 'PUT',
    rota: `${o}/empresas/:id/configuracao`,
    url: async () => `${await demo()}/configuracao`,
    corpo: {
      usarMenuGestor: true,
      fusoHorario: 'America/Sao_Paulo',
      exigirAprovacaoTratamento: true,
      exigirSegundoFatorAdmin: false,
      modulos: [],
    },
    status: 403,
  },
  {
    metodo: 'GET',
    rota: `${o}/empresas/:id/usuarios`,
    url: async () => `${await demo()}/usuarios`,
    status: 403,
  },
  {
    metodo: 'POST',
    rota: `${o}/empresas/:id/suporte`,
    url: async () => `${await demo()}/suporte`,
    corpo: { usuarioId: 1, motivo: 'Tentativa de outra empresa' },
    status: 403,
  },
  {
    metodo: 'GET',
    rota: `${o}/empresas/:id/suporte`,
    url: async () => `${await demo()}/suporte`,
    status: 403,
  },
  {
    metodo: 'GET',
    rota: `${o}/empresas/:id/suporte/acoes`,
    url: async () => `${await demo()}/suporte/acoes`,
    status: 403,
  },
];
