import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) das rotas com id do serviço de escala: o registro
 * é da Demo Comércio; quem pede é da Demo Indústria (404).
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
};

const idDemo = async (t: AppDeTeste, sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};

/** Uma ação da Demo Comércio (MudarParaFolga da Paula), gravada direto no banco. */
const acaoDemo = (t: AppDeTeste) =>
  idDemo(
    t,
    `insert into acao (empresa_id, usuario_id, data, tipo_acao, status, solicitante_id, criado_em)
     select $1, id, '2026-12-15', 'MudarParaFolga', 'Aprovada', id, now()
       from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'
     returning id`,
  );

const e = SERVICOS.escala;
const porTabela = (tabela: string, rota: string, caminho = rota) => ({
  metodo: 'GET',
  rota: `${e}${rota}`,
  url: async (t: AppDeTeste) =>
    `${e}${caminho.replace(/:\w+/, String(await idDemo(t, `select id from ${tabela} where empresa_id = $1 limit 1`)))}`,
});

export const CASOS_ESCALA: Caso[] = [
  { metodo: 'GET', rota: `${e}/acao/:id`, url: async (t) => `${e}/acao/${await acaoDemo(t)}` },
  porTabela('turno', '/turno/:id'),
  porTabela('gestao', '/gestao/:gestaoId'),
  porTabela('condicao_trabalho', '/condicaotrabalho/:id'),
  porTabela('escala', '/escala/:id'),
  porTabela('alocacao', '/alocacao/:id'),
  porTabela('alocacao', '/alocacao/historico/:id'),
  porTabela('feriado_municipal', '/feriado/:id'),
  {
    ...porTabela('feriado_municipal', '/feriado/:id'),
    metodo: 'PUT',
    corpo: { nome: 'Invasor', data: '2026-12-01', recorrente: false, filialId: null },
  },
  {
    ...porTabela('feriado_municipal', '/feriado/:id/status', '/feriado/:id/status'),
    metodo: 'PUT',
    corpo: { ativo: false },
  },
];
