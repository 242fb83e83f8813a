import { SERVICOS, TIPOS_CADASTRO } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) da estrutura da empresa: cada cadastro da Demo
 * Comércio (criado na hora quando a demo não semeia nenhum); quem pede é o RH da Demo Indústria.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const c = SERVICOS.cadastros;

const TABELA = {
  departamentos: 'departamento',
  grupos: 'grupo',
  'centros-custos': 'centro_custo',
  sindicatos: 'sindicato',
  cargos: 'cargo',
} as const;

/** O primeiro registro da Demo Comércio no cadastro (cria um se a demo não tem nenhum). */
const idDe = async (t: AppDeTeste, tipo: keyof typeof TABELA) => {
  const tabela = TABELA[tipo];
  const [r] = await t.db.query<{ id: number | null }>(
    `select min(id) as id from ${tabela} where empresa_id = $1`,
    [EMPRESA_DEMO],
  );
  if (r?.id) return r.id;
  const [novo] = await t.db.query<{ id: number }>(
    `insert into ${tabela} (empresa_id, nome) values ($1, 'Isolamento') returning id`,
    [EMPRESA_DEMO],
  );
  return novo!.id;
};

const corpo = (tipo: keyof typeof TABELA) =>
  tipo === 'cargos' ? { nome: 'Outro nome', cbo: '411005' } : { nome: 'Outro nome' };

export const CASOS_CADASTRO: Caso[] = [
  ...TIPOS_CADASTRO.flatMap((tipo): Caso[] => {
    const url =
      (sufixo = '') =>
      async (t: AppDeTeste) =>
        `${c}/${tipo}/${await idDe(t, tipo)}${sufixo}`;
    return [
      { metodo: 'GET', rota: `${c}/${tipo}/:id`, url: url() },
      { metodo: 'PUT', rota: `${c}/${tipo}/:id`, url: url(), corpo: corpo(tipo) },
      { metodo: 'DELETE', rota: `${c}/${tipo}/:id`, url: url() },
      { metodo: 'POST', rota: `${c}/${tipo}/:id/arquivar`, url: url('/arquivar') },
      { metodo: 'POST', rota: `${c}/${tipo}/:id/desarquivar`, url: url('/desarquivar') },
      { metodo: 'GET', rota: `${c}/${tipo}/:id/historico`, url: url('/historico') },
    ];
  }),
  {
    metodo: 'GET',
    rota: `${c}/grupos/:id/membros`,
    url: async (t) => `${c}/grupos/${await idDe(t, 'grupos')}/membros`,
  },
  {
    metodo: 'POST',
    rota: `${c}/grupos/:id/membros`,
    url: async (t) => `${c}/grupos/${await idDe(t, 'grupos')}/membros`,
    corpo: { usuarioIds: [1] },
  },
  {
    metodo: 'DELETE',
    rota: `${c}/grupos/:id/membros/:usuarioId`,
    url: async (t) => {
      const [m] = await t.db.query<{ grupo_id: number; usuario_id: number }>(
        'select grupo_id, usuario_id from grupo_membro where empresa_id = $1 limit 1',
        [EMPRESA_DEMO],
      );
      return `${c}/grupos/${m!.grupo_id}/membros/${m!.usuario_id}`;
    },
  },
];
