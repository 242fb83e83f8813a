import { SERVICOS } from '@jornada/contracts';
import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';

/**
 * Casos de isolamento (multiempresa.test.ts) dos processos internos: o tipo, o pedido e o anexo
 * são da Demo Comércio; quem pede é o RH da Demo Indústria (404). O id vai na query ou no corpo
 * (nomes da spec), então os casos entram aqui sem `:id` no caminho.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  corpo?: object;
  corpoDe?: (t: AppDeTeste) => Promise<object>;
};

const m = SERVICOS.main;

const tipoDemo = async (t: AppDeTeste) => {
  const [r] = await t.db.query<{ id: number }>(
    'select min(id) as id from processo_interno_tipo where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  return r!.id;
};

/** Um pedido em análise (com anexo) da colaboradora da Demo Comércio, gravado direto no banco. */
const processoDemo = async (t: AppDeTeste) => {
  const tipoId = await tipoDemo(t);
  const [p] = await t.db.query<{ id: number; usuario_id: number }>(
    `insert into processo_interno (empresa_id, tipo_id, usuario_id, status, campos, etapas,
       respostas, criado_em, atualizado_em)
     select $1, $2, id, 'EmAnalise', '[]', '["Rh"]', '{}', now(), now()
       from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'
     returning id, usuario_id`,
    [EMPRESA_DEMO, tipoId],
  );
  return p!;
};

const anexoDemo = async (t: AppDeTeste) => {
  const p = await processoDemo(t);
  const [a] = await t.db.query<{ id: number }>(
    `insert into processo_interno_anexo (empresa_id, processo_id, campo, nome, tipo, tamanho,
       sha256, conteudo, autor_id, criado_em)
     values ($1, $2, 'comprovante', 'a.pdf', 'application/pdf', 5, 'x', '\\x255044462d', $3, now())
     returning id`,
    [EMPRESA_DEMO, p.id, p.usuario_id],
  );
  return a!.id;
};

export const CASOS_PROCESSO_INTERNO: Caso[] = [
  {
    metodo: 'GET',
    rota: `${m}/BaixarAnexoProcessoInterno`,
    url: async (t) => `${m}/BaixarAnexoProcessoInterno?id=${await anexoDemo(t)}`,
  },
  {
    metodo: 'POST',
    rota: `${m}/GerenciarProcessoInterno`,
    url: async () => `${m}/GerenciarProcessoInterno`,
    corpoDe: async (t) => ({ processoId: (await processoDemo(t)).id, acao: 'Aprovar' }),
  },
  {
    metodo: 'POST',
    rota: `${m}/SalvarTipoProcessoInterno`,
    url: async () => `${m}/SalvarTipoProcessoInterno`,
    corpoDe: async (t) => ({
      id: await tipoDemo(t),
      nome: 'Invasão',
      campos: [{ chave: 'a', rotulo: 'A', tipo: 'Texto' }],
      etapas: ['Rh'],
    }),
  },
  {
    metodo: 'POST',
    rota: `${m}/SolicitarProcessoInterno`,
    url: async () => `${m}/SolicitarProcessoInterno`,
    corpoDe: async (t) => ({ tipoId: await tipoDemo(t), respostas: {} }),
  },
  {
    metodo: 'GET',
    rota: `${m}/ListarSolicitacaoProcessosInternos`,
    url: async (t) => `${m}/ListarSolicitacaoProcessosInternos?id=${(await processoDemo(t)).id}`,
  },
];
